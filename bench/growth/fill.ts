/**
 * Tops a database up to "years of content" directly through SQL (multi-row inserts in
 * transactions): categories, tags, authors, articles with their relations, read events over
 * twelve months and leads, then rebuilds the read rollups as the growth migration does. Used
 * by `npm run bench -- growth` and by the CI's small growth test. The demo seed must have run
 * (its media and admin are reused). Deterministic: the same sizes give the same data.
 */
import { randomUUID } from 'node:crypto'
import { createClient, type Client, type InValue } from '@libsql/client'
import pg from 'pg'
import { LEAD_CLASSIFICATIONS } from '../../domain/leads'
import { readRollupsBackfill } from '../../migrations/shared/20261123_readRollups'
import { ARTICLE_TERMS_BACKFILL, countersBackfill } from '../../migrations/shared/20261124_keptCounts'
import { ROW_COUNTS_BACKFILL } from '../../migrations/shared/20261126_rowCounts'

export type GrowthSizes = {
  articles: number
  reads: number
  leads: number
  categories: number
  tags: number
  authors: number
  /** One article in this many also has an English translation (0: none). Each generated article keeps one stored version, a translated one two. */
  translateEvery?: number
  /** Activity-log entries, contact messages and webhook deliveries (of one disabled endpoint). */
  activity?: number
  messages?: number
  deliveries?: number
  /** Submissions of one built form with a required `email` field (issue #65). */
  submissions?: number
  /**
   * PostgreSQL: `false` leaves the planner statistics as a fresh install has them after a bulk
   * load, before autovacuum's first pass (issue #46, item 3); otherwise VACUUM ANALYZE, what
   * autovacuum leaves a database that grew over years.
   */
  analyze?: boolean
}

export type FillDb = {
  kind: 'sqlite' | 'postgres'
  query: (text: string, params?: InValue[]) => Promise<Record<string, unknown>[]>
  insert: (table: string, columns: string[], rows: InValue[][]) => Promise<void>
  close: () => Promise<void>
}

/** Words of the generated articles. RARE is in about 1 in 1,000 articles, COMMON in all, ACCENTED in 1 in 10. */
export const GROWTH_WORDS = { rare: 'zirconio', common: 'empresa', accented: 'orçamento' } as const
const VOCABULARY = [
  'gestao',
  'sistema',
  'cliente',
  'produto',
  'servico',
  'equipe',
  'mercado',
  'processo',
  'relatorio',
  'estrategia',
  'qualidade',
  'projeto',
  'tecnologia',
  'suporte',
  'venda',
  'contrato',
  'software',
  'dados',
  'nuvem',
  'seguranca',
]

export async function openFillDb(uri: string): Promise<FillDb> {
  if (uri.startsWith('file:')) {
    const client: Client = createClient({ url: uri })
    await client.execute('PRAGMA busy_timeout = 10000')
    return {
      kind: 'sqlite',
      query: async (sql, params = []) => (await client.execute({ sql, args: params })).rows as unknown as Record<string, unknown>[],
      insert: async (table, columns, rows) => {
        const per = Math.max(1, Math.floor(30_000 / columns.length))
        const statements = []
        for (let i = 0; i < rows.length; i += per) {
          const chunk = rows.slice(i, i + per)
          const values = chunk.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ')
          statements.push({ sql: `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${values}`, args: chunk.flat() })
        }
        await client.batch(statements, 'write')
      },
      close: async () => client.close(),
    }
  }
  const client = new pg.Client({ connectionString: uri })
  await client.connect()
  return {
    kind: 'postgres',
    // `?` placeholders become $1, $2...; a statement already numbered (as drizzle logs them) is sent as it is.
    query: async (sql, params = []) => {
      let n = 0
      return (await client.query(/\$1\b/.test(sql) ? sql : sql.replace(/\?/g, () => `$${++n}`), params)).rows
    },
    insert: async (table, columns, rows) => {
      const per = Math.max(1, Math.floor(60_000 / columns.length))
      await client.query('BEGIN')
      for (let i = 0; i < rows.length; i += per) {
        const chunk = rows.slice(i, i + per)
        let n = 0
        const values = chunk.map(() => `(${columns.map(() => `$${++n}`).join(', ')})`).join(', ')
        await client.query(`INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${values}`, chunk.flat())
      }
      await client.query('COMMIT')
    },
    close: async () => client.end(),
  }
}

