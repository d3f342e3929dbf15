import { PUBLIC_AUTHOR_STATUSES } from '../../domain/users'
import type { Payload, Where } from 'payload'
import type { PageCursor } from '../../contract/common'
import { keptBy, keyset, keysetMeta } from '../keyset'
import type { Article } from '../../payload-types'
import { pageMeta } from '../caller'
import { untilNextBoundary } from '../../lib/cache/clockAligned'
import { cachedRead } from '../cache/publicCache'
import { heavyRead } from '../system/heavyReads'
import { filterId } from '../relationId'
import { notFound } from '../errors'
import { searchWords } from '../search'
import { articlePage, filteredPage, searchPage } from './pages'
import { COUNTER, counters } from '../counters'
import { READ_WINDOWS, dayOf, readStats } from '../readStats'
import { toPublicAuthor } from '../users/serialize'
import { PUBLIC_AUTHOR_SELECT } from '../users/publicAuthors'
import { toArticleCard, toArticleDetail } from './serialize'
import { articleLanguages } from './translations'
import { DEFAULT_CONTENT_LOCALE, textLanguage, type ContentLocale } from '../../domain/contentLocales'

const CARD_SELECT = {
  slug: true,
  title: true,
  excerpt: true,
  image: true,
  imageAlt: true,
  categories: true,
  tags: true,
  author: true,
  publishedAt: true,
  createdAt: true, // the keyset's tie-breaker
  readTime: true,
  language: true, // the language of its pt-BR (fallback) text
} as const
/** The public list's order as Payload runs it (createdAt breaks ties), for keyset paging. */
const PUBLIC_ORDER = ['publishedAt', 'createdAt']
const POPULATE = {
  media: { url: true, filename: true, alt: true, width: true, height: true, sizes: true },
  categories: { name: true, slug: true, textColor: true, backgroundColor: true },
  tags: { name: true, slug: true },
  // Internal links in a body: what their address is made of, nothing more.
  articles: { slug: true },
  pages: { path: true },
} as const

const anon = { overrideAccess: false } as const // anonymous: Payload's access filters to published

/** The id of a relation whether Payload populated it or not. */
const idOf = (ref: number | string | { id: number | string } | null | undefined) => String(ref && typeof ref === 'object' ? ref.id : ref)

async function authorsFor(payload: Payload, docs: Partial<Pick<Article, 'author'>>[], locale: ContentLocale) {
  const ids = [...new Set(docs.map((d) => idOf(d.author)))]
  if (!ids.length) return new Map<string, ReturnType<typeof toPublicAuthor>>()
  // Documented public read: authors' public fields only, active accounts only.
  const { docs: users } = await payload.find({
    collection: 'users',
    locale,
    where: { and: [{ id: { in: ids } }, { status: { in: [...PUBLIC_AUTHOR_STATUSES] } }] },
    select: PUBLIC_AUTHOR_SELECT,
    depth: 1,
    limit: ids.length,
    pagination: false, // bounded: the authors of one page of articles
    overrideAccess: true,
  })
  return new Map(users.map((u) => [String(u.id), toPublicAuthor(u)]))
}

async function idBySlug(payload: Payload, collection: 'categories' | 'tags', slug: string) {
  const { docs } = await payload.find({
    collection,
    where: { slug: { equals: slug } },
    limit: 1,
    pagination: false, // one row by a unique slug: no count of matches
    depth: 0,
    select: {},
    ...anon,
  })
  return docs[0]?.id ?? null
}

/**
 * The language each card's title and excerpt are shown in: the one asked where the article is
 * written in it, else its original's (pt-BR, or an imported blog's language: textLanguage). One
 * read of the page's ids, and none in pt-BR, which every article is written in.
 */
