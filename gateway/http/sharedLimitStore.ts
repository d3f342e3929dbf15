import type { Redis } from 'ioredis'
import { MemoryStore, type Options, type Store } from 'express-rate-limit'
import { RedisStore, type RedisReply } from 'rate-limit-redis'
import { redisKey } from '../../services/shared/redis'

/**
 * A per-IP limit counted once for every instance (Redis), and counted by this process alone
 * while Redis is away: requests are never let through unlimited, nor refused for an outage.
 */
export class SharedLimitStore implements Store {
  private readonly shared: RedisStore
  private readonly local = new MemoryStore()

  constructor(client: Redis, prefix: string) {
    this.shared = new RedisStore({
      prefix: `${redisKey('limit', prefix)}:`,
      sendCommand: (command: string, ...args: string[]) => client.call(command, ...args) as Promise<RedisReply>,
    })
    // The store loads its scripts at once and again on first use if that failed (Redis still
    // connecting or away): the first attempt's failure is expected, not a crash.
    this.shared.incrementScriptSha.catch(() => undefined)
    this.shared.getScriptSha.catch(() => undefined)
  }

  init(options: Options) {
    this.shared.init(options)
    this.local.init(options)
  }

  async increment(key: string) {
    return this.shared.increment(key).catch(() => this.local.increment(key))
  }

  async decrement(key: string) {
    await this.shared.decrement(key).catch(() => this.local.decrement(key))
  }

  async resetKey(key: string) {
    await Promise.all([this.shared.resetKey(key).catch(() => undefined), this.local.resetKey(key)])
  }

  shutdown() {
    this.local.shutdown()
  }
}
