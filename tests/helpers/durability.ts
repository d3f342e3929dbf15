import { existsSync } from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'
import pg from 'pg'
import sharp from 'sharp'
import { spawnServer, waitForHealth } from './serverProcess'

/**
 * Kill -9 in the middle of a burst of writes, then prove that every write that got a 2xx is
 * stored and intact. Used by the process suite (a few kills) and by `npm run bench --
 * durability` (twenty per database). Stored rows are read straight from the database, not
 * through the product, so the check does not trust the code it checks.
 */
export type Kind = 'contact' | 'newsletter' | 'article' | 'read' | 'form'
type Ack = { kind: Kind; key: string; text: string }
export type DurabilityResult = { kills: number; acknowledged: Record<Kind, number>; lost: Ack[]; integrity: string | null }

const ADMIN = { email: 'admin@example.com', password: 'Durable!2026' }
const JSON_HEADERS = { 'content-type': 'application/json' }

export async function killNineRun(options: {
  databaseUri: string
  dataDir: string
  kills: number
  burstMs?: [number, number]
  log?: (line: string) => void
}): Promise<DurabilityResult> {
  const { databaseUri, dataDir, kills, burstMs = [400, 1500], log = () => undefined } = options
  const acks: Ack[] = []
  let setup: { image: number; category: number; article: number; form: number } | null = null
  const env = { DATA_DIR: dataDir, DATABASE_URI: databaseUri, SEED_ADMIN_EMAIL: ADMIN.email, SEED_ADMIN_PASSWORD: ADMIN.password, RATE_LIMIT_MAX: '1000000' }

  for (let round = 0; round < kills; round++) {
    const server = await spawnServer(env)
    await waitForHealth(server.port, 120_000)
    const base = `http://127.0.0.1:${server.port}/api`
    const token = await signIn(base)
    setup ??= await prepare(base, token)
    const stop = { now: false }
    const writers = [contactWriter, newsletterWriter, articleWriter(setup, token), readWriter(setup.article), formWriter(setup.form)].flatMap((writer) =>
      [0, 1].map((lane) => loop(base, round, lane, writer, acks, stop)),
    )
    await new Promise((resolve) => setTimeout(resolve, burstMs[0] + Math.random() * (burstMs[1] - burstMs[0])))
    server.child.kill('SIGKILL')
    await server.exited
    stop.now = true
    await Promise.all(writers)
    log(`kill ${round + 1}/${kills}: ${acks.length} writes acknowledged so far`)
  }

  // One clean start after the last kill: the product must come up on what was left.
  const last = await spawnServer(env)
  await waitForHealth(last.port, 120_000)
  last.child.kill('SIGTERM')
  await last.exited

  const lost = await missing(databaseUri, acks, setup?.article, dataDir)
  const integrity = databaseUri.startsWith('file:') ? await sqliteIntegrity(databaseUri) : null
  const acknowledged = { contact: 0, newsletter: 0, article: 0, read: 0, form: 0 }
  for (const ack of acks) acknowledged[ack.kind]++
  return { kills, acknowledged, lost, integrity }
}

type Writer = (base: string, tag: string) => Promise<Ack | null>

async function loop(base: string, round: number, lane: number, writer: Writer, acks: Ack[], stop: { now: boolean }) {
  for (let i = 0; !stop.now; i++) {
    try {
      const ack = await writer(base, `${round}-${lane}-${i}-${Math.random().toString(36).slice(2, 8)}`)
      if (ack) acks.push(ack)
    } catch {
      return // the server is gone
    }
  }
}

const contactWriter: Writer = async (base, tag) => {
  const text = `Mensagem durável ${tag} ${'é'.repeat(50)}`
  const res = await fetch(`${base}/contact/contact`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({
      name: 'Dura',
      company: 'Kill Nine',
      email: `c${tag}@example.com`,
      telephone: '11 99999-0000',
      subject: `kill ${tag}`,
      message: text,
    }),
  })
  return res.status === 201 ? { kind: 'contact', key: `kill ${tag}`, text } : null
}

