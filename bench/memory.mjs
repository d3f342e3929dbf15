// npm run bench -- memory: issue #32's measure of a lean process. A freshly started instance,
// on a database the demo content was seeded into by an earlier start (seeding is a first start's
// one-off work), serves five public pages once each; its RSS is read idle and 2 s after the
// fifth. Three starts; the median is printed with the range, and the time from the process's
// start to health's first answer (503 starting) and to its first 200 (issue #46, item 6: within 1 s
// on a seeded SQLite database).
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { rssMb, startApp } from './lib.mjs'

const PORT = 3231
const RUNS = 3

const dir = mkdtempSync(path.join(os.tmpdir(), 'site-memory-'))
const database = { DATA_DIR: dir, DATABASE_URI: `file:${path.join(dir, 'bench.db')}` }
await (await startApp(PORT, database)).stop() // seeds the demo content

async function once() {
  const app = await startApp(PORT, database)
  try {
    await new Promise((r) => setTimeout(r, 2000))
    const idle = rssMb(app.child.pid)
    const base = `http://127.0.0.1:${PORT}`
    const { data } = await (await fetch(`${base}/api/article/public-articles?limit=1`)).json()
    for (const path of ['/', '/blog', `/post/${data[0].slug}/${data[0].id}`, '/contact', '/faq']) await (await fetch(base + path)).text()
    await new Promise((r) => setTimeout(r, 2000))
    return { answered: app.answeredMs, ready: app.readyMs, idle, pages: rssMb(app.child.pid) }
  } finally {
    await app.stop()
  }
}

const runs = []
for (let i = 0; i < RUNS; i++) runs.push(await once())
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const show = (key, unit) =>
  `${median(runs.map((r) => r[key])).toFixed(0)} ${unit} (${Math.min(...runs.map((r) => r[key])).toFixed(0)}-${Math.max(...runs.map((r) => r[key])).toFixed(0)})`
console.table([
  {
    'health answers after start': show('answered', 'ms'),
    'healthy (200) after start': show('ready', 'ms'),
    'idle RSS': show('idle', 'MB'),
    'RSS after five pages': show('pages', 'MB'),
    runs: RUNS,
  },
])
