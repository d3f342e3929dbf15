import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

/** The built production server (dist/server.mjs) as a child process, as `npm start` runs it. */
export type ServerProcess = { child: ChildProcess; port: number; output: () => string; exited: Promise<number | null> }

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
  })
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
