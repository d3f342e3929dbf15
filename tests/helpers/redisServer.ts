import { spawn, type ChildProcess } from 'node:child_process'
import { freePort } from './serverProcess'

export type RedisServer = { port: number; url: string; start: () => Promise<void>; kill: () => Promise<void> }

/**
 * Debian's redis-server on its own loopback port, without persistence, that a test or bench may
 * kill and start again on the same port (a Redis outage) without touching the machine's Redis.
 */
export async function redisServer(): Promise<RedisServer> {
  const port = await freePort()
  let child: ChildProcess | undefined
  const ready = async () => {
    const deadline = Date.now() + 10_000
    for (;;) {
      const ok = await new Promise<boolean>((resolve) => {
        const probe = spawn('redis-cli', ['-p', String(port), 'ping'], { stdio: ['ignore', 'pipe', 'ignore'] })
        let out = ''
        probe.stdout?.on('data', (d) => (out += d))
        probe.on('exit', () => resolve(out.trim() === 'PONG'))
      })
      if (ok) return
      if (Date.now() > deadline) throw new Error(`redis-server on ${port} did not answer`)
      await new Promise((r) => setTimeout(r, 50))
    }
  }
  const server: RedisServer = {
    port,
    url: `redis://127.0.0.1:${port}`,
    start: async () => {
      child = spawn('redis-server', ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
      await ready()
    },
    kill: async () => {
      if (!child || child.exitCode !== null) return
      const gone = new Promise((resolve) => child!.on('exit', resolve))
      child.kill('SIGKILL')
      await gone
    },
  }
  await server.start()
  return server
}
