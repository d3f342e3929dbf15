import { randomUUID } from 'node:crypto'
import { redisKey, sharedRedis } from './redis'

// Deletes the lock only if this holder still has it (it may have expired and been taken).
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end"

/**
 * Claims `name` for `ttlMs` for this instance (REDIS_URL): false when another instance holds it.
 * One instance, or Redis away: always true, availability first.
 */
export async function claimFor(name: string, ttlMs: number): Promise<boolean> {
  const redis = sharedRedis()
  if (!redis) return true
  return redis.set(redisKey('lock', name), randomUUID(), 'PX', ttlMs, 'NX').then(
    (reply) => reply === 'OK',
    () => true, // Redis away
  )
}

/**
 * Runs `work` on one instance at a time (REDIS_URL): an instance that finds the lock taken
 * skips it. One instance, or Redis away: `work` runs here, availability first (the tasks that
 * use it are safe to repeat; the lock only stops every instance doing them at once).
 * `keep: true` holds the lock for the whole `ttlMs` (one run per period, whatever commits
 * after `work` returns); otherwise it is released as soon as `work` ends.
 */
export async function onOneInstance<T>(
  name: string,
  ttlMs: number,
  work: () => Promise<T>,
  { keep = false }: { keep?: boolean } = {},
): Promise<{ ran: true; value: T } | { ran: false }> {
  const redis = sharedRedis()
  if (!redis) return { ran: true, value: await work() }
  const key = redisKey('lock', name)
  const token = randomUUID()
  const held = await redis.set(key, token, 'PX', ttlMs, 'NX').then(
    (reply) => reply === 'OK',
    () => null, // Redis away
  )
  if (held === false) return { ran: false }
  try {
    return { ran: true, value: await work() }
  } finally {
    if (held && !keep) await redis.eval(RELEASE, 1, key, token).catch(() => undefined)
  }
}
