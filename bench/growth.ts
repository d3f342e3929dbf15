/**
 * npm run bench -- growth: the product at years of content. For SQLite and PostgreSQL, fills a
 * seeded database to about 1,000 articles, copies it and tops the copy up to 100,000 articles /
 * 1,000,000 reads / 100,000 leads, then runs both builds side by side and measures every
 * growth-sensitive call uncached (PUBLIC_READ_CACHE=off, and a distinct URL per request so the
 * page cache misses), one request to the 1k copy, then the same to the 100k one, in turn: both
 * sizes meet the same moment of the machine, so the ratio (100k p50 / 1k p50) is not the drift
 * between two runs. GROWTH_SCALE=0.2 runs a fifth of the sizes.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { fillGrowth, GROWTH_WORDS, openFillDb, type GrowthSizes } from './growth/fill'
import { SERVER_FLAGS } from './lib.mjs'

const scale = Number(process.env.GROWTH_SCALE ?? 1)
const REQUESTS = Number(process.env.GROWTH_REQUESTS ?? 30)
/** Bursts at 100k, one after another (each with its own searches' words and pages). */
const BURSTS = Number(process.env.GROWTH_BURSTS ?? 1)
/** GROWTH_ONLY=burst: the bursts alone (with GROWTH_KEEP, a quick way to try a change against them). */
const BURST_ONLY = process.env.GROWTH_ONLY === 'burst'
// Content in two languages: one article in ten translated into English, each with its versions (110,000 at 100k).
// GROWTH_ANALYZE=0: PostgreSQL's planner statistics as a fresh install leaves them (no VACUUM ANALYZE after the fill).
const EXTRA = { categories: 50, tags: 500, authors: 200, translateEvery: 10, analyze: process.env.GROWTH_ANALYZE !== '0' }
const SMALL: GrowthSizes = { articles: 1_000, reads: 10_000, leads: 1_000, activity: 1_000, messages: 1_000, deliveries: 1_000, submissions: 1_000, ...EXTRA }
const BIG: GrowthSizes = {
  articles: 100_000 * scale,
  reads: 1_000_000 * scale,
  leads: 100_000 * scale,
  activity: 100_000 * scale,
  messages: 10_000 * scale,
  deliveries: 10_000 * scale,
  submissions: 100_000 * scale,
  ...EXTRA,
}
const PORT = 3301
const ADMIN = { email: 'admin@example.com', password: 'Admin@12345' }

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024

async function startApp(env: Record<string, string>, port = PORT, flags: string[] = []): Promise<{ child: ChildProcess; stop: () => Promise<void> }> {
  // As `npm start` and the Dockerfile run the server (bench/lib.mjs's SERVER_FLAGS), so its RSS is the one a deployment sees.
  const child = spawn(process.execPath, [...SERVER_FLAGS, ...flags, 'dist/server.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '65536',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      PUBLIC_READ_CACHE: 'off',
      PAYLOAD_SECRET: 'growth-bench-secret-0123456789abcdef',
      ...env,
    },
  })
  const started = Date.now()
  for (;;) {
    if ((await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status === 200) break
    if (Date.now() - started > 300_000) throw new Error('app did not start')
    await new Promise((r) => setTimeout(r, 200))
  }
  const exited = new Promise<void>((r) => child.on('exit', () => r()))
  return { child, stop: () => (child.kill('SIGTERM'), exited) }
}

type Call = { name: string; url: (i: number) => string; admin?: boolean }
type Figure = { p50: number; p99: number; failures: number; peakMb: number; first: number }

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

/** A running build of one size: where it answers, its process, an administrator's token. */
type App = { base: string; pid: number; token: string; stop: () => Promise<void> }

