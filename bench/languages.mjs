// npm run bench -- languages: how long a translated article page takes to render against its
// pt-BR source, and against a language it is not translated into (pt-BR text with the note),
// in the same run. Every request is a page-cache miss (a unique query) and every read goes to
// the database (PUBLIC_READ_CACHE=off): what a first visitor in that language waits for.
import { startApp } from './lib.mjs'

const PORT = 3203
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60)

const app = await startApp(PORT, { PUBLIC_READ_CACHE: 'off' })
const base = `http://127.0.0.1:${PORT}`
const { data } = await (await fetch(`${base}/api/article/public-articles?limit=1`)).json()
const article = `/post/${data[0].slug}/${data[0].id}`
const variants = [
  { name: 'pt-BR (source)', query: '' },
  { name: 'en (translated)', query: 'lang=en' },
  { name: 'ht (translated)', query: 'lang=ht' },
]
const { data: others } = await (await fetch(`${base}/api/article/public-articles?limit=6`)).json()
const untranslated = others.find((a) => a.id !== data[0].id && !a.title.startsWith('Cash flow'))

const timings = new Map(variants.map((v) => [v.name, []]))
timings.set('fr, not translated (pt-BR + note)', [])
let n = 0
const once = async (path, query) => {
  const started = performance.now()
  const res = await fetch(`${base}${path}?${query}${query ? '&' : ''}bench=${++n}`)
  await res.arrayBuffer()
  if (res.status !== 200) throw new Error(`${path} ${query}: ${res.status}`)
  return performance.now() - started
}
// Warm every route once, then interleave the variants so drift hits them alike.
for (const v of variants) await once(article, v.query)
await once(`/post/${untranslated.slug}/${untranslated.id}`, 'lang=fr')
for (let round = 0; round < ROUNDS; round++) {
  for (const v of variants) timings.get(v.name).push(await once(article, v.query))
  timings.get('fr, not translated (pt-BR + note)').push(await once(`/post/${untranslated.slug}/${untranslated.id}`, 'lang=fr'))
}
await app.stop()

const pct = (list, p) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor((p / 100) * list.length))]
const source = timings.get('pt-BR (source)')
console.table(
  [...timings].map(([name, list]) => ({
    page: name,
    'p50 ms': pct(list, 50).toFixed(1),
    'p99 ms': pct(list, 99).toFixed(1),
    'p50 vs pt-BR': (pct(list, 50) / pct(source, 50)).toFixed(2),
  })),
)
