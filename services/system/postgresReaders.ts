import type { Payload } from 'payload'
import { inHeavyRead } from './heavyScope'

/** Connections of the expensive reads' own pool, beside the adapter's ten. */
const HEAVY_CONNECTIONS = 3

type Query = (...args: unknown[]) => Promise<unknown>
type Pool = { query: Query; end: () => Promise<void>; on: (event: 'error', listener: (error: unknown) => void) => void }
type PgAdapter = { pool?: Pool; pg?: { Pool: new (options: unknown) => Pool }; poolOptions?: Record<string, unknown>; destroy?: () => Promise<void> }

/**
 * PostgreSQL: the expensive reads' statements (heavyScope.ts) go to a pool of their own. With
 * one pool, a burst of popular lists and dashboards (each a few statements at once) took every
 * connection, and /api/health's one-row check waited in the pool's queue behind them: 1,038 ms
 * at most during 20 popular + 20 dashboard calls at 100k articles (issue #63, item 2). The
 * other requests keep the adapter's whole pool; the expensive ones queue among themselves.
 * Transactions never come here (they hold a client of the adapter's pool).
 */
export function separateHeavyReads(payload: Payload): void {
  if (payload.db.name !== 'postgres') return
  const adapter = payload.db as unknown as PgAdapter
  const { pool, pg, poolOptions } = adapter
  if (!pool || !pg || !poolOptions) return
  let heavy: Pool | null = null
  const heavyPool = () => {
    if (!heavy) {
      heavy = new pg.Pool({ ...poolOptions, max: HEAVY_CONNECTIONS, idleTimeoutMillis: 30_000 })
      // A connection the server ended while idle (a restart) is replaced at the next query, never an uncaught error.
      heavy.on('error', () => undefined)
    }
    return heavy
  }
  const query = pool.query.bind(pool)
  pool.query = (...args: unknown[]) => (inHeavyRead() ? heavyPool().query(...args) : query(...args))
  const destroy = adapter.destroy
  adapter.destroy = async () => {
    const h = heavy
    heavy = null
    await h?.end().catch(() => undefined)
    await destroy?.call(adapter)
  }
}
