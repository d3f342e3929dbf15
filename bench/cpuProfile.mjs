// Where a process's main thread spent its time, from a V8 CPU profile (node --cpu-prof):
//   node bench/cpuProfile.mjs <file.cpuprofile> [--last <seconds>] [--top <n>]
// Self time by where the code comes from (SQLite, Payload, Next, React, the product's own
// code...), then the functions that took most. --last keeps the profile's last seconds only
// (the growth bench's bursts come just before the server stops).
import { existsSync, readFileSync } from 'node:fs'
import { SourceMap } from 'node:module'
import { fileURLToPath } from 'node:url'

const [file, ...rest] = process.argv.slice(2)
if (!file) throw new Error('usage: node bench/cpuProfile.mjs <file.cpuprofile> [--last <seconds>] [--top <n>]')
const option = (name, fallback) => (rest.includes(name) ? Number(rest[rest.indexOf(name) + 1]) : fallback)
const lastMs = option('--last', Infinity) * 1000
const top = option('--top', 15)

const profile = JSON.parse(readFileSync(file, 'utf8'))
const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
const times = new Map()
let at = profile.startTime
const stamps = profile.samples.map((_, i) => (at += profile.timeDeltas[i]))
const from = profile.endTime - lastMs * 1000
for (const [i, id] of profile.samples.entries()) {
  if (stamps[i] < from) continue
  const delta = (profile.timeDeltas[i + 1] ?? 0) / 1000
  times.set(id, (times.get(id) ?? 0) + delta)
}

// The bundles (dist/) hold Payload, drizzle and the product together: their source maps say which.
const maps = new Map()
function sourceOf({ url, lineNumber, columnNumber }) {
  if (!url.startsWith('file://') || !url.includes('/dist/')) return url
  if (!maps.has(url)) {
    const mapFile = `${fileURLToPath(url)}.map`
    maps.set(url, existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8'))) : null)
  }
  const entry = maps.get(url)?.findEntry(lineNumber, columnNumber)
  return entry?.originalSource ?? url
}

function origin(callFrame) {
  const { functionName } = callFrame
  if (!callFrame.url) return functionName.startsWith('(') ? functionName : 'native (V8, Node and addons: libsql statements are here)'
  const url = sourceOf(callFrame)
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1]
  if (pkg === 'libsql' || pkg?.startsWith('@libsql')) return 'SQLite (libsql)'
  if (pkg === 'drizzle-orm' || pkg === '@payloadcms/drizzle' || /^@payloadcms\/db-/.test(pkg ?? '')) return 'drizzle (queries built, rows mapped)'
  if (pkg)
    return /^(@payloadcms|payload)/.test(pkg) ? 'Payload' : /^(next|react|react-dom)$/.test(pkg) ? 'Next and React' : `other packages (${pkg.split('/')[0]})`
  if (url.startsWith('node:')) return 'Node (its own JavaScript)'
  if (/\.next\//.test(url)) return 'Next and React'
  return url.includes('/dist/') ? 'bundled, without a source map' : 'the product'
}

const byOrigin = new Map()
const byFunction = new Map()
let total = 0
for (const [id, ms] of times) {
  const { callFrame } = nodes.get(id)
  const where = origin(callFrame)
  byOrigin.set(where, (byOrigin.get(where) ?? 0) + ms)
  const name = `${callFrame.functionName || '(anonymous)'} ${sourceOf(callFrame).split('/').slice(-2).join('/')}`
  byFunction.set(name, (byFunction.get(name) ?? 0) + ms)
  if (callFrame.functionName !== '(idle)') total += ms
}
const share = (ms) => `${Math.round(ms)} ms (${((100 * ms) / total).toFixed(1)}%)`
console.log(`${file}: ${Math.round(total)} ms busy${Number.isFinite(lastMs) ? ` in the last ${lastMs / 1000} s` : ''}`)
console.table(
  [...byOrigin]
    .filter(([w]) => w !== '(idle)')
    .sort((a, b) => b[1] - a[1])
    .map(([where, ms]) => ({ where, time: share(ms) })),
)
console.table(
  [...byFunction]
    .filter(([f]) => !f.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([fn, ms]) => ({ function: fn, self: share(ms) })),
)