const newsletterWriter: Writer = async (base, tag) => {
  const email = `n${tag}@example.com`.toLowerCase()
  const res = await fetch(`${base}/newsletter/subscribe`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ email, name: `Leitor ${tag}` }) })
  return res.status === 201 ? { kind: 'newsletter', key: email, text: `Leitor ${tag}` } : null
}

const articleWriter =
  (setup: { image: number; category: number }, token: string): Writer =>
  async (base, tag) => {
    const title = `Artigo durável ${tag}`
    const excerpt = `Resumo ${tag}`
    const res = await fetch(`${base}/article/articles`, {
      method: 'POST',
      headers: { ...JSON_HEADERS, authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title,
        excerpt,
        content: paragraph(`Corpo ${tag}`),
        image: setup.image,
        categories: [setup.category],
        tagNames: [`t${tag.slice(0, 12)}`],
        status: 'draft',
      }),
    })
    return res.status === 201 ? { kind: 'article', key: title, text: excerpt } : null
  }

const readWriter =
  (article: number): Writer =>
  async (base, tag) => {
    // Each beacon from another visitor address, so each one counts.
    const visitor = `10.${(hash(tag) >> 16) & 255}.${(hash(tag) >> 8) & 255}.${hash(tag) & 255}`
    const res = await fetch(`${base}/article/read/${article}`, { method: 'POST', headers: { 'x-forwarded-for': visitor, 'user-agent': `durability ${tag}` } })
    const body = res.status === 202 ? ((await res.json()) as { data: { counted: boolean } }) : null
    return body?.data.counted ? { kind: 'read', key: visitor, text: '' } : null
  }

/** A PDF as small as a real one can be: the start and end Payload's own check looks for. */
const pdf = (tag: string) => Buffer.from(`%PDF-1.4\n% ${tag}\n1 0 obj<</Type/Catalog>>endobj\nxref\n0 1\ntrailer<</Root 1 0 R>>\nstartxref\n0\n%%EOF\n`)

/** A built form's submission with a file (issue #65): the upload, then the submission naming it by its token. */
const formWriter =
  (form: number): Writer =>
  async (base, tag) => {
    const up = await fetch(`${base}/forms/${form}/files?field=cv&name=cv-${tag}.pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(pdf(tag)),
    })
    if (up.status !== 201) return null
    const { data } = (await up.json()) as { data: { token: string } }
    const note = `Candidatura durável ${tag}`
    const res = await fetch(`${base}/forms/${form}/submissions`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ values: { note, cv: data.token } }),
    })
    if (res.status !== 201) return null
    const { data: sent } = (await res.json()) as { data: { id: number } }
    return { kind: 'form', key: String(sent.id), text: note }
  }

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/auth/auth`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(ADMIN) })
  if (res.status !== 200) throw new Error(`sign-in: ${res.status}`)
  return ((await res.json()) as { token: string }).token
}

async function prepare(base: string, token: string) {
  const auth = { authorization: `Bearer ${token}` }
  const png = await sharp({ create: { width: 16, height: 9, channels: 3, background: '#02236B' } })
    .png()
    .toBuffer()
  const image = (await (
    await fetch(`${base}/media/upload?alt=dura`, { method: 'POST', headers: { ...auth, 'content-type': 'image/png' }, body: new Uint8Array(png) })
  ).json()) as { data: { id: number } }
  const category = (await (
    await fetch(`${base}/category/categories`, {
      method: 'POST',
      headers: { ...auth, ...JSON_HEADERS },
      body: JSON.stringify({ name: 'Durabilidade', description: 'Kill -9' }),
    })
  ).json()) as { data: { id: number } }
  const article = (await (
    await fetch(`${base}/article/articles`, {
      method: 'POST',
      headers: { ...auth, ...JSON_HEADERS },
      body: JSON.stringify({
        title: 'Lido durante os kills',
        content: paragraph('Lido.'),
        image: image.data.id,
        categories: [category.data.id],
        status: 'published',
      }),
    })
  ).json()) as { data: { id: number } }
  // Forms are built in /cms: its REST door, with the same session.
  const form = (await (
    await fetch(`${base.replace(/\/api$/, '')}/cms-api/forms`, {
      method: 'POST',
      headers: { authorization: `JWT ${token}`, ...JSON_HEADERS },
      body: JSON.stringify({
        title: 'Candidaturas duráveis',
        fields: [
          { blockType: 'text', name: 'note', label: 'Nota', required: true },
          { blockType: 'file', name: 'cv', label: 'Currículo', required: true, accept: ['pdf'], maxMb: 1 },
        ],
      }),
    })
  ).json()) as { doc: { id: number } }
  return { image: image.data.id, category: category.data.id, article: article.data.id, form: form.doc.id }
}

