import { createHash } from 'node:crypto'
import { Redis } from 'ioredis'

/**
 * The Redis the instances share (REDIS_URL): content changes, rate limits and login counters.
 * Commands fail at once while it is away (no offline queue), so every user of it falls back
 * to this process's own state instead of waiting.
 */
type Shared = { url: string; client: Redis }

const KEY = Symbol.for('corporate-site.sharedRedis')
const registry = globalThis as unknown as Record<symbol, Shared | undefined>

export const redisOptions = { maxRetriesPerRequest: 1, enableOfflineQueue: false, retryStrategy: (attempt: number) => Math.min(attempt * 250, 2_000) }

/** Connects the shared client once per process (Express's and Next's bundles share it). */
export function connectSharedRedis(url: string): Redis {
  const current = registry[KEY]
  if (current?.url === url) return current.client
  const client = new Redis(url, redisOptions)
  client.on('error', () => undefined) // reported once by the change bus; commands fall back meanwhile
  registry[KEY] = { url, client }
  return client
}

/** The shared client, or null for a single instance. */
export const sharedRedis = (): Redis | null => registry[KEY]?.client ?? null

export async function disconnectSharedRedis(): Promise<void> {
  const current = registry[KEY]
  registry[KEY] = undefined
  current?.client.disconnect()
}

/**
 * Every key and channel the instances share starts with the site's own prefix, so two sites on
 * one Redis never hear each other's content changes or share locks and counters (issue #29).
 * REDIS_PREFIX names it; by default it is drawn from DATABASE_URI (password left out), which
 * every instance of one site shares and no two sites do.
 */
export function redisKey(...parts: string[]): string {
  return ['corporate-site', sitePrefix(), ...parts].join(':')
}

function sitePrefix(): string {
  if (process.env.REDIS_PREFIX) return process.env.REDIS_PREFIX
  const uri = (process.env.DATABASE_URI ?? 'file:./data/site.db').replace(/\/\/([^:/@]+):[^@]*@/, '//$1@')
  return createHash('sha256').update(uri).digest('hex').slice(0, 12)
}
