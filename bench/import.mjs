// npm run bench -- import: issues #33 and #44's measure of moving a blog in. A generated WordPress
// export of BENCH_IMPORT_POSTS posts (default 20,000: scripts/generate-wxr.mjs, --rich: a line in
// other scripts in every post, pages in a tree, comments, authors named only by dc:creator, and
// --attachments: a featured image per post as WordPress exports it, an attachment item with its
// address and description; BENCH_IMPORT_ATTACHMENTS=false leaves them out, for comparison)
// imported by the command (dist/import.mjs) into a database the demo content was seeded into by an
// earlier start. The baseline, in the same run, is the same command's dry run: the file read and
// every body converted, nothing written. Posts per second, wall time and peak RSS (VmHWM) of each.
// Then the same file from the back-office into a running site: its child process's peak RSS, and
// the site's /api/health and a kept page sampled all along, their p99 against the same before it.
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { generateWxr } from '../scripts/generate-wxr.mjs'
import { startApp } from './lib.mjs'

const POSTS = Number(process.env.BENCH_IMPORT_POSTS ?? 20_000)
// BENCH_IMPORT_DATABASE=postgres: both imports into fresh PostgreSQL databases (TEST_POSTGRES_URL's
// server; the app creates them), dropped at the end. SQLite otherwise.
const POSTGRES = process.env.BENCH_IMPORT_DATABASE === 'postgres'
const pgAdmin = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const pgDatabases = []
function databaseUri(folder, name) {
  if (!POSTGRES) return `file:${path.join(folder, 'bench.db')}`
  const url = new URL(pgAdmin)
  url.pathname = `/bench_import_${name}_${process.pid}`
  pgDatabases.push(url.pathname.slice(1))
  return url.toString()
}
async function dropPostgres() {
  if (!pgDatabases.length) return
  const client = new pg.Client({ connectionString: pgAdmin })
  await client.connect()
  for (const name of pgDatabases) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  await client.end()
}
const dir = mkdtempSync(path.join(os.tmpdir(), 'site-import-'))
const database = { DATA_DIR: dir, DATABASE_URI: databaseUri(dir, 'command') }
console.log(`database: ${POSTGRES ? 'PostgreSQL' : 'SQLite'}`)
const file = path.join(dir, 'blog.xml')
// Real exports carry an attachment item for every featured image (issue #64: 20,000 of them, read
// as slices of the file, ran a 70 MB export out of heap before its first post).
const ATTACHMENTS = process.env.BENCH_IMPORT_ATTACHMENTS !== 'false'
await generateWxr(POSTS, file, { rich: true, attachments: ATTACHMENTS })
console.log(`export: ${POSTS} posts${ATTACHMENTS ? ', each with its featured image' : ''}, ${(statSync(file).size / 1024 ** 2).toFixed(1)} MB`)
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
  const child = spawn(process.execPath, ['--max-old-space-size=192', '--max-semi-space-size=4', 'dist/import.mjs', file, '--json', '--no-download', ...args], {
    env: { ...process.env, ...database, NODE_ENV: 'production', MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '65536', LOG_LEVEL: 'warn' },
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

// BENCH_IMPORT_COMMAND_ONLY=true: the command's import alone (issue #44's 100,000-post check:
// BENCH_IMPORT_POSTS=100000, about 25 minutes on 2 cores), no dry run, no second run, no back-office.
const commandOnly = process.env.BENCH_IMPORT_COMMAND_ONLY === 'true'
if (commandOnly) {
  const started = Date.now()
  const sampler = setInterval(() => console.log(`... ${((Date.now() - started) / 1000).toFixed(0)} s`), 300_000)
  const real = await run([])
  clearInterval(sampler)
  console.table([
    {
      run: 'import',
      'posts/s': (POSTS / real.seconds).toFixed(0),
      'wall s': real.seconds.toFixed(1),
      'peak RSS MB': real.peak.toFixed(0),
      created: real.report.articles.created,
      pages: real.report.pages?.created ?? 0,
    },
  ])
  await dropPostgres()
  process.exit(0)
}
// BENCH_IMPORT_REPEAT=false: the import and the back-office's alone, without the dry run and the
// second run (a 20,000-post PostgreSQL pass in half the time).
const repeat = process.env.BENCH_IMPORT_REPEAT !== 'false'
const dry = repeat ? await run(['--dry-run']) : null
const real = await run([])
const again = repeat ? await run([]) : null
const row = (name, r) => ({
  run: name,
  'posts/s': (POSTS / r.seconds).toFixed(0),
  'wall s': r.seconds.toFixed(1),
  'peak RSS MB': r.peak.toFixed(0),
  created: r.report.articles.created,
  existing: r.report.articles.existing,
  pages: r.report.pages?.created ?? 0,
  authors: r.report.authors.created,
  comments: r.report.skipped.comments,
})
console.table(repeat ? [row('dry run (baseline: read + convert)', dry), row('import', real), row('same file again', again)] : [row('import', real)])
if (dry) console.log(`import speed against its own dry run, same run: ${(dry.seconds / real.seconds).toFixed(2)}x`)

// The back-office: the same export into a running site (a fresh one: the articles above would all
// be there already), imported in its own child process while visitors keep asking.
const site = mkdtempSync(path.join(os.tmpdir(), 'site-import-live-'))
const liveDb = { DATA_DIR: site, DATABASE_URI: databaseUri(site, 'live') }
const PORT = 3243
const app = await startApp(PORT, liveDb)
const base = `http://127.0.0.1:${PORT}`
const { token } = await (
  await fetch(`${base}/api/auth/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Admin@12345' }),
  })
).json()
const auth = { authorization: `Bearer ${token}` }
const pct = (list, p) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor((p / 100) * list.length))] ?? 0
/** One request after another to each address for `untilDone`, every latency kept. */
async function sample(untilDone) {
  const times = { health: [], page: [] }
  while (!(await untilDone())) {
    for (const [name, url] of [
      ['health', '/api/health'],
      ['page', '/blog'],
    ]) {
      const t = performance.now()
      await (await fetch(base + url)).arrayBuffer()
      times[name].push(performance.now() - t)
    }
  }
  return times
}
// BENCH_IMPORT_VISITORS=false: nobody asks the site meanwhile (its status once a second), so the
// back-office's speed compares with the command's above, both alone on the machine (issue #64, item 1).
const visitors = process.env.BENCH_IMPORT_VISITORS !== 'false'
let until = Date.now() + (visitors ? 15_000 : 0)
const idle = await sample(async () => Date.now() > until)
const started = await fetch(`${base}/api/settings/imports?name=blog.xml`, {
  method: 'POST',
  headers: { ...auth, 'content-type': 'application/octet-stream' },
  body: readFileSync(file),
})
const runId = (await started.json()).data.id
let childPeak = 0
let status = 'running'
const watcher = setInterval(() => {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const cmdline = (() => {
      try {
        return readFileSync(`/proc/${entry}/cmdline`, 'utf8')
      } catch {
        return ''
      }
    })()
    if (cmdline.includes('import.mjs') && cmdline.includes('--run')) childPeak = Math.max(childPeak, peakMb(Number(entry)))
  }
}, 250)
const liveStart = Date.now()
const finished = async () => {
  if (Date.now() - liveStart < 1000) return false
  const run = (await (await fetch(`${base}/api/settings/imports/${runId}`, { headers: auth })).json()).data
  status = run.status
  return status !== 'running'
}
const during = visitors
  ? await sample(finished)
  : await (async () => {
      while (!(await finished())) await new Promise((r) => setTimeout(r, 1000))
      return null
    })()
clearInterval(watcher)
const liveSeconds = (Date.now() - liveStart) / 1000
await app.stop()
if (during)
  console.table(
    ['health', 'page'].map((name) => ({
      address: name === 'health' ? '/api/health' : '/blog (kept page)',
      'p99 ms before': pct(idle[name], 99).toFixed(1),
      'p99 ms during import': pct(during[name], 99).toFixed(1),
      'p50 ms during import': pct(during[name], 50).toFixed(1),
      'p99 ratio': (pct(during[name], 99) / Math.max(pct(idle[name], 99), 0.1)).toFixed(1),
      samples: during[name].length,
    })),
  )
console.log(
  `back-office import${visitors ? ', beside visitors' : ', alone'}: ${status} in ${liveSeconds.toFixed(0)} s (${(POSTS / liveSeconds).toFixed(0)} posts/s), its child process peaked at ${childPeak.toFixed(0)} MB RSS`,
)
console.log(`back-office speed against the command's, same run: ${(real.seconds / liveSeconds).toFixed(2)}x`)
await dropPostgres()
