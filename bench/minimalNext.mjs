// A minimal Next 16 app (bench/minimal-next: one page), built once with the product's own Next and
// started with `next start`: the yardstick for the product's start (issue #61, item 2).
import { execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

const DIR = path.resolve('bench/minimal-next')
const NEXT = path.resolve('node_modules/next/dist/bin/next')

export function buildMinimalNext() {
  if (existsSync(path.join(DIR, '.next', 'BUILD_ID'))) return
  execFileSync(process.execPath, [NEXT, 'build', DIR], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
}

/** `next start` of the minimal app; resolves once its page answers 200, with the time from the spawn. */
export async function startMinimalNext(port) {
  const started = Date.now()
  const child = spawn(process.execPath, [NEXT, 'start', DIR, '-p', String(port), '-H', '127.0.0.1'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
  for (;;) {
    const res = await fetch(`http://127.0.0.1:${port}/`).catch(() => null)
    if (res?.status === 200) break
    if (Date.now() - started > 60_000) throw new Error('the minimal Next app did not start')
    await new Promise((r) => setTimeout(r, 20))
  }
  return { child, readyMs: Date.now() - started, stop: () => new Promise((r) => (child.on('exit', r), child.kill('SIGTERM'))) }
}