/** Acknowledged writes the database does not hold, or holds altered. */
async function missing(databaseUri: string, acks: Ack[], article: number | undefined, dataDir: string): Promise<Ack[]> {
  const query = await rowReader(databaseUri)
  try {
    const messages = new Map((await query('select subject as k, message as v from messages')).map((r) => [String(r.k), String(r.v)]))
    const leads = new Map((await query("select email as k, name as v from leads where module = 'newsletter'")).map((r) => [String(r.k), String(r.v)]))
    // An article's texts live in its pt-BR row of articles_locales (content in every language).
    const articles = new Map(
      (await query("select title as k, excerpt as v from articles_locales where _locale = 'pt-BR'")).map((r) => [String(r.k), String(r.v)]),
    )
    const reads = article === undefined ? 0 : Number((await query(`select count(*) as k from article_reads where article_id = ${Number(article)}`))[0]?.k ?? 0)
    // A built form's submission: its note in its values, and its file's row tied to it with the file on the disk.
    const files = new Map(
      (await query('select submission_id as k, filename as v from form_files where submission_id is not null')).map((r) => [String(r.k), String(r.v)]),
    )
    const forms = new Map(
      (await query('select id as k, "values" as v from form_submissions')).flatMap((r) => {
        const values = (typeof r.v === 'string' ? JSON.parse(r.v) : r.v) as { note?: string }
        const file = files.get(String(r.k))
        return file && existsSync(path.join(dataDir, 'form-files', file)) ? [[String(r.k), String(values.note)]] : []
      }),
    )
    const stored: Record<Exclude<Kind, 'read'>, Map<string, string>> = { contact: messages, newsletter: leads, article: articles, form: forms }
    const lost = acks.filter((ack) => ack.kind !== 'read' && stored[ack.kind].get(ack.key) !== ack.text)
    const ackedReads = acks.filter((ack) => ack.kind === 'read').length
    if (reads < ackedReads) lost.push(...acks.filter((ack) => ack.kind === 'read').slice(reads))
    return lost
  } finally {
    await query.close()
  }
}

type Reader = ((sql: string) => Promise<Record<string, unknown>[]>) & { close: () => Promise<void> }

async function rowReader(databaseUri: string): Promise<Reader> {
  if (databaseUri.startsWith('file:')) {
    const client = createClient({ url: databaseUri })
    return Object.assign(async (sql: string) => (await client.execute(sql)).rows as unknown as Record<string, unknown>[], { close: async () => client.close() })
  }
  const client = new pg.Client({ connectionString: databaseUri })
  await client.connect()
  return Object.assign(async (sql: string) => (await client.query(sql)).rows as Record<string, unknown>[], { close: () => client.end() })
}

async function sqliteIntegrity(databaseUri: string): Promise<string> {
  const client = createClient({ url: databaseUri })
  try {
    return String((await client.execute('PRAGMA integrity_check')).rows[0]?.[0])
  } finally {
    client.close()
  }
}

function paragraph(text: string) {
  return {
    root: {
      type: 'root',
      version: 1,
      direction: null,
      format: '',
      indent: 0,
      children: [
        {
          type: 'paragraph',
          version: 1,
          direction: null,
          format: '',
          indent: 0,
          textFormat: 0,
          textStyle: '',
          children: [{ type: 'text', version: 1, text, detail: 0, format: 0, mode: 'normal', style: '' }],
        },
      ],
    },
  }
}

function hash(text: string): number {
  let h = 2166136261
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619)
  return h >>> 0
}
