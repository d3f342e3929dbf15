import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

/** The built production server (dist/server.mjs) as a child process, as `npm start` runs it. */
export type ServerProcess = { child: ChildProcess; port: number; output: () => string; exited: Promise<number | null> }

/**
 * A port no other test worker will hand out: each Vitest worker draws from its own block below
 * the kernel's ephemeral range (32768+, where listen(0) and outgoing connections take theirs).
 * With the kernel's listen(0), a port one worker's server had just let go of (killed, about to be
 * restarted on the same port) could be handed to another worker's new server, and each then
 * talked to the other's process (issue #61: the process suite runs two files at once).
 */
const PORTS_PER_WORKER = 1500
const block = 20_000 + (Number(process.env.VITEST_POOL_ID ?? 0) % 8) * PORTS_PER_WORKER
let nextPort = block + Math.floor(Math.random() * PORTS_PER_WORKER)

export async function freePort(): Promise<number> {
  for (let tries = 0; tries < PORTS_PER_WORKER; tries++) {
    const port = nextPort
    nextPort = block + ((nextPort - block + 1) % PORTS_PER_WORKER)
    const free = await new Promise<boolean>((resolve) => {
      const srv = net.createServer()
      srv.once('error', () => resolve(false))
      srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)))
    })
    if (free) return port
  }
  throw new Error(`no free port in ${block}-${block + PORTS_PER_WORKER - 1}`)
}

export const tempDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'site-proc-'))

/** `nodeArgs` go to node before the script (V8 flags such as --trace-gc, which NODE_OPTIONS refuses). */
export async function spawnServer(env: Record<string, string>, nodeArgs: string[] = []): Promise<ServerProcess> {
  const port = Number(env.PORT ?? (await freePort()))
  let out = ''
  const child = spawn(process.execPath, [...nodeArgs, 'dist/server.mjs'], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PAYLOAD_SECRET: 'process-test-secret-0123456789abcdef0123',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (d) => (out += d))
  child.stderr?.on('data', (d) => (out += d))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, port, output: () => out, exited }
}

export async function waitForHealth(port: number, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null)
    if (res?.status === 200) return
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`server on ${port} not healthy after ${timeoutMs} ms`)
}
