// npm run bench -- memory (or start): a lean process that is quick to serve. A freshly started
// instance, on a database the demo content was seeded into by an earlier start (seeding is a first
// start's one-off work), serves five public pages once each; its RSS is read idle and 2 s after the
// fifth (issue #32: <= 200 MB). Between its starts, in the same run, a minimal Next 16 app (one page,
// `next start`, bench/minimal-next) starts too: the product's time from spawn to health's 200 is
// printed beside it (issue #61, item 2: within 1 s on a quiet machine, within 1.5x the minimal app).
// Three starts of each, A B A B; medians with their ranges.
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { rssMb, startApp } from './lib.mjs'
import { buildMinimalNext, startMinimalNext } from './minimalNext.mjs'

const PORT = 3231
const NEXT_PORT = 3232
const RUNS = 3

buildMinimalNext()
const dir = mkdtempSync(path.join(os.tmpdir(), 'site-memory-'))
const database = { DATA_DIR: dir, DATABASE_URI: `file:${path.join(dir, 'bench.db')}` }
await (await startApp(PORT, database)).stop() // seeds the demo content
await (await startApp(PORT, database)).stop() // fills the compile cache a restart finds (DATA_DIR/.cache)

async function once() {
  const minimal = await startMinimalNext(NEXT_PORT)
  await minimal.stop()
  const app = await startApp(PORT, database)
  try {
    await new Promise((r) => setTimeout(r, 2000))
    const idle = rssMb(app.child.pid)
    const base = `http://127.0.0.1:${PORT}`
    const { data } = await (await fetch(`${base}/api/article/public-articles?limit=1`)).json()
    for (const path of ['/', '/blog', `/post/${data[0].slug}/${data[0].id}`, '/contact', '/faq']) await (await fetch(base + path)).text()
    await new Promise((r) => setTimeout(r, 2000))
    return { answered: app.answeredMs, ready: app.readyMs, minimal: minimal.readyMs, idle, pages: rssMb(app.child.pid) }
  } finally {
    await app.stop()
  }
}

const runs = []
for (let i = 0; i < RUNS; i++) runs.push(await once())
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const show = (key, unit) =>
  `${median(runs.map((r) => r[key])).toFixed(0)} ${unit} (${Math.min(...runs.map((r) => r[key])).toFixed(0)}-${Math.max(...runs.map((r) => r[key])).toFixed(0)})`
console.log(
  `memory: Node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
)
console.table([
  {
    'health answers after start': show('answered', 'ms'),
    'healthy (200) after start': show('ready', 'ms'),
    'minimal Next app: 200 after start': show('minimal', 'ms'),
    'start / minimal Next': (median(runs.map((r) => r.ready)) / median(runs.map((r) => r.minimal))).toFixed(2),
    'idle RSS': show('idle', 'MB'),
    'RSS after five pages': show('pages', 'MB'),
    runs: RUNS,
  },
])