/** A small deterministic generator, so every run fills the same data. */
function random(seed: number) {
  let s = seed >>> 0
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0), s / 2 ** 32)
}

const DAY = 86_400_000
const iso = (ms: number) => new Date(ms).toISOString()
const count = async (db: FillDb, sql: string) => Number((await db.query(sql))[0]?.n ?? 0)
const maxId = (db: FillDb, table: string) => count(db, `SELECT coalesce(max("id"), 0) AS "n" FROM "${table}"`)

async function inBatches(total: number, size: number, make: (from: number, to: number) => Promise<void>) {
  for (let from = 0; from < total; from += size) await make(from, Math.min(total, from + size))
}

async function bumpSequence(db: FillDb, table: string) {
  if (db.kind === 'postgres') await db.query(`SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), (SELECT max("id") FROM "${table}"))`)
}

function lexical(text: string) {
  const node = (t: string) => ({ type: 'text', text: t, format: 0, style: '', mode: 'normal', detail: 0, version: 1 })
  const paragraph = (t: string) => ({
    type: 'paragraph',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    textFormat: 0,
    textStyle: '',
    children: [node(t)],
  })
  return JSON.stringify({ root: { type: 'root', format: '', indent: 0, version: 1, direction: 'ltr', children: [paragraph(text)] } })
}

