import { connectChangeBus } from '../services/cache/changeBus'
import { connectSharedRedis, disconnectSharedRedis } from '../services/shared/redis'

/**
 * Several instances (REDIS_URL): content changes reach every instance, and rate limits and
 * login counters are counted once for all. Without it each process keeps its own, as before.
 */
export function shareState(url: string, warn: (message: string) => void) {
  const client = connectSharedRedis(url)
  const bus = connectChangeBus(client, url, warn)
  return {
    close: async () => {
      bus.close()
      await disconnectSharedRedis()
    },
  }
}