async function cardLanguages(payload: Payload, articles: (Pick<Partial<Article>, 'language'> & Pick<Article, 'id'>)[], locale: ContentLocale) {
  const ids = articles.map((d) => d.id)
  const original = new Map(articles.map((d) => [String(d.id), d.language]))
  if (locale === DEFAULT_CONTENT_LOCALE || !ids.length) return (id: Article['id']) => textLanguage(original.get(String(id)), locale, true)
  const { docs } = await payload.find({
    collection: 'articles',
    locale,
    fallbackLocale: false,
    where: { id: { in: ids } },
    sort: 'id', // looked up by id, not walked in date order (the query-plan guard caught the walk)
    select: { title: true },
    depth: 0,
    limit: ids.length,
    pagination: false, // bounded: the ids of one page
    // The ids of a page a visitor was just shown (published): by id alone, which PostgreSQL
    // seeks without planner statistics, where access's status made it walk the status index.
    overrideAccess: true,
  })
  const written = new Set(docs.filter((d) => d.title).map((d) => String(d.id)))
  return (id: Article['id']): ContentLocale => textLanguage(original.get(String(id)), locale, written.has(String(id)))
}

async function toCards(payload: Payload, docs: (Partial<Article> & Pick<Article, 'id'>)[], locale: ContentLocale) {
  const [authors, languageOf] = await Promise.all([authorsFor(payload, docs, locale), cardLanguages(payload, docs, locale)])
  return docs.map((d) => ({ ...toArticleCard(d, authors.get(idOf(d.author))), lang: languageOf(d.id) }))
}

type PublicListQuery = {
  page: number
  limit: number
  cursor?: PageCursor
  search?: string
  category?: string
  tag?: string
  author?: string
  /** The language of the texts (pt-BR where one is not translated); part of the cache key. */
  locale?: ContentLocale
}

export function publicArticleList(payload: Payload, q: PublicListQuery) {
  return cachedRead(`articles:list:${JSON.stringify(q)}`, ['articles'], async () => {
    const category = q.category ? ((await idBySlug(payload, 'categories', q.category)) ?? -1) : undefined
    const tag = q.tag ? ((await idBySlug(payload, 'tags', q.tag)) ?? -1) : undefined
    const author = q.author && filterId(payload, q.author)
    const filters = { status: 'published', category, tag, author, page: q.page, limit: q.limit }
    const locale = q.locale ?? DEFAULT_CONTENT_LOCALE
    const load = { select: CARD_SELECT, populate: POPULATE, locale, ...anon }
    if (q.search) {
      const found = await heavyRead(payload, () => searchPage(payload, { ...filters, words: searchWords(q.search!) }, load))
      return { data: await toCards(payload, found.docs, locale), meta: pageMeta(q.page, q.limit, found.totalDocs) }
    }
    const ks = keyset(PUBLIC_ORDER, q.cursor)
    const kept = counters(payload)
    const and: Where[] = [...(author !== undefined ? [{ author: { equals: author } }] : []), ...(ks.where ? [ks.where] : [])]
    // A category, a tag, or (SQL) a page past the first by offset: the ids come from our own
    // statement, which walks a deep offset from the nearer end (services/search/sql.ts).
    const deepOffset = !q.cursor && q.page > 1 && author === undefined && payload.db.name !== 'mongoose'
    const page =
      category !== undefined || tag !== undefined || deepOffset
        ? await filteredPage(payload, { ...filters, after: q.cursor }, load)
        : await articlePage(
            payload,
            {
              where: and.length ? { and } : undefined,
              sort: ks.sort,
              page: q.cursor ? 1 : q.page,
              limit: q.limit,
              // Every published article: the kept count of them is the total.
              keptTotal: keptBy(ks) ?? (author === undefined && kept ? () => kept.get(COUNTER.published) : undefined),
            },
            load,
          )
    const whole = 'keptTotal' in page ? page.keptTotal : undefined
    const counted = typeof whole === 'number' ? { whole } : page.totalDocs
    return { data: await toCards(payload, page.docs, locale), meta: keysetMeta(PUBLIC_ORDER, page.docs, q, counted) }
  })
}