export async function fillGrowth(db: FillDb, sizes: GrowthSizes, log: (line: string) => void = () => undefined): Promise<void> {
  const rand = random(sizes.articles)
  const now = Date.now()
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!

  const media = (await db.query('SELECT "id" FROM "media" ORDER BY "id" LIMIT 20')).map((r) => Number(r.id))
  if (!media.length) throw new Error('fillGrowth needs the demo seed (its media)')

  const haveCategories = await count(db, 'SELECT count(*) AS "n" FROM "categories"')
  let next = await maxId(db, 'categories')
  const newCategories = Array.from({ length: Math.max(0, sizes.categories - haveCategories) }, () => ++next)
  await db.insert(
    'categories',
    ['id', 'slug', 'status', 'unique_key'],
    newCategories.map((id) => [id, `categoria-${id}`, 'active', randomUUID()]),
  )
  // Translatable texts live in each table's _locales rows (pt-BR, the source language).
  await db.insert(
    'categories_locales',
    ['name', 'description', '_locale', '_parent_id'],
    newCategories.map((id) => [`Categoria ${id}`, `Artigos da categoria ${id}`, 'pt-BR', id]),
  )
  await bumpSequence(db, 'categories')

  const haveTags = await count(db, 'SELECT count(*) AS "n" FROM "tags"')
  next = await maxId(db, 'tags')
  const newTags = Array.from({ length: Math.max(0, sizes.tags - haveTags) }, () => ++next)
  await db.insert(
    'tags',
    ['id', 'slug'],
    newTags.map((id) => [id, `tag-${id}`]),
  )
  await db.insert(
    'tags_locales',
    ['name', '_locale', '_parent_id'],
    newTags.map((id) => [`tag ${id}`, 'pt-BR', id]),
  )
  await bumpSequence(db, 'tags')

  const haveAuthors = await count(db, 'SELECT count(*) AS "n" FROM "users"')
  next = await maxId(db, 'users')
  await db.insert(
    'users',
    ['id', 'name', 'last_name', 'first_name', 'full_name', 'email', 'status', 'type', 'position', 'permission', 'unique_key'],
    Array.from({ length: Math.max(0, sizes.authors - haveAuthors) }, () => {
      ++next
      return [
        next,
        'Autor',
        `Número ${next}`,
        'Autor',
        `Autor Número ${next}`,
        `autor${next}@growth.example`,
        'active',
        'staff',
        'operational',
        'operational',
        randomUUID(),
      ]
    }),
  )
  await bumpSequence(db, 'users')
  const authors = (await db.query('SELECT "id" FROM "users" WHERE "status" = \'active\'')).map((r) => Number(r.id))
  const categories = (await db.query('SELECT "id" FROM "categories"')).map((r) => Number(r.id))
  const tags = (await db.query('SELECT "id" FROM "tags"')).map((r) => Number(r.id))

  let started = Date.now()
  const haveArticles = await count(db, 'SELECT count(*) AS "n" FROM "articles"')
  next = await maxId(db, 'articles')
  let nextVersion = await maxId(db, '_articles_v')
  await inBatches(Math.max(0, sizes.articles - haveArticles), 2_000, async (from, to) => {
    const rows: InValue[][] = []
    const texts: InValue[][] = []
    const rels: InValue[][] = []
    const versions: InValue[][] = []
    const versionTexts: InValue[][] = []
    const versionRels: InValue[][] = []
    for (let i = from; i < to; i++) {
      const id = ++next
      const words = Array.from({ length: 12 }, () => pick(VOCABULARY))
      // The rare word has the same 20 matches at every size (all among the first 1,000 articles),
      // so its ratio measures the search, not a longer answer (it was 1 match at 1k, 100 at 100k).
      if (id < 1_000 && id % 50 === 7) words.push(GROWTH_WORDS.rare)
      if (id % 10 === 3) words.push('orcamento')
      words.push(GROWTH_WORDS.common)
      const title = `${words.slice(0, 5).join(' ')} ${id}`
      const excerpt = `Resumo ${words.slice(5, 10).join(' ')}`
      const r = rand()
      const status = r < 0.97 ? 'published' : r < 0.99 ? 'draft' : 'scheduled'
      const publishedAt = status === 'published' ? now - Math.floor(rand() * 3 * 365 * DAY) - DAY : status === 'scheduled' ? now + 30 * DAY : null
      const created = (publishedAt ?? now) - DAY
      const body = `${words.join(' ')} ${GROWTH_WORDS.accented}`
      rows.push([
        id,
        pick(media),
        pick(authors),
        status,
        publishedAt ? iso(publishedAt) : null,
        `${title} ${excerpt} ${words.join(' ')}`.toLowerCase(),
        iso(created),
        iso(created),
      ])
      const languages: [string, string, string, string][] = [[title, `growth-${id}`, excerpt, body]]
      if (sizes.translateEvery && id % sizes.translateEvery === 1) {
        languages.push([`Growth ${words.slice(0, 5).join(' ')} ${id}`, `growth-${id}-en`, `Summary ${words.slice(5, 10).join(' ')}`, `company ${body}`])
      }
      const ownRels: [string, number][] = [['categories', pick(categories)]]
      if (rand() < 0.3) ownRels.push(['categories', pick(categories)])
      for (let t = 0; t < 3; t++) if (rand() < 0.6) ownRels.push(['tags', pick(tags)])
      languages.forEach(([t, slug, e, b], i) => texts.push([t, slug, e, lexical(b), 3, i ? 'en' : 'pt-BR', id]))
      ownRels.forEach(([path, term], i) => rels.push([i + 1, id, path, path === 'categories' ? term : null, path === 'tags' ? term : null]))
      // The history Payload keeps: a version per save (the first, and a translation's).
      for (let v = 0; v < languages.length; v++) {
        const vid = ++nextVersion
        const at = iso(created + v * 3_600_000)
        versions.push([vid, id, rows.at(-1)![1]!, rows.at(-1)![2]!, status, rows.at(-1)![4]!, rows.at(-1)![5]!, at, at, at, at])
        languages.slice(0, v + 1).forEach(([t, slug, e, b], i) => versionTexts.push([t, slug, e, lexical(b), 3, i ? 'en' : 'pt-BR', vid]))
        ownRels.forEach(([path, term], i) => versionRels.push([i + 1, vid, path, path === 'categories' ? term : null, path === 'tags' ? term : null]))
      }
    }
    await db.insert('articles', ['id', 'image_id', 'author_id', 'status', 'published_at', 'search_text', 'created_at', 'updated_at'], rows)
    await db.insert('articles_locales', ['title', 'slug', 'excerpt', 'content', 'read_time', '_locale', '_parent_id'], texts)
    await db.insert('articles_rels', ['order', 'parent_id', 'path', 'categories_id', 'tags_id'], rels)
    await db.insert(
      '_articles_v',
      [
        'id',
        'parent_id',
        'version_image_id',
        'version_author_id',
        'version_status',
        'version_published_at',
        'version_search_text',
        'version_created_at',
        'version_updated_at',
        'created_at',
        'updated_at',
      ],
      versions,
    )
    await db.insert(
      '_articles_v_locales',
      ['version_title', 'version_slug', 'version_excerpt', 'version_content', 'version_read_time', '_locale', '_parent_id'],
      versionTexts,
    )
    await db.insert('_articles_v_rels', ['order', 'parent_id', 'path', 'categories_id', 'tags_id'], versionRels)
  })
  await bumpSequence(db, 'articles')
  await bumpSequence(db, '_articles_v')
  log(`articles: ${sizes.articles} in ${Date.now() - started} ms`)

  started = Date.now()
  const published = (await db.query('SELECT "id" FROM "articles" WHERE "status" = \'published\' ORDER BY "id"')).map((r) => Number(r.id))
  const haveReads = await count(db, 'SELECT count(*) AS "n" FROM "article_reads"')
  next = await maxId(db, 'article_reads')
  await inBatches(Math.max(0, sizes.reads - haveReads), 20_000, async (from, to) => {
    const rows: InValue[][] = []
    for (let i = from; i < to; i++) {
      // Skewed popularity: a few articles get many reads, most get a few.
      const article = published[Math.floor(published.length * rand() ** 3)]!
      const day = iso(now - Math.floor(rand() * 365) * DAY).slice(0, 10)
      const visitor = `g${++next}`
      rows.push([next, article, day, visitor, `${article}:${day}:${visitor}`])
    }
    await db.insert('article_reads', ['id', 'article_id', 'day', 'visitor', 'key'], rows)
  })
  await bumpSequence(db, 'article_reads')
  log(`reads: ${sizes.reads} in ${Date.now() - started} ms`)

  started = Date.now()
  for (const table of ['article_read_days', 'read_days', 'article_read_totals', 'read_window_state']) await db.query(`DELETE FROM "${table}"`)
  for (const statement of readRollupsBackfill(iso(now).slice(0, 10))) await db.query(statement)
  // The rows above bypassed the article hooks: the kept counts and term rows are rebuilt as the migration built them.
  for (const statement of [...countersBackfill(db.kind), ...ARTICLE_TERMS_BACKFILL]) await db.query(statement)
  log(`rollups and counters rebuilt in ${Date.now() - started} ms`)

  started = Date.now()
  const haveLeads = await count(db, 'SELECT count(*) AS "n" FROM "leads"')
  next = await maxId(db, 'leads')
  const classes = LEAD_CLASSIFICATIONS
  await inBatches(Math.max(0, sizes.leads - haveLeads), 10_000, async (from, to) => {
    const rows: InValue[][] = []
    for (let i = from; i < to; i++) {
      const id = ++next
      const created = iso(now - Math.floor(rand() * 3 * 365 * DAY))
      const newsletter = rand() < 0.5
      rows.push([
        id,
        `Contato ${id}`,
        `lead${id}@growth.example`,
        newsletter ? 'newsletter' : 'contact',
        newsletter ? null : `Orçamento ${id}`,
        rand() < 0.95 ? 'active' : 'inactive',
        pick(classes),
        newsletter ? 'active' : null,
        randomUUID(),
        created,
        created,
      ])
    }
    await db.insert(
      'leads',
      ['id', 'name', 'email', 'module', 'subject', 'status', 'classification', 'newsletter_status', 'unique_key', 'created_at', 'updated_at'],
      rows,
    )
  })
  await bumpSequence(db, 'leads')
  log(`leads: ${sizes.leads} in ${Date.now() - started} ms`)

  started = Date.now()
  await fillActivity(db, sizes.activity ?? 0, authors, rand, now)
  await fillMessages(db, sizes.messages ?? 0, rand, now)
  await fillDeliveries(db, sizes.deliveries ?? 0, now)
  await fillSubmissions(db, sizes.submissions ?? 0, rand, now)
  log(`activity ${sizes.activity ?? 0}, messages ${sizes.messages ?? 0}, deliveries ${sizes.deliveries ?? 0} in ${Date.now() - started} ms`)
  // The leads and activity entries above bypassed their hooks too: their list totals are counted again.
  for (const statement of ROW_COUNTS_BACKFILL) await db.query(statement)

  // What autovacuum does for a PostgreSQL database that grew over years: statistics for the
  // planner and a visibility map, without which it counts by visiting every row of the table.
  // SQLite gathers statistics only when told (ANALYZE), which the product never does: its plans
  // must hold without them, so the fill leaves none (with them, SQLite read an article's
  // languages by a skip-scan of the (locale, parent) index and hid the missing index).
  started = Date.now()
  if (db.kind === 'postgres' && sizes.analyze !== false) await db.query('VACUUM ANALYZE')
  log(`analyze: ${db.kind === 'postgres' && sizes.analyze !== false ? `${Date.now() - started} ms` : 'none'}`)
}

