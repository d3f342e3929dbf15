import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { applyChange, isolatedLifetimes, setChangeRelay, type Change } from '../../lib/cache/contentChanges'
import { redisKey, redisOptions } from '../shared/redis'

/** The site's own channel (services/shared/redis.ts, redisKey): read when the bus connects, never at import. */
const channel = () => redisKey('content-changes')

/** While Redis is away an instance cannot hear the others: caches keep entries this long at most. */
export const STALE_AFTER_MS = 5_000

/**
 * Carries every content change (lib/cache/contentChanges.ts) to the other instances over Redis
 * pub/sub, and applies theirs here. An instance that loses Redis drops its caches, keeps
 * serving with short-lived entries and says so once; when Redis returns it drops them again
 * (it may have missed changes) and goes back to normal.
 */
export function connectChangeBus(publisher: Redis, url: string, warn: (message: string) => void) {
  const instance = randomUUID()
  const subscriber = new Redis(url, redisOptions)
  let listening = false
  let reported = false
  const lost = () => {
    if (listening) applyChange('all')
    listening = false
    if (!reported) {
      const { answerMs, layerMs } = isolatedLifetimes(STALE_AFTER_MS)
      warn(
        `Redis at ${url} is unreachable: until it returns, each of the two caches keeps entries ${layerMs / 1000} s at most, so no answer is more than ${answerMs / 1000} s stale`,
      )
    }
    reported = true
  }
  subscriber.on('error', lost)
  subscriber.on('close', lost)
  subscriber.on('ready', () => {
    void subscriber.subscribe(channel()).then(() => {
      if (reported) warn(`Redis at ${url} is back: caches are shared again`)
      applyChange('all')
      listening = true
      reported = false
    }, lost)
  })
  subscriber.on('message', (_channel: string, message: string) => {
    const { from, tags } = JSON.parse(message) as { from: string; tags: Change }
    if (from !== instance) applyChange(tags)
  })
  const connected = () => listening && publisher.status === 'ready'
  setChangeRelay({
    send: (tags) => void publisher.publish(channel(), JSON.stringify({ from: instance, tags })).catch(lost),
    connected,
    staleAfterMs: STALE_AFTER_MS,
  })
  return {
    connected,
    close: () => {
      setChangeRelay(undefined)
      subscriber.disconnect()
    },
  }
}
