import { isIP } from 'node:net'
import { z } from 'zod'

/**
 * Every setting the process reads from its environment. Each part reads it when it is built
 * (the Payload config, the app, a guard), never at import time, so a test or a second instance
 * built with other settings gets them. Defaults make `npm start` work on a fresh clone with
 * the embedded SQLite database.
 */
const intFrom = (fallback: number) => z.preprocess((v) => (v === undefined || v === '' ? fallback : Number(v)), z.number().int().nonnegative())

const listed = (v: string) =>
  v
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
const addressOrCidr = (entry: string) => {
  const [ip, bits, ...rest] = entry.split('/')
  return !rest.length && isIP(ip ?? '') !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits))
}

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: intFrom(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URI: z.string().default('file:./data/site.db'),
  PAYLOAD_SECRET: z.string().optional(),
  SERVER_URL: z.string().optional(),
  /** Comma-separated addresses or CIDRs of balancers whose X-Forwarded-For is believed (this machine's always is). */
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .refine((v) => !v || listed(v).every(addressOrCidr), 'a comma-separated list of IP addresses or CIDRs, e.g. 10.0.0.0/8,192.0.2.10'),
  /** Comma-separated extra origins the site is served from (SERVER_URL's is always trusted). */
  TRUSTED_ORIGINS: z.string().optional(),
  SMTP_URL: z.string().optional(),
  /** Several instances: the Redis they share for content changes, rate limits and login counters. */
  REDIS_URL: z.string().optional(),
  /**
   * Media on S3-compatible storage (config/mediaStorage.ts): set S3_BUCKET to turn it on; the
   * endpoint for anything but AWS (MinIO, R2, Ceph...). Without it, media stay in DATA_DIR/media.
   */
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path (`endpoint/bucket/key`), as most S3-compatible servers want; defaults to on when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  /** SQLite: how long a write waits for another's lock (between tries, services/system/sqliteBusy.ts) before answering 503. */
  SQLITE_BUSY_WAIT_MS: intFrom(15_000),
  /** SQLite: the page cache of each connection, in KiB (services/system/sqliteTuning.ts); the import process keeps a smaller one. */
  SQLITE_CACHE_KIB: intFrom(32_768),
  /**
   * SQLite: `on` runs expensive reads (searches, popular lists, dashboard figures) on a reader
   * thread's own connection (services/system/sqliteReaders.ts). Off by default: it lowers what a
   * burst costs the other requests at the median, but on a starved machine (CI's two cores under
   * the browser suite and two fuzzers) the steady 40 requests/s of the soak test failed with it.
   */
  SQLITE_READ_WORKER: z.enum(['on', 'off']).default('off'),
  /** After SIGTERM: seconds of draining (health 503, answers close their connections) before stopping. */
  DRAIN_SECONDS: intFrom(0),
  MAIL_FROM: z.string().default('no-reply@example.com'),
  DATA_DIR: z.string().default('./data'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  SEED_ADMIN_EMAIL: z.string().default('admin@example.com'),
  /** Used once, when the first start creates the admin (config/adminPassword.ts refuses the demo one on a public address). */
  SEED_ADMIN_PASSWORD: z.string().default('Admin@12345'),
  /** A clean start with SEED_ADMIN_*: the company's name (else a neutral one, to change in the settings). */
  SEED_COMPANY_NAME: z.string().trim().max(120).optional(),
  LOGIN_MAX_ATTEMPTS: intFrom(5),
  LOGIN_LOCK_MINUTES: intFrom(10),
  /** Failures in an hour on one address, from any client, before each further attempt waits. */
  LOGIN_SLOWDOWN_AFTER: intFrom(20),
  /** The longest wait the slow-down imposes (it doubles from 1 s). */
  LOGIN_SLOWDOWN_MAX_SECONDS: intFrom(60),
  RATE_LIMIT_WINDOW_SECONDS: intFrom(60),
  RATE_LIMIT_MAX: intFrom(10),
  LOG_LEVEL: z.string().default('info'),
  /** Raw read events older than this are deleted once rolled up (the rollups stay). */
  READS_RETENTION_DAYS: intFrom(90),
  /** Webhook deliveries may go to 127.0.0.1/::1: only for the test suite's receiver (never in production). */
  WEBHOOKS_ALLOW_LOOPBACK: z.enum(['true', 'false']).default('false'),
  /** The wait before a failed delivery's first retry (doubling each time); shorter only in tests. */
  WEBHOOK_FIRST_RETRY_MS: intFrom(45_000),
  /** The activity log records staff and integrator actions; `off` is for measuring what it costs (benchmarks). */
  ACTIVITY_LOG: z.enum(['on', 'off']).default('on'),
  /** Days the activity log keeps an entry (0 keeps every entry). */
  ACTIVITY_RETENTION_DAYS: intFrom(365),
  /** Hard bounces (SMTP 5xx, or reported to POST /api/newsletter/bounces) after which a subscriber is marked bounced and skipped. */
  NEWSLETTER_BOUNCE_LIMIT: z.preprocess((v) => (v === undefined || v === '' ? 1 : Number(v)), z.number().int().positive()),
  /** Versions kept per article, category, FAQ, SEO snippet and settings global (older ones pruned on save). */
  VERSIONS_PER_DOCUMENT: intFrom(50),
  /**
   * PostgreSQL: at start, tables of 1,000 rows or more that were never analyzed are (services/system/plannerStatistics.ts).
   * `off` leaves statistics to autovacuum alone (the query-plan guard measures plans without them).
   */
  PLANNER_STATISTICS: z.enum(['on', 'off']).default('on'),
  /** Diagnostics: a file that receives every SQL statement sent (config/sqlLog.ts). Unset in production. */
  SQL_LOG_FILE: z.string().optional(),
})

export type Env = z.infer<typeof schema>

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source)
  if (!parsed.success) {
    const first = parsed.error.issues[0]
    throw new ConfigError(`Invalid setting ${String(first?.path[0])}: ${first?.message}`)
  }
  return parsed.data
}

/** A start-up problem the operator can fix; printed as one line, never a stack trace. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

export function serverUrl(env: Env): string {
  return (env.SERVER_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '')
}