async function fillActivity(db: FillDb, total: number, authors: number[], rand: () => number, now: number) {
  const have = await count(db, 'SELECT count(*) AS "n" FROM "activity_log"')
  let next = await maxId(db, 'activity_log')
  const actions = ['article.updated', 'article.published', 'lead.status_changed', 'auth.signed_in', 'category.updated']
  await inBatches(Math.max(0, total - have), 10_000, async (from, to) => {
    const rows: InValue[][] = []
    for (let i = from; i < to; i++) {
      const id = ++next
      const at = iso(now - Math.floor(rand() * 360 * DAY))
      const action = actions[id % actions.length]!
      const user = authors[id % authors.length]!
      rows.push([
        id,
        action,
        // The log's filter by kind reads this column (as the collection's hook writes it), not the action.
        action.split('.')[0]!,
        'success',
        'api',
        'user',
        user,
        `Autor ${user}`,
        '127.0.0.1',
        action.split('.')[0]!,
        String(id % 5000),
        `Alvo ${id}`,
        '[]',
        at,
        at,
      ])
    }
    await db.insert(
      'activity_log',
      [
        'id',
        'action',
        'kind',
        'outcome',
        'channel',
        'actor_kind',
        'actor_user_id',
        'actor_name',
        'address',
        'target_kind',
        'target_id',
        'target_label',
        'changes',
        'created_at',
        'updated_at',
      ],
      rows,
    )
  })
  await bumpSequence(db, 'activity_log')
}

