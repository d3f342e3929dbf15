// npm run bench -- history: what the editors' safety net costs a save, in one run on this machine.
// - An article save when the article already has VERSIONS_PER_DOCUMENT (50) versions, against a
//   save of one with a single version (same server, interleaved): the history's cost must not
//   grow with it (pruning the oldest is part of every save past 50).
// - The same save with versions off (VERSIONS_PER_DOCUMENT=0, a second server).
// - An admin write (a category edit) with the activity log on, against ACTIVITY_LOG=off.
// - Publishing and unpublishing an article with no webhook endpoint, and with 10.
// Sequential single requests (what an editor does), p50 and p99 over BENCH_ROUNDS each.
import http from 'node:http'
import { startApp } from './lib.mjs'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60)
const ADMIN = { email: 'admin@example.com', password: 'Admin@12345' }
const LIMITS = { RATE_LIMIT_MAX: '100000000', LOGIN_MAX_ATTEMPTS: '100000000' }

const pct = (list, p) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor((p / 100) * list.length))]

async function session(port) {
  const base = `http://127.0.0.1:${port}/api`
  const login = await (
    await fetch(`${base}/auth/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })
  ).json()
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${login.token}` }
  const timed = async (method, path, body) => {
    const started = performance.now()
    const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
    await res.arrayBuffer()
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status}`)
    return performance.now() - started
  }
  const get = async (path) => (await fetch(`${base}${path}`, { headers })).json()
  const post = async (path, body) => (await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })).json()
  return { timed, get, post }
}

let n = 0
const save = (api, id) => api.timed('PUT', `/article/articles/${id}`, { excerpt: `Resumo revisto ${++n}` })
const editCategory = (api, id) => api.timed('PUT', `/category/categories/${id}`, { description: `Descrição revista ${++n}` })

async function withApp(port, env, work) {
  const app = await startApp(port, { ...LIMITS, ...env })
  try {
    return await work(await session(port))
  } finally {
    await app.stop()
  }
}

const results = {}
await withApp(3221, {}, async (api) => {
  const { data } = await api.get('/article/articles?limit=2')
  const [full] = data
  for (let i = 0; i < 55; i++) await save(api, full.id) // 50 kept, the oldest pruned from here on
  const history = await api.get(`/article/articles/${full.id}/versions?limit=1`)
  console.log(`versions kept for the first article: ${history.meta.total}`)
  const category = (await api.get('/category/categories?limit=1')).data[0]
  results['article save, 50 versions kept'] = []
  results['article save, 1 version'] = []
  results['category edit, activity log on'] = []
  // Articles with a single version (their creation), the first's twins: each is saved once.
  const source = (await api.get(`/article/articles/${full.id}`)).data
  const one = []
  for (let round = 0; round < ROUNDS; round++) {
    const created = await api.post('/article/articles', {
      title: `${source.title} (${round})`,
      excerpt: source.excerpt ?? undefined,
      content: source.content,
      image: source.image.id,
      categories: source.categories.map((c) => c.id),
      tags: source.tags.map((t) => t.id),
      status: source.status, // the same hooks run on save (a published article's feeds, search and cache)
    })
    one.push(created.data.id)
  }
  // Interleaved, so drift on the machine hits every case alike.
  for (let round = 0; round < ROUNDS; round++) {
    results['article save, 50 versions kept'].push(await save(api, full.id))
    results['article save, 1 version'].push(await save(api, one[round]))
    results['category edit, activity log on'].push(await editCategory(api, category.id))
  }
})
await withApp(3222, { VERSIONS_PER_DOCUMENT: '0' }, async (api) => {
  const { data } = await api.get('/article/articles?limit=1')
  results['article save, versions off'] = []
  for (let round = 0; round < ROUNDS; round++) results['article save, versions off'].push(await save(api, data[0].id))
})
await withApp(3223, { ACTIVITY_LOG: 'off' }, async (api) => {
  const category = (await api.get('/category/categories?limit=1')).data[0]
  results['category edit, activity log off'] = []
  for (let round = 0; round < ROUNDS; round++) results['category edit, activity log off'].push(await editCategory(api, category.id))
})

// Publishing (publish, then unpublish: two events) with no endpoint and with 10 registered on a
// receiver in this process: deliveries happen after the answer, so the answers should not differ.
const received = { count: 0 }
const receiver = http.createServer((req, res) => {
  req.resume()
  req.on('end', () => {
    received.count++
    res.writeHead(204).end()
  })
})
await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve))
await withApp(3224, { WEBHOOKS_ALLOW_LOOPBACK: 'true' }, async (api) => {
  const { data } = await api.get('/article/articles?status=published&limit=1')
  const toggle = async (id) =>
    (await api.timed('PATCH', `/article/articles/${id}/status`, { action: 'unpublish' })) +
    (await api.timed('PATCH', `/article/articles/${id}/status`, { action: 'publish' }))
  results['publish + unpublish, no webhook'] = []
  for (let round = 0; round < ROUNDS; round++) results['publish + unpublish, no webhook'].push(await toggle(data[0].id))
  const url = `http://127.0.0.1:${receiver.address().port}/hook`
  for (let i = 0; i < 10; i++) await api.post('/webhooks/endpoints', { url: `${url}/${i}`, events: ['article.published', 'article.unpublished'] })
  results['publish + unpublish, 10 webhooks'] = []
  for (let round = 0; round < ROUNDS; round++) results['publish + unpublish, 10 webhooks'].push(await toggle(data[0].id))
  const expected = ROUNDS * 2 * 10
  const started = Date.now()
  while (received.count < expected && Date.now() - started < 120_000) await new Promise((r) => setTimeout(r, 250))
  console.log(`webhook deliveries received: ${received.count} of ${expected}, the last ${((Date.now() - started) / 1000).toFixed(1)} s after the last answer`)
})
receiver.close()

const p50 = (name) => pct(results[name], 50)
console.table(Object.entries(results).map(([name, list]) => ({ case: name, 'p50 ms': pct(list, 50).toFixed(1), 'p99 ms': pct(list, 99).toFixed(1) })))
console.log(`50 versions vs 1 version: ${(p50('article save, 50 versions kept') / p50('article save, 1 version')).toFixed(2)}x (target <= 1.1)`)
console.log(`50 versions vs versions off: ${(p50('article save, 50 versions kept') / p50('article save, versions off')).toFixed(2)}x (target <= 1.5)`)
console.log(
  `publishing with 10 webhooks vs none: ${(p50('publish + unpublish, 10 webhooks') / p50('publish + unpublish, no webhook')).toFixed(2)}x (target ~1.0)`,
)
console.log(`activity log on - off, p50: ${(p50('category edit, activity log on') - p50('category edit, activity log off')).toFixed(2)} ms (target <= 2)`)
