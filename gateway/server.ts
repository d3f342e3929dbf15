/**
 * The production entry: one process serving the gateway (/api), Payload's panels and REST
 * (/cms, /cms-api) and the Next site. Bundled with esbuild (see scripts/bundle.mjs) as two
 * files: this one binds the port at once and answers every request 503 "starting" (health in
 * its own shape), then loads the rest (gateway/serve.ts, dist/serve.mjs), whose listener takes
 * over. A balancer sees an honest "starting" within a fraction of a second of the start, not a
 * refused connection while Payload and Next load (issue #46, item 6).
 */
import http from 'node:http'
import v8 from 'node:v8'
import vm from 'node:vm'
import module from 'node:module'
import path from 'node:path'
import pkg from '../package.json' with { type: 'json' }
import { ConfigError, readEnv, type Env } from '../config/env'
import { resolveSecret } from '../config/secret'
import { databaseKind } from '../config/databaseKind'
import { runtimeProblem } from '../config/runtime'

/** The rest of the server, beside this file once bundled (scripts/build.mjs), loaded by address so esbuild leaves it apart. */
const SERVE = new URL('./serve.mjs', import.meta.url).href

async function main() {
  const problem = runtimeProblem(process.version)
  if (problem) throw new ConfigError(problem)
  const env = readEnv()
  resolveSecret(env)
  let handler = starting(env)
  const server = http.createServer((req, res) => handler(req, res))
  // An idle kept-alive connection is closed by the side that pools it (a balancer, an HTTP client),
  // not here: Node's 5 s default raced a client reusing one just as it closed, and the client got
  // "connection reset" (Schemathesis in CI, a PUT after seconds spent making its body). Behind
  // HAProxy (pool idle 5 s) or a cloud balancer (60 s) they close first.
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  // Bind first: a port in use fails in a second, and early callers get 503 instead of a refusal.
  await listen(server, env.PORT, env.HOST)
  // V8's compiled code for the server's modules, kept where the next start finds it (issue #61):
  // everything the server loads after this line starts from it instead of compiling again.
  module.enableCompileCache?.(path.resolve(env.DATA_DIR, '.cache', 'compile'))
  const { serve } = (await import(SERVE)) as typeof import('./serve')
  await serve(env, server, (listener) => (handler = listener))
  // Off the start's path (health is already 200), and before the first visitors' work matters.
  setTimeout(collectStartupGarbage, 1000).unref()
}

/**
 * One full collection once started: loading Payload, Next and the schemas leaves garbage V8 would
 * keep for a long while under the lean heap flags (package.json's start). Collected, the process
 * holds about 10 MB less for its whole life (bench memory: idle 204 -> 191 MB, after five pages
 * 206 -> 194 MB; issue #61, item 2). `gc` reached without --expose-gc on the command line, so no
 * other code can call it.
 */
function collectStartupGarbage() {
  v8.setFlagsFromString('--expose-gc')
  const gc = vm.runInNewContext('gc') as () => void
  gc()
}

/** Until the app takes over: 503 with Retry-After, and health's own answer saying so. */
function starting(env: Env): http.RequestListener {
  const body = JSON.stringify({ status: 'starting', db: databaseKind(env.DATABASE_URI), version: pkg.version })
  return (_req, res) => {
    res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '2', 'cache-control': 'no-store' })
    res.end(body)
  }
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
  // By name: the rest of the server is another bundle, with its own copy of the class.
  if (error instanceof Error && error.name === 'ConfigError') {
    console.error(`Start-up failed: ${error.message}`)
  } else {
    const message = error instanceof Error ? error.message : String(error)
    console.error(`Start-up failed: ${message.split('\n')[0]}`)
    if (process.env.DEBUG_STARTUP) console.error(error)
  }
  process.exit(1)
})
