/**
 * Everything the production entry (gateway/server.ts) loads once its port is bound: the
 * database check, Payload, Next, the app, the warm-up. Bundled apart (dist/serve.mjs) so the
 * entry binds and answers health ("starting") before any of it is parsed (issue #46, item 6).
 */
import type http from 'node:http'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { serverUrl, type Env } from '../config/env'
import { checkDatabase } from '../services/system/preflight'
import { createListener } from './app'
import { startNext } from './next'
import { bootPayload } from './payload'
import { gracefulShutdown } from './shutdown'
import { warmUp, isWarm } from './warmUp'
import { followChangeFeed } from '../services/cache/changeFeed'
import { analyzeNeverAnalyzed, vacuumNeverVacuumed } from '../services/system/plannerStatistics'

/** Boots the product on the bound server, handing its listener over with `use`. */
export async function serve(env: Env, server: http.Server, use: (listener: http.RequestListener) => void): Promise<void> {
  // Milliseconds since the process started at the end of each step, for the ready line (issue #61: where a start goes).
  const steps: string[] = [`loaded ${Math.round(performance.now())}`]
  const step = (name: string) => steps.push(`${name} ${Math.round(performance.now())}`)
  await checkDatabase(env.DATABASE_URI)
  // Before the app: its rate limits and the login guard pick their store when first built.
  const shared = env.REDIS_URL ? await import('./sharedState').then(({ shareState }) => shareState(env.REDIS_URL!, (m) => console.warn(m))) : null
  const payload = await bootPayload(env)
  step('payload')
  const say = (message: string, error?: unknown) => (error ? payload.logger.warn({ err: error }, message) : payload.logger.info(message))
  // Beside Next's start; awaited before ready, so the first visitors get plans made from statistics.
  const statistics =
    env.PLANNER_STATISTICS === 'on' ? analyzeNeverAnalyzed(payload, say).catch((error: unknown) => say('planner statistics: not gathered', error)) : null
  // What the import command and a back-office import's child process change, shown as it happens (issue #44, item 5).
  const feed = followChangeFeed(payload, (message, err) => payload.logger.warn({ err }, message))
  const next = await startNext(env)
  step('next')
  const staticDir = env.NODE_ENV === 'production' ? path.resolve(process.cwd(), 'frontend/.next/static') : undefined
  use(createListener({ payload, fallback: next, staticDir, cachePages: env.NODE_ENV !== 'development', readiness: isWarm }))
  gracefulShutdown(server, payload, {
    drainMs: env.DRAIN_SECONDS * 1000,
    closeShared: async () => {
      feed.close()
      await shared?.close()
    },
  })

  const { port } = server.address() as AddressInfo
  await statistics
  // Ready (health 200) only once warm: a balancer sends a cold instance nothing (gateway/warmUp.ts).
  await warmUp(port, say)
  step('warm')
  payload.logger.info(`Ready on ${serverUrl({ ...env, PORT: port })} (db: ${payload.db.name}; ms since start: ${steps.join(', ')})`)
  // In the background: its time grows with the tables, and reads and writes go on beside it.
  if (env.PLANNER_STATISTICS === 'on') void vacuumNeverVacuumed(payload, say).catch((error: unknown) => say('visibility map: not made', error))
}