async function fillMessages(db: FillDb, total: number, rand: () => number, now: number) {
  const have = await count(db, 'SELECT count(*) AS "n" FROM "messages"')
  let next = await maxId(db, 'messages')
  await inBatches(Math.max(0, total - have), 10_000, async (from, to) => {
    const rows: InValue[][] = []
    for (let i = from; i < to; i++) {
      const id = ++next
      const at = iso(now - Math.floor(rand() * 3 * 365 * DAY))
      const read = rand() < 0.7
      rows.push([
        id,
        `Pessoa ${id}`,
        'Empresa',
        `pessoa${id}@growth.example`,
        '11999999999',
        `Assunto ${id}`,
        `Mensagem ${id}`,
        read ? 1 : 0,
        read && rand() < 0.3 ? 1 : 0,
        0,
        at,
        at,
      ])
    }
    if (db.kind === 'postgres') for (const row of rows) for (const i of [7, 8, 9]) row[i] = Boolean(row[i])
    await db.insert(
      'messages',
      ['id', 'name', 'company', 'email', 'telephone', 'subject', 'message', 'read', 'archived', 'marked_as_lead', 'created_at', 'updated_at'],
      rows,
    )
  })
  await bumpSequence(db, 'messages')
}

/**
 * Submissions of one built form, as years of a quote request look: each with its values, its
 * language and page, one text row per value, and the form's kept total (the hooks that keep it
 * are bypassed here, as the leads' are).
 */
