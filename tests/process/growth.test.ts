import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fillGrowth, GROWTH_WORDS, openFillDb } from '../../bench/growth/fill'
import { SITEMAP_FILE_URLS } from '../../services/public/feeds'
import { MAX_MATCHES } from '../../services/search/types'
import { spawnServer, tempDataDir, waitForHealth, type ServerProcess } from '../helpers/serverProcess'
import type { InValue } from '@libsql/client'

/**
 * CI's small version of `npm run bench -- growth`: the built server on a SQLite database topped
 * up to 20,000 articles, 100,000 reads and 20,000 leads answers every growth-sensitive call
 * correctly, uncached, and its memory does not grow with what it was asked (times are the
 * bench's business, not a test's).
 */
const SIZES = { articles: 20_000, reads: 100_000, leads: 20_000, categories: 50, tags: 500, authors: 200 }
const ADMIN = { SEED_ADMIN_EMAIL: 'admin@example.com', SEED_ADMIN_PASSWORD: 'Admin@12345' }
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024

describe('years of content (small CI version of the growth bench)', () => {
  it('answers every heavy call correctly and in bounded memory at 20,000 articles and 100,000 reads', async () => {
    const dir = tempDataDir()
    const uri = `file:${path.join(dir, 'site.db')}`
    const env = { DATA_DIR: dir, DATABASE_URI: uri, ...ADMIN, PUBLIC_READ_CACHE: 'off' }
    const seeding = await spawnServer(env)
    await waitForHealth(seeding.port)
    seeding.child.kill('SIGTERM')
    await seeding.exited

    const db = await openFillDb(uri)
    await fillGrowth(db, SIZES)
    const published = Number((await db.query(`SELECT count(*) AS "n" FROM "articles" WHERE "status" = 'published'`))[0]!.n)
    const readsThisYear = Number(
      (await db.query(`SELECT count(*) AS "n" FROM "article_reads" WHERE "day" >= ?`, [new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10)]))[0]!
        .n,
    )
    const countOf = async (where: string, params: InValue[] = []) =>
      Number((await db.query(`SELECT count(*) AS "n" FROM "articles" WHERE "status" = 'published' AND ${where}`, params))[0]!.n)
    const rareMatches = await countOf(`"search_text" LIKE ?`, [`%${GROWTH_WORDS.rare}%`])
    // The generated articles all hold the common word, one in ten the accented one; demo articles may too.
    // The generated ones by their slug, kept in each article's pt-BR row of articles_locales.
    const generated = `"id" IN (SELECT "_parent_id" FROM "articles_locales" WHERE "_locale" = 'pt-BR' AND "slug" LIKE 'growth-%')`
    const commonMin = await countOf(generated)
    const accentedMin = await countOf(`${generated} AND "search_text" LIKE '% orcamento%'`)
    const accentedMax = await countOf(`"search_text" LIKE '%orcament%'`)
    const exportable = Number((await db.query(`SELECT count(*) AS "n" FROM "leads" WHERE "status" <> 'deleted'`))[0]!.n)
    await db.close()

    let server: ServerProcess | undefined
    try {
      server = await spawnServer(env)
      await waitForHealth(server.port)
      const base = `http://127.0.0.1:${server.port}`
      const login = await (
        await fetch(`${base}/api/auth/auth`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: ADMIN.SEED_ADMIN_EMAIL, password: ADMIN.SEED_ADMIN_PASSWORD }),
        })
      ).json()
      const auth = { authorization: `Bearer ${login.token}` }
      const json = async (url: string, headers: Record<string, string> = {}) => {
        const res = await fetch(base + url, { headers })
        expect(res.status, url).toBe(200)
        return res.json()
      }
      // Warm the code paths once, then measure what the heavy calls add.
      await json('/api/article/public-articles?limit=10')
      await json('/api/dashboard/statistics?period=7d', auth)
      const rssBefore = rssMb(server.child.pid!)
      let rssPeak = rssBefore
      const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(server!.child.pid!))), 20)

      for (let round = 0; round < 3; round++) {
        const year = (await json('/api/dashboard/statistics?period=12m', auth)).data
        expect(year.readsPerDay).toHaveLength(365)
        expect(year.totalReads).toBe(readsThisYear)
        expect(year.unreadArticles).toBeGreaterThanOrEqual(0)
        expect(year.unreadArticles).toBeLessThan(published)

        const popular = (await json('/api/article/popular?period=365&limit=20')).data
        expect(popular).toHaveLength(20)
        expect(popular.map((a: { reads: number }) => a.reads)).toEqual(popular.map((a: { reads: number }) => a.reads).sort((a: number, b: number) => b - a))

        const list = await json('/api/article/public-articles?limit=10')
        expect(list.meta.total).toBe(published)
        const deep = await json(`/api/article/public-articles?page=${list.meta.totalPages}&limit=10`)
        expect(deep.data.length).toBe(published - (list.meta.totalPages - 1) * 10)
        expect((await json(`/api/article/public-articles?page=${list.meta.totalPages + 5}&limit=10`)).data).toEqual([])

        const rare = await json(`/api/article/public-articles?search=${GROWTH_WORDS.rare}&limit=100`)
        expect(rare.meta.total).toBe(rareMatches)
        const common = await json(`/api/article/public-articles?search=${GROWTH_WORDS.common}&limit=100&page=3`)
        // More matches than a search answers from: the total stops at the cap.
        expect(commonMin).toBeGreaterThan(MAX_MATCHES)
        expect(common.meta.total).toBe(MAX_MATCHES)
        expect((await json(`/api/article/public-articles?search=${GROWTH_WORDS.common}&limit=100&page=${MAX_MATCHES / 100 + 1}`)).data).toEqual([])
        expect(common.data).toHaveLength(100)
        const accented = await json(`/api/article/public-articles?search=${encodeURIComponent(GROWTH_WORDS.accented.toUpperCase())}`)
        expect(accented.meta.total).toBeGreaterThanOrEqual(accentedMin)
        expect(accented.meta.total).toBeLessThanOrEqual(accentedMax)
        expect((await json('/api/article/public-articles?search=%21%3F%2E')).data).toEqual([])

        // The sitemap index lists files of at most SITEMAP_FILE_URLS articles; together they hold every published one.
        const index = await (await fetch(`${base}/sitemap.xml?round=${round}`)).text()
        const files = [...index.matchAll(/<loc>[^<]*(\/sitemap-articles-\d+\.xml)<\/loc>/g)].map((m) => m[1]!)
        expect(files).toHaveLength(Math.ceil(published / SITEMAP_FILE_URLS))
        let urls = 0
        for (const file of files) {
          const count = ((await (await fetch(`${base}${file}?round=${round}`)).text()).match(/<url>/g) ?? []).length
          expect(count).toBeLessThanOrEqual(SITEMAP_FILE_URLS)
          urls += count
        }
        expect(urls).toBe(published)
        expect(((await (await fetch(`${base}/rss.xml?round=${round}`)).text()).match(/<item>/g) ?? []).length).toBe(50)

        const csv = await (await fetch(`${base}/api/lead/leads-export`, { headers: auth })).text()
        expect(csv.trim().split('\n').length - 1).toBe(exportable)
      }
      clearInterval(sampler)
      // Loading the year's reads or every article as documents took gigabytes; bounded reads stay well under this.
      expect(rssPeak - rssBefore, `RSS ${rssBefore.toFixed(0)} MB -> peak ${rssPeak.toFixed(0)} MB`).toBeLessThan(250)
    } finally {
      server?.child.kill('SIGTERM')
      await server?.exited
    }
  }, 600_000)
})