async function openApp(env: Record<string, string>, port: number, flags: string[] = []): Promise<App> {
  const app = await startApp(env, port, flags)
  const base = `http://127.0.0.1:${port}`
  const login = await fetch(`${base}/api/auth/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })
  const { token } = (await login.json()) as { token: string }
  return { base, pid: app.child.pid!, token, stop: app.stop }
}

const ask = (app: App, call: Call, i: number) =>
  fetch(`${app.base}${call.url(i)}`, { headers: call.admin ? { authorization: `Bearer ${app.token}` } : {} }).catch(() => null)

/**
 * One call on both sizes, a request to each in turn. One untimed request first on each (a URL
 * the timed ones do not repeat): the first request of a kind after start loads its code (an
 * article page's first render took 550-1,000 ms at both sizes), which is start-up, not growth;
 * it is reported apart as 'first request'.
 */
async function measurePair(pair: [App, Call][]): Promise<Figure[]> {
  const figures = pair.map(() => ({ times: [] as number[], failures: 0, peak: 0, first: 0 }))
  for (const [k, [app, call]] of pair.entries()) {
    const f0 = performance.now()
    await (await ask(app, call, REQUESTS))?.arrayBuffer()
    figures[k]!.first = Math.round(performance.now() - f0)
  }
  const sampler = setInterval(() => pair.forEach(([app], k) => (figures[k]!.peak = Math.max(figures[k]!.peak, rssMb(app.pid)))), 20)
  for (let i = 0; i < REQUESTS; i++)
    for (const [k, [app, call]] of pair.entries()) {
      const t0 = performance.now()
      const res = await ask(app, call, i)
      if (res) await res.arrayBuffer()
      figures[k]!.times.push(performance.now() - t0)
      if (!res || res.status >= 400) figures[k]!.failures++
    }
  clearInterval(sampler)
  return figures.map(({ times, failures, peak, first }) => {
    times.sort((a, b) => a - b)
    return { p50: Math.round(percentile(times, 50)), p99: Math.round(percentile(times, 99)), failures, peakMb: Math.round(peak), first }
  })
}

async function calls(app: App): Promise<Call[]> {
  const get = async (url: string) =>
    (await (await fetch(`${app.base}${url}`, { headers: { authorization: `Bearer ${app.token}` } })).json()) as {
      data: Record<string, unknown>[]
      meta: { total: number }
    }
  const list = await get('/api/article/public-articles?limit=30')
  const articles = list.data.map((a) => `/post/${a.slug}/${a.id}`)
  const deep = Math.max(1, Math.floor(list.meta.total / 10) - REQUESTS)
  // A deep cursor is taken once from the page before it (a reader reaches it by following
  // nextCursor from page 1); each request then varies the limit so no answer comes from a cache.
  const cursorAt = async (url: string) => encodeURIComponent(String(((await get(url)).meta as { nextCursor?: string }).nextCursor))
  const deepCursor = await cursorAt(`/api/article/public-articles?page=${deep}&limit=10`)
  const leadsTotal = (await get('/api/lead/leads?limit=20')).meta.total
  const leadsCursor = await cursorAt(`/api/lead/leads?page=${Math.max(1, Math.floor(leadsTotal / 20) - 2)}&limit=20`)
  const adminTotal = (await get('/api/article/articles?status=published&limit=20')).meta.total
  const adminCursor = await cursorAt(`/api/article/articles?status=published&page=${Math.max(1, Math.floor(adminTotal / 20) - 2)}&limit=20`)
  // English pages of translated articles (their English slug); the generated ones end in -en.
  const english = (await get('/api/article/public-articles?limit=100&lang=en')).data.filter((a) => String(a.slug).endsWith('-en'))
  const englishPages = english.map((a) => `/post/${a.slug}/${a.id}?lang=en`)
  const activityTotal = (await get('/api/auth/activity?limit=20')).meta.total
  const activityCursor = await cursorAt(`/api/auth/activity?page=${Math.max(1, Math.floor(activityTotal / 20) - 2)}&limit=20`)
  const endpoint = (await get('/api/webhooks/endpoints')).data.find((e) => String(e.url).includes('growth.example'))?.id
  const deliveriesTotal = (await get(`/api/webhooks/endpoints/${endpoint}/deliveries?limit=20`)).meta.total
  const deliveriesCursor = await cursorAt(`/api/webhooks/endpoints/${endpoint}/deliveries?page=${Math.max(1, Math.floor(deliveriesTotal / 20) - 2)}&limit=20`)
  // A built form's submissions (issue #65): the growth form holds them all.
  const form = (await get('/api/forms')).data.find((f) => String(f.title).includes('(growth)'))?.id
  const submissionsTotal = (await get(`/api/forms/${form}/submissions?limit=20`)).meta.total
  const submissionsCursor = await cursorAt(`/api/forms/${form}/submissions?page=${Math.max(1, Math.floor(submissionsTotal / 20) - 2)}&limit=20`)
  const category = String((list.data[0]!.categories as { slug: string }[])[0]!.slug)
  const categoryId = String((list.data[0]!.categories as { id: number | string }[])[0]!.id)
  // The listed articles' most used tag, and filtered pages of 3 to 5 cards at both sizes: with
  // pages of up to 39 cards a tag of ~4 articles at 1k answered 4 cards and 39 at 100k, so the
  // ratio measured the answer's size (as the rare search word once did), not the filter.
  const tagSlugs = [...new Set(list.data.flatMap((a) => (a.tags as { slug: string }[]).map((t) => t.slug)))]
  const tagTotals = await Promise.all(tagSlugs.map(async (slug) => [slug, (await get(`/api/article/public-articles?tag=${slug}&limit=1`)).meta.total] as const))
  const tag = tagTotals.sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'tag-300'
  const author = list.data[0]!.author as { unique_key: string; id: number }
  const profile = `/profile/${author.unique_key}/${author.id}`
  // The last article file of the sitemap holding at least 500 addresses (half a file) (file 1 at 1k,
  // about file 100 at 100k): reached by offset it was the dearest one.
  const sitemapFiles = (await (await fetch(`${app.base}/sitemap.xml?files`)).text()).match(/sitemap-articles-\d+\.xml/g)?.length ?? 1
  let lastFull = sitemapFiles
  const urlsIn = async (file: number) => ((await (await fetch(`${app.base}/sitemap-articles-${file}.xml?count`)).text()).match(/<url>/g) ?? []).length
  while (lastFull > 1 && (await urlsIn(lastFull)) < 500) lastFull--
  return [
    { name: 'public list, page 1', url: (i) => `/api/article/public-articles?page=1&limit=${10 + i}` },
    { name: 'public list, page 1, ?lang=en', url: (i) => `/api/article/public-articles?page=1&limit=${10 + i}&lang=en` },
    { name: 'public list, deep page', url: (i) => `/api/article/public-articles?page=${deep + i}&limit=10` },
    // The dearest page by offset: the middle (a deep page walks from the nearer end).
    { name: 'public list, middle page', url: (i) => `/api/article/public-articles?page=${Math.floor(list.meta.total / 20) - 15 + i}&limit=10` },
    { name: 'public list, deep page by cursor', url: (i) => `/api/article/public-articles?cursor=${deepCursor}&limit=${10 + i}` },
    { name: 'search, rare word', url: (i) => `/api/article/public-articles?search=${GROWTH_WORDS.rare}&limit=${10 + i}` },
    { name: 'search, common word', url: (i) => `/api/article/public-articles?search=${GROWTH_WORDS.common}&limit=${10 + i}` },
    { name: 'search, accented', url: (i) => `/api/article/public-articles?search=${encodeURIComponent(GROWTH_WORDS.accented)}&limit=${10 + i}` },
    { name: 'search, common word, ?lang=en', url: (i) => `/api/article/public-articles?search=${GROWTH_WORDS.common}&lang=en&limit=${10 + i}` },
    { name: 'category filter', url: (i) => `/api/article/public-articles?category=${category}&limit=${3 + (i % 3)}` },
    { name: 'tag filter', url: (i) => `/api/article/public-articles?tag=${tag}&limit=${3 + (i % 3)}` },
    { name: 'popular, 30 days', url: (i) => `/api/article/popular?period=30&limit=${1 + (i % 20)}` },
    { name: 'popular, 365 days', url: (i) => `/api/article/popular?period=365&limit=${1 + (i % 20)}` },
    { name: 'dashboard, 7 days', url: () => '/api/dashboard/statistics?period=7d', admin: true },
    { name: 'dashboard, 30 days', url: () => '/api/dashboard/statistics?period=30d', admin: true },
    { name: 'dashboard, 90 days', url: () => '/api/dashboard/statistics?period=90d', admin: true },
    { name: 'dashboard, 12 months', url: () => '/api/dashboard/statistics?period=12m', admin: true },
    { name: 'back-office list, filters', url: (i) => `/api/article/articles?status=published&page=${1 + i}&limit=20`, admin: true },
    { name: 'back-office search', url: (i) => `/api/article/articles?search=gestao&page=${1 + i}&limit=20`, admin: true },
    {
      name: 'back-office list, category + author',
      url: (i) => `/api/article/articles?category=${categoryId}&author=${author.id}&page=${1 + (i % 2)}&limit=${10 + i}`,
      admin: true,
    },
    { name: 'back-office list, category', url: (i) => `/api/article/articles?category=${categoryId}&page=${1 + (i % 3)}&limit=${10 + i}`, admin: true },
    // Pages 1 to 3 at both sizes (page 1 + 50 i was past the end at 1k, so that size answered empty pages); deep pages are the cursor row's.
    { name: 'leads list', url: (i) => `/api/lead/leads?page=${1 + (i % 3)}&limit=${20 + i}`, admin: true },
    { name: 'back-office list, deep page by cursor', url: (i) => `/api/article/articles?status=published&cursor=${adminCursor}&limit=${10 + i}`, admin: true },
    // By page number, the list's middle (the dearest page by offset): page 2,500 of 100,000 leads at 20 a page.
    { name: 'leads list, middle page by number', url: (i) => `/api/lead/leads?page=${Math.floor(leadsTotal / 40) - 15 + i}&limit=20`, admin: true },
    { name: 'leads list, deep page by cursor', url: (i) => `/api/lead/leads?cursor=${leadsCursor}&limit=${10 + i}`, admin: true },
    { name: 'activity list, page 1', url: (i) => `/api/auth/activity?limit=${10 + i}`, admin: true },
    { name: 'activity list, middle page by number', url: (i) => `/api/auth/activity?page=${Math.floor(activityTotal / 40) - 15 + i}&limit=20`, admin: true },
    { name: 'activity list, deep page by cursor', url: (i) => `/api/auth/activity?cursor=${activityCursor}&limit=${10 + i}`, admin: true },
    {
      name: 'webhook deliveries, deep page by cursor',
      url: (i) => `/api/webhooks/endpoints/${endpoint}/deliveries?cursor=${deliveriesCursor}&limit=${10 + i}`,
      admin: true,
    },
    { name: 'form submissions, page 1', url: (i) => `/api/forms/${form}/submissions?limit=${10 + i}`, admin: true },
    {
      name: 'form submissions, middle page by number',
      url: (i) => `/api/forms/${form}/submissions?page=${Math.floor(submissionsTotal / 40) - 15 + i}&limit=20`,
      admin: true,
    },
    { name: 'form submissions, deep page by cursor', url: (i) => `/api/forms/${form}/submissions?cursor=${submissionsCursor}&limit=${10 + i}`, admin: true },
    // One sender's e-mail: a match among the newest rows at both sizes, then the rest of the form's rows to rule out.
    { name: 'form submissions, search', url: (i) => `/api/forms/${form}/submissions?search=pedido${40 + i}%40growth&limit=10`, admin: true },
    {
      name: 'form submissions, one month',
      url: (i) => `/api/forms/${form}/submissions?createdFrom=2026-01-01&createdTo=2026-01-31&limit=${10 + i}`,
      admin: true,
    },
    { name: 'article page', url: (i) => `${articles[i % articles.length]}?v=${i}` },
    { name: 'article page, ?lang=en', url: (i) => `${englishPages[i % englishPages.length] ?? `${articles[0]}?lang=en`}&v=${i}` },
    { name: 'author page', url: (i) => `${profile}?v=${i}` },
    { name: '/sitemap.xml (index, miss)', url: (i) => `/sitemap.xml?v=${i}` },
    { name: '/sitemap-articles-1.xml (miss)', url: (i) => `/sitemap-articles-1.xml?v=${i}` },
    { name: 'last full sitemap file (miss)', url: (i) => `/sitemap-articles-${lastFull}.xml?last=${i}` }, // not ?v=: at 1k this is file 1, whose ?v= pages the row above left cached
    { name: '/rss.xml (miss)', url: (i) => `/rss.xml?v=${i}` },
  ]
}

async function csvExport({ pid, base, token }: App) {
  const before = rssMb(pid)
  let peak = before
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20)
  const t0 = performance.now()
  const res = await fetch(`${base}/api/lead/leads-export`, { headers: { authorization: `Bearer ${token}` } })
  const text = await res.text()
  clearInterval(sampler)
  return { ms: Math.round(performance.now() - t0), rows: text.split('\n').length - 2, growthMb: Math.round(peak - before) }
}

/**
 * The two waves of issue #63, item 2, as an anonymous crowd or a scraper makes them: 50
 * concurrent uncached searches deep in their results, then 20 popular lists and 20 dashboard
 * calls at once, while /api/health and a cached page are asked one after another. Reports how
 * each wave was answered and what the others waited meanwhile.
 */
function waves(round: number) {
  const words = [GROWTH_WORDS.common, GROWTH_WORDS.accented, 'gestao', 'sistema', 'cliente']
  const periods = ['7d', '30d', '90d', '12m']
  return [
    {
      name: '50 deep searches',
      urls: Array.from(
        { length: 50 },
        (_, i) => `/api/article/public-articles?search=${encodeURIComponent(words[i % words.length]!)}&page=${40 + 3 * i + round}&limit=${10 + (i % 7)}`,
      ),
    },
    {
      name: '20 popular + 20 dashboard',
      urls: [
        ...Array.from({ length: 20 }, (_, i) => `/api/article/popular?period=${i % 2 ? 365 : 30}&limit=${1 + ((i + 7 * round) % 20)}`),
        ...Array.from({ length: 20 }, (_, i) => `/api/dashboard/statistics?period=${periods[i % periods.length]}`),
      ],
    },
  ]
}

async function burst({ base, token, pid }: App, urls: string[]) {
  await (await fetch(`${base}/blog`)).arrayBuffer() // now in the page cache
  let running = true
  let peakMb = 0
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pid))), 20)
  const probe = async (url: string) => {
    const times: number[] = []
    while (running) {
      const t0 = performance.now()
      const res = await fetch(base + url).catch(() => null)
      await res?.arrayBuffer()
      times.push(performance.now() - t0)
      await new Promise((r) => setTimeout(r, 25))
    }
    return times.sort((a, b) => a - b)
  }
  const probes = [probe('/api/health'), probe('/blog')]
  const t0 = performance.now()
  const answers = await Promise.all(
    urls.map(async (url) => {
      const res = await fetch(base + url, { headers: url.includes('dashboard') ? { authorization: `Bearer ${token}` } : {} }).catch(() => null)
      await res?.arrayBuffer()
      return { status: res?.status ?? 0, ms: performance.now() - t0 }
    }),
  )
  const wall = performance.now() - t0
  running = false
  clearInterval(sampler)
  const [health, page] = await Promise.all(probes)
  const statuses = new Map<number, number>()
  for (const a of answers) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1)
  const stat = (t: number[]) => `p50 ${Math.round(percentile(t, 50))} / p99 ${Math.round(percentile(t, 99))} / max ${Math.round(t.at(-1)!)} ms (${t.length})`
  return {
    wall: Math.round(wall),
    statuses: [...statuses].map(([s, n]) => `${n} x ${s}`).join(', '),
    health: stat(health!),
    cachedPage: stat(page!),
    peakMb: Math.round(peakMb),
  }
}

/**
 * A database of this kind for one size: its URI and data folder (media), and how to remove it.
 * With GROWTH_KEEP=<folder> the pair is kept there (and its PostgreSQL databases under fixed
 * names) and a later run reuses it, filled, instead of seeding and filling again.
 */
async function database(kind: 'sqlite' | 'postgres', name: string, template?: string) {
  const keep = process.env.GROWTH_KEEP
  const dir = keep ? path.join(keep, `${kind}-${name}`) : mkdtempSync(path.join(os.tmpdir(), 'site-growth-'))
  const kept = keep !== undefined && existsSync(path.join(dir, FILLED))
  if (keep) mkdirSync(dir, { recursive: true })
  const remove = async () => {
    if (!keep) rmSync(dir, { recursive: true, force: true })
  }
  if (kind === 'sqlite') return { dir, kept, uri: `file:${path.join(dir, 'growth.db')}`, drop: remove }
  const admin = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const db = keep ? `bench_growth_kept_${name}` : `bench_growth_${name}_${process.pid}`
  const sql = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin })
    await client.connect()
    await client.query(statement).finally(() => client.end())
  }
  if (!kept) {
    await sql(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`)
    await sql(`CREATE DATABASE "${db}"${template ? ` TEMPLATE "${template}"` : ''}`)
  }
  const url = new URL(admin)
  url.pathname = `/${db}`
  return {
    dir,
    kept,
    uri: url.toString(),
    name: db,
    drop: async () => {
      if (!keep) await sql(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`)
      await remove()
    },
  }
}

/** The mark a kept database's folder gets once it is filled. */
const FILLED = 'filled'

async function fill(kind: string, uri: string, sizes: GrowthSizes) {
  const db = await openFillDb(uri)
  const t0 = Date.now()
  await fillGrowth(db, sizes, (line) => console.log(`  ${line}`))
  await db.close()
  console.log(`${kind}: filled to ${sizes.articles} articles, ${sizes.reads} reads, ${sizes.leads} leads in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
}

async function benchDatabase(kind: 'sqlite' | 'postgres') {
  const small = await database(kind, 'small')
  if (!small.kept) {
    console.log(`\n== ${kind}: seeding`)
    await (await startApp({ DATA_DIR: small.dir, DATABASE_URI: small.uri })).stop()
    await fill(kind, small.uri, SMALL)
  }
  // The 100k site is the 1k one grown: a copy (its media and database), topped up.
  const big = await database(kind, 'big', small.kept ? undefined : 'name' in small ? small.name : undefined)
  if (!big.kept) {
    cpSync(small.dir, big.dir, { recursive: true })
    await fill(kind, big.uri, BIG)
    writeFileSync(path.join(big.dir, FILLED), '')
    writeFileSync(path.join(small.dir, FILLED), '')
  }
  const apps = [
    await openApp({ DATA_DIR: small.dir, DATABASE_URI: small.uri }, PORT),
    await openApp({ DATA_DIR: big.dir, DATABASE_URI: big.uri }, PORT + 1),
  ] as const
  try {
    // The 100k instance's highest RSS from here to the bursts (issue #63, item 3: under 300 MB during the bench, not only after it).
    const peak = { mb: 0 }
    const sampler = setInterval(() => (peak.mb = Math.max(peak.mb, rssMb(apps[1].pid))), 20)
    const [smallCalls, bigCalls] = [await calls(apps[0]), await calls(apps[1])]
    const rows = []
    for (const [k, call] of (BURST_ONLY ? [] : bigCalls).entries()) {
      const [s, b] = (await measurePair([
        [apps[0], smallCalls[k]!],
        [apps[1], call],
      ])) as [Figure, Figure]
      rows.push({
        call: call.name,
        '1k p50/p99': `${s.p50} / ${s.p99}`,
        [`${BIG.articles / 1000}k p50/p99`]: `${b.p50} / ${b.p99}`,
        'ratio p50': Number((b.p50 / Math.max(1, s.p50)).toFixed(2)),
        'ratio p99': Number((b.p99 / Math.max(1, s.p99)).toFixed(2)),
        'first request': `${s.first} / ${b.first}`,
        'peak RSS MB': `${s.peakMb} / ${b.peakMb}`,
        failures: s.failures + b.failures,
      })
    }
    if (!BURST_ONLY) {
      console.log(`\n${kind}: uncached, ${REQUESTS} requests per call to each size, in turn, ms`)
      console.table(rows)
      const [smallCsv, bigCsv] = [await csvExport(apps[0]), await csvExport(apps[1])]
      console.log(
        `${kind}: leads CSV export: 1k ${smallCsv.ms} ms (${smallCsv.rows} rows), ${BIG.leads / 1000}k ${bigCsv.ms} ms (${bigCsv.rows} rows), RSS growth ` +
          `${bigCsv.growthMb} MB`,
      )
    }
    clearInterval(sampler)
    await apps[0].stop() // the bursts meet the 100k site alone
    console.log(`${kind}: RSS after the calls: ${Math.round(rssMb(apps[1].pid))} MB, at most ${Math.round(peak.mb)} MB during them`)
    await apps[1].stop()
    // SQLite: with the expensive reads on the event loop (SQLITE_READ_WORKER=off) and on their
    // reader thread, each on a fresh start, in turn. GROWTH_CPU_PROFILE=<folder>: a CPU profile
    // of each start (bench/cpuProfile.mjs reads it).
    const modes = kind === 'sqlite' ? ['off', 'on'] : ['on']
    const profiles = process.env.GROWTH_CPU_PROFILE
    for (let i = 0; i < BURSTS; i++)
      for (const mode of modes) {
        const flags = profiles ? ['--cpu-prof', `--cpu-prof-dir=${profiles}`, `--cpu-prof-name=${kind}-reader-${mode}-${i}.cpuprofile`] : []
        const app = await openApp({ DATA_DIR: big.dir, DATABASE_URI: big.uri, SQLITE_READ_WORKER: mode }, PORT + 1, flags)
        const label = kind === 'sqlite' ? `${kind} (reader thread ${mode})` : kind
        try {
          // Past the start's own work: one request of each kind (first requests load their code) on
          // URLs the waves do not ask, then the full collection the server runs a second after it
          // is ready (gateway/server.ts): a wave at once met both (health waited 0.8-1.6 s on
          // PostgreSQL, and 40-70 ms a few seconds later).
          await Promise.all(
            [
              `/api/article/public-articles?search=${GROWTH_WORDS.rare}&limit=3`,
              '/api/article/popular?period=90&limit=3',
              '/api/dashboard/statistics?period=30d',
            ].map(async (url) => (await fetch(app.base + url, { headers: { authorization: `Bearer ${app.token}` } })).arrayBuffer()),
          )
          await new Promise((resolve) => setTimeout(resolve, 2_000))
          for (const wave of waves(i)) {
            const b = await burst(app, wave.urls)
            console.log(`${label}: ${wave.name}, uncached, at once: all answered in ${b.wall} ms (${b.statuses}); peak RSS ${b.peakMb} MB`)
            console.log(`${label}:   meanwhile /api/health ${b.health}; cached /blog ${b.cachedPage}`)
          }
        } finally {
          await app.stop()
        }
      }
  } finally {
    for (const app of apps) await app.stop().catch(() => undefined)
    await small.drop()
    await big.drop()
  }
}

const only = process.env.GROWTH_DATABASES?.split(',') ?? ['sqlite', 'postgres']
for (const kind of ['sqlite', 'postgres'] as const) if (only.includes(kind)) await benchDatabase(kind)
process.exit(0)
