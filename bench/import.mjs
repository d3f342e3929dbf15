// npm run bench -- import: issue #33's measure of moving a blog in. A generated WordPress export
// of BENCH_IMPORT_POSTS posts (default 10,000: scripts/generate-wxr.mjs) imported by the command
// (dist/import.mjs) into a database the demo content was seeded into by an earlier start. The
// baseline, in the same run, is the same command's dry run: the file read and every body
// converted, nothing written. Posts per second, wall time and peak RSS (VmHWM) of each.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { generateWxr } from '../scripts/generate-wxr.mjs'
import { startApp } from './lib.mjs'

const POSTS = Number(process.env.BENCH_IMPORT_POSTS ?? 10_000)
const dir = mkdtempSync(path.join(os.tmpdir(), 'site-import-'))
const database = { DATA_DIR: dir, DATABASE_URI: `file:${path.join(dir, 'bench.db')}` }
const file = path.join(dir, 'blog.xml')
await generateWxr(POSTS, file)
console.log(`export: ${POSTS} posts, ${(statSync(file).size / 1024 ** 2).toFixed(1)} MB`)
await (await startApp(3241, database)).stop() // seeds the demo content

/** Peak resident memory of a running process, in MB (the kernel keeps the high-water mark). */
const peakMb = (pid) => {
  try {
    return Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024
  } catch {
    return 0
  }
}

function run(args) {
  const started = Date.now()
  const child = spawn(process.execPath, ['--max-old-space-size=192', 'dist/import.mjs', file, '--json', '--no-download', ...args], {
    env: { ...process.env, ...database, NODE_ENV: 'production', MALLOC_ARENA_MAX: '2', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  let out = ''
  let peak = 0
  child.stdout.on('data', (d) => (out += d))
  const timer = setInterval(() => (peak = Math.max(peak, peakMb(child.pid))), 250)
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => {
      clearInterval(timer)
      if (code !== 0) return reject(new Error(`import exited with ${code}`))
      const seconds = (Date.now() - started) / 1000
      const report = JSON.parse(out)
      resolve({ seconds, peak, report })
    }),
  )
}

const dry = await run(['--dry-run'])
const real = await run([])
const again = await run([])
const row = (name, r) => ({
  run: name,
  'posts/s': (POSTS / r.seconds).toFixed(0),
  'wall s': r.seconds.toFixed(1),
  'peak RSS MB': r.peak.toFixed(0),
  created: r.report.articles.created,
  existing: r.report.articles.existing,
})
console.table([row('dry run (baseline: read + convert)', dry), row('import', real), row('same file again', again)])
console.log(`import speed against its own dry run, same run: ${(dry.seconds / real.seconds).toFixed(2)}x`)