export function publicArticle(payload: Payload, slug: string, id: string, locale: ContentLocale = DEFAULT_CONTENT_LOCALE) {
  return cachedRead(`articles:detail:${id}:${slug}:${locale}`, ['articles'], async () => {
    const { docs } = await payload.find({
      collection: 'articles',
      locale,
      // An id this database cannot hold (24 hex digits on SQL) is an article that does not exist: 404, as staff routes answer.
      where: { id: { equals: filterId(payload, id) } },
      limit: 1,
      pagination: false, // one row by id: no count of matches
      depth: 1,
      populate: POPULATE,
      ...anon,
    })
    const doc = docs[0]
    if (!doc) throw notFound()
    // Its address in any language reaches it in every language (a shared link keeps working).
    const languages = await articleLanguages(payload, doc.id)
    if (slug !== doc.slug && !Object.values(languages.slugs).includes(slug)) throw notFound()
    const authors = await authorsFor(payload, [doc], locale)
    return { ...toArticleDetail(doc, authors.values().next().value ?? null), ...languages }
  })
}

/**
 * An article as its public page shows it, whatever its status: what a preview link renders. Never
 * cached (a draft must not reach the public read cache) and never listed anywhere.
 */
export async function articleForPreview(payload: Payload, id: number | string, locale: ContentLocale) {
  const doc = await payload.findByID({ collection: 'articles', id, locale, depth: 1, populate: POPULATE, overrideAccess: true }).catch(() => null)
  if (!doc) throw notFound()
  const authors = await authorsFor(payload, [doc], locale)
  return { ...toArticleDetail(doc, authors.values().next().value ?? null), ...(await articleLanguages(payload, doc.id)), status: doc.status }
}

/**
 * Most read published articles over the last `days` days (7, 30, 90 or 365), from the
 * windowed totals: an index walk of `limit` rows, whatever the number of reads.
 */
export function popularArticles(payload: Payload, days: number, limit: number, locale: ContentLocale = DEFAULT_CONTENT_LOCALE) {
  return cachedRead(
    `articles:popular:${days}:${limit}:${locale}`,
    ['articles'],
    () =>
      heavyRead(payload, async () => {
        const window = READ_WINDOWS.find((w) => w.days >= days) ?? READ_WINDOWS[READ_WINDOWS.length - 1]!
        await readStats(payload).rollWindows(dayOf(new Date()))
        const { docs: totals } = await payload.find({
          collection: 'article-read-totals',
          where: { and: [{ published: { equals: true } }, { [window.field]: { greater_than: 0 } }] },
          sort: `-${window.field}`,
          limit: limit * 2, // a margin for an article unpublished since its totals were read
          pagination: false, // bounded by the limit above; no count needed
          depth: 0,
          select: { article: true, [window.field]: true },
          overrideAccess: true, // documented: aggregate counts only, nothing about visitors leaves
        })
        if (!totals.length) return []
        const { docs: articles } = await payload.find({
          collection: 'articles',
          locale,
          where: { id: { in: totals.map((t) => idOf(t.article)) } },
          sort: 'id', // looked up by id, not walked in date order (see loadInOrder)
          depth: 1,
          select: { ...CARD_SELECT, status: true },
          populate: POPULATE,
          limit: totals.length,
          pagination: false, // bounded: at most 2 x limit ids
          // By id alone and the status checked below, as a visitor's page is (see loadInOrder).
          overrideAccess: true,
        })
        const published = articles.filter((a) => a.status === 'published')
        const cards = new Map((await toCards(payload, published, locale)).map((c) => [String(c.id), c]))
        return totals
          .flatMap((t) => {
            const card = cards.get(idOf(t.article))
            return card ? [{ ...card, reads: t[window.field] ?? 0 }] : []
          })
          .slice(0, limit)
      }),
    untilNextBoundary(60_000),
  )
}