async function fillSubmissions(db: FillDb, total: number, rand: () => number, now: number) {
  let form = Number((await db.query(`SELECT "_parent_id" AS "id" FROM "forms_locales" WHERE "title" = 'Pedido de orçamento (growth)'`))[0]?.id ?? 0)
  if (!form) {
    form = (await maxId(db, 'forms')) + 1
    const at = iso(now)
    await db.insert('forms', ['id', 'confirmation_type', 'created_at', 'updated_at'], [[form, 'message', at, at]])
    await db.insert('forms_locales', ['title', '_locale', '_parent_id'], [['Pedido de orçamento (growth)', 'pt-BR', form]])
    await db.insert(
      'forms_blocks_email',
      ['_order', '_parent_id', '_path', 'id', 'name', 'required'],
      [[1, form, 'fields', `growth-email-${form}`, 'email', db.kind === 'postgres' ? true : 1]],
    )
    await bumpSequence(db, 'forms')
  }
  if (!total) return
  const have = await count(db, `SELECT count(*) AS "n" FROM "form_submissions" WHERE "form_id" = ${form}`)
  let next = await maxId(db, 'form_submissions')
  await inBatches(Math.max(0, total - have), 10_000, async (from, to) => {
    const rows: InValue[][] = []
    const texts: InValue[][] = []
    for (let i = from; i < to; i++) {
      const id = ++next
      const at = iso(now - Math.floor(rand() * 3 * 365 * DAY))
      const email = `pedido${id}@growth.example`
      rows.push([id, form, JSON.stringify({ email }), email, rand() < 0.8 ? 'pt-BR' : 'en', '/orcamento', `growth-${id}`, randomUUID(), at, at])
      texts.push([1, id, `growth-${id}`, 'email', email])
    }
    await db.insert(
      'form_submissions',
      ['id', 'form_id', 'values', 'search_text', 'language', 'page', 'fingerprint', 'unique_key', 'created_at', 'updated_at'],
      rows,
    )
    await db.insert('form_submissions_submission_data', ['_order', '_parent_id', 'id', 'field', 'value'], texts)
  })
  await bumpSequence(db, 'form_submissions')
  const kept = await count(db, `SELECT count(*) AS "n" FROM "form_submissions" WHERE "form_id" = ${form}`)
  await db.query(`DELETE FROM "counters" WHERE "name" = 'formSubmissions:${form}'`)
  await db.insert('counters', ['name', 'value'], [[`formSubmissions:${form}`, kept]])
}

/** Deliveries of one disabled endpoint (so nothing is sent), as a long-lived endpoint's log looks. */
async function fillDeliveries(db: FillDb, total: number, now: number) {
  if (!total) return
  let endpoint = Number((await db.query(`SELECT "id" FROM "webhook_endpoints" WHERE "url" = 'https://hooks.growth.example/in'`))[0]?.id ?? 0)
  if (!endpoint) {
    endpoint = (await maxId(db, 'webhook_endpoints')) + 1
    const at = iso(now)
    await db.insert(
      'webhook_endpoints',
      ['id', 'url', 'secret_cipher', 'status', 'created_at', 'updated_at'],
      [[endpoint, 'https://hooks.growth.example/in', 'sealed', 'disabled', at, at]],
    )
    await db.insert('webhook_endpoints_events', ['order', 'parent_id', 'value'], [[1, endpoint, 'article.published']])
    await bumpSequence(db, 'webhook_endpoints')
  }
  const have = await count(db, 'SELECT count(*) AS "n" FROM "webhook_deliveries"')
  let next = await maxId(db, 'webhook_deliveries')
  await inBatches(Math.max(0, total - have), 10_000, async (from, to) => {
    const rows: InValue[][] = []
    for (let i = from; i < to; i++) {
      const id = ++next
      const at = iso(now - (total - i) * 60_000)
      rows.push([id, endpoint, 'article.published', `msg_growth_${id}`, '{}', 'delivered', 1, 200, 12, at, at, at])
    }
    await db.insert(
      'webhook_deliveries',
      [
        'id',
        'endpoint_id',
        'event',
        'message_id',
        'body',
        'status',
        'attempts',
        'last_status_code',
        'last_duration_ms',
        'delivered_at',
        'created_at',
        'updated_at',
      ],
      rows,
    )
  })
  await bumpSequence(db, 'webhook_deliveries')
}
