import type { Payload } from 'payload'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type IRateLimiterOptions, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { readEnv, type Env } from '../../config/env'
import { redisKey, sharedRedis } from '../shared/redis'

/**
 * Brute force without a denial of service. Failures are counted per (address typed, client
 * address): five in a row lock that pair only, so an attacker elsewhere cannot lock the
 * owner out. Across all clients, an address with many failures in an hour is slowed down
 * (each further attempt must wait longer, up to a cap), which caps a botnet's guesses without
 * closing the door. Keys are the address as typed, so an unknown address behaves exactly
 * like a known one: a lock or a slow-down tells nothing about who has an account.
 *
 * Attempts are counted when they start (parallel guesses cannot slip past the count) and a
 * success takes its attempt back. A password reset moves the address to a new epoch, which
 * ends its locks and slow-down at once. Counters live in this process, or with several
 * instances (REDIS_URL) in Redis, counted once for all; while Redis is away each instance
 * counts alone rather than letting guesses through.
 */
type LoginVerdict =
  { allowed: true } | { allowed: false; reason: 'locked' | 'slowed'; retryAfterSeconds: number; /** this attempt started the lock */ lockedNow: boolean }

type LoginGuardSettings = Pick<Env, 'LOGIN_MAX_ATTEMPTS' | 'LOGIN_LOCK_MINUTES' | 'LOGIN_SLOWDOWN_AFTER' | 'LOGIN_SLOWDOWN_MAX_SECONDS'>

const HOUR = 60 * 60

/** A counter in this process, or in the shared Redis with this process's as its stand-in. */
function counter(name: string, options: IRateLimiterOptions): RateLimiterAbstract {
  const redis = sharedRedis()
  if (!redis) return new RateLimiterMemory(options)
  return new RateLimiterRedis({ ...options, storeClient: redis, keyPrefix: redisKey('login', name), insuranceLimiter: new RateLimiterMemory(options) })
}

class LoginGuard {
  private readonly pairs: RateLimiterAbstract
  private readonly accounts: RateLimiterAbstract
  private readonly gates = counter('gate', { points: 1, duration: 1 })
  private readonly epochs = counter('epoch', { points: Number.MAX_SAFE_INTEGER, duration: 0 })

  constructor(private readonly settings: LoginGuardSettings) {
    const lockSeconds = settings.LOGIN_LOCK_MINUTES * 60
    this.pairs = counter('pair', { points: settings.LOGIN_MAX_ATTEMPTS, duration: lockSeconds, blockDuration: lockSeconds })
    this.accounts = counter('account', { points: Number.MAX_SAFE_INTEGER, duration: HOUR })
  }

  get enabled() {
    return this.settings.LOGIN_MAX_ATTEMPTS > 0
  }

  async begin(email: string, client: string): Promise<LoginVerdict> {
    if (!this.enabled) return { allowed: true }
    const account = await this.accountKey(email)
    const gate = await this.gates.get(account)
    if (gate && gate.consumedPoints > 1) return { allowed: false, reason: 'slowed', retryAfterSeconds: seconds(gate.msBeforeNext), lockedNow: false }
    try {
      await this.pairs.consume(`${account}|${client}`)
    } catch (rejected) {
      if (!(rejected instanceof RateLimiterRes)) throw rejected
      const lockedNow = rejected.consumedPoints === this.settings.LOGIN_MAX_ATTEMPTS + 1
      return { allowed: false, reason: 'locked', retryAfterSeconds: seconds(rejected.msBeforeNext), lockedNow }
    }
    const attempts = (await this.accounts.consume(account)).consumedPoints
    const over = attempts - this.settings.LOGIN_SLOWDOWN_AFTER
    if (over > 0) await this.gates.block(account, Math.min(2 ** (over - 1), this.settings.LOGIN_SLOWDOWN_MAX_SECONDS))
    return { allowed: true }
  }

  /** The password was right: this client's count starts again and the attempt is taken back. */
  async succeeded(email: string, client: string) {
    if (!this.enabled) return
    const account = await this.accountKey(email)
    await Promise.all([this.pairs.delete(`${account}|${client}`), this.accounts.reward(account), this.gates.delete(account)])
  }

  /** A completed password reset proves the owner: every lock and slow-down on the address ends. */
  async forgive(email: string) {
    await this.epochs.consume(normalize(email))
  }

  private async accountKey(email: string) {
    const address = normalize(email)
    const epoch = (await this.epochs.get(address))?.consumedPoints ?? 0
    return `${epoch}:${address}`
  }
}

const normalize = (email: string) => email.trim().toLowerCase()
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

const guards = new WeakMap<Payload, LoginGuard>()

/** One guard per Payload instance (tests boot several in one process). */
export function loginGuard(payload: Payload): LoginGuard {
  let guard = guards.get(payload)
  if (!guard) guards.set(payload, (guard = new LoginGuard(readEnv())))
  return guard
}
