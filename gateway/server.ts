/**
 * The production entry: one process serving the gateway (/api), Payload's panels and REST
 * (/cms, /cms-api) and the Next site. Bundled with esbuild (see scripts/bundle.mjs).
 */
import http from 'node:http'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { ConfigError, readEnv, serverUrl } from '../config/env'
import { resolveSecret } from '../config/secret'
import { checkDatabase } from '../services/system/preflight'

async function main() {
  const env = readEnv()
  resolveSecret(env)
  await checkDatabase(env.DATABASE_URI)
  // Loaded only now: payload.config reads the environment when it is evaluated, and any
  // problem there must reach the one-line error below rather than crash the import.
  const [{ createListener }, { startNext }, { bootPayload }, { gracefulShutdown }, { warmUp, isWarm }, { followChangeFeed }] = await Promise.all([
    import('./app'),
    import('./next'),
    import('./payload'),
    import('./shutdown'),
    import('./warmUp'),
    import('../services/cache/changeFeed'),
  ])

  // Bind first: a port in use fails in a second, and early callers get 503 instead of a refusal.
  let handler: http.RequestListener = (_req, res) => {
    res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '2' })
    res.end('{"status":"starting"}')
  }
  const server = http.createServer((req, res) => handler(req, res))
  await listen(server, env.PORT, env.HOST)

  // Before the app: its rate limits and the login guard pick their store when first built.
  const shared = env.REDIS_URL ? await import('./sharedState').then(({ shareState }) => shareState(env.REDIS_URL!, (m) => console.warn(m))) : null
  const payload = await bootPayload(env)
  // What the import command and a back-office import's child process change, shown as it happens (issue #44, item 5).
  const feed = followChangeFeed(payload, (message, err) => payload.logger.warn({ err }, message))
  const next = await startNext(env)
  const staticDir = env.NODE_ENV === 'production' ? path.resolve(process.cwd(), 'frontend/.next/static') : undefined
  handler = createListener({ payload, fallback: next, staticDir, cachePages: env.NODE_ENV !== 'development', readiness: isWarm })
  gracefulShutdown(server, payload, {
    drainMs: env.DRAIN_SECONDS * 1000,
    closeShared: async () => {
      feed.close()
      await shared?.close()
    },
  })

  const { port } = server.address() as AddressInfo
  // Ready (health 200) only once warm: a balancer sends a cold instance nothing (gateway/warmUp.ts).
  await warmUp(port, (message, error) => (error ? payload.logger.warn({ err: error }, message) : payload.logger.info(message)))
  payload.logger.info(`Ready on ${serverUrl({ ...env, PORT: port })} (db: ${payload.db.name})`)
}

function listen(server: http.Server, port: number, host: string) {
  return new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(new ConfigError(`Port ${port} is already in use: stop the other process or set PORT to a free port`))
      } else if (error.code === 'EACCES') {
        reject(new ConfigError(`Not allowed to listen on port ${port}: use a port above 1024 (PORT)`))
      } else reject(error)
    })
    server.listen(port, host, () => resolve())
  })
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Start-up failed: ${error.message}`)
  } else {
    const message = error instanceof Error ? error.message : String(error)
    console.error(`Start-up failed: ${message.split('\n')[0]}`)
    if (process.env.DEBUG_STARTUP) console.error(error)
  }
  process.exit(1)
})
