import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import type { Media, User } from '../../payload-types'
import { ARTICLES } from './content/articles'
import { REVIEW_STAFF, AUTHORS } from './content/people'
import { COMPANY, FAQS, WHATSAPP } from './content/site'
import { CATEGORIES, TAGS } from './content/taxonomy'
import { coverImage, figureImage, logoImage, portraitImage } from './images'
import { lexicalDocument } from './lexical'
import { seedReads } from './reads'
import { findOrCreate } from './upsert'
import { firstAdminData } from './admin'
import { translateDoc } from './translate'
import type { ContentLocale } from '../../domain/contentLocales'
import { MOTIFS } from './content/motifs'
import { MORE_OF } from './content/articleMore'
import { ARTICLE_TRANSLATIONS, CATEGORY_TRANSLATIONS, COMPANY_TRANSLATIONS, FAQ_TRANSLATIONS, TAG_TRANSLATIONS } from './content/translations'

type SeedOptions = { adminEmail: string; adminPassword: string; now?: Date }
type SeedResult = 'seeded' | 'already-seeded' | 'not-empty'

type Id = Media['id']
const DAY = 24 * 60 * 60 * 1000
const sys = { overrideAccess: true } as const // the seed is a documented system write

/**
 * Demo content for a fresh database. Idempotent: a finished seed is never run again (so
 * content staff edited or deleted stays so), and an interrupted one resumes where it stopped.
 */
export async function seedDemoContent(payload: Payload, options: SeedOptions): Promise<SeedResult> {
  const state = await payload.findGlobal({ slug: 'seed-state', ...sys })
  if (state.completedAt) return 'already-seeded'
  if (!state.startedAt) {
    const { totalDocs } = await payload.count({ collection: 'users', ...sys })
    if (totalDocs > 0) return 'not-empty' // a real database: leave it alone
    await payload.updateGlobal({ slug: 'seed-state', data: { startedAt: new Date().toISOString() }, ...sys })
  }
  const started = Date.now()
  const now = options.now ?? new Date()

  // One file per name: every article's cover shares its description (the alt text), so keying on
  // the alt made all of them the first article's cover (issue #43, item 5).
  const upload = (alt: string, data: Buffer, name: string, mimetype: string) =>
    findOrCreate<{ id: Id }>(payload, 'media', { filename: { equals: name } }, () =>
      payload.create({ collection: 'media', data: { alt }, file: { data, name, mimetype, size: data.length }, ...sys }),
    )

  const logo = await upload('Logotipo RC Sistemas', await logoImage(), 'logo-rc-sistemas.png', 'image/png')
  await payload.updateGlobal({ slug: 'company', data: { ...COMPANY, logo: logo.id }, ...sys })
  for (const [locale, data] of Object.entries(COMPANY_TRANSLATIONS))
    await payload.updateGlobal({ slug: 'company', locale: locale as ContentLocale, data, ...sys })
  await payload.updateGlobal({ slug: 'whatsapp-settings', data: WHATSAPP, ...sys })
  await payload.updateGlobal({ slug: 'layout-settings', data: { currentVersion: 'v1' }, ...sys })

  const admin = await findOrCreate<User>(payload, 'users', { email: { equals: options.adminEmail } }, () =>
    payload.create({ collection: 'users', data: firstAdminData(options.adminEmail, options.adminPassword), ...sys }),
  )

  const authors: Id[] = []
  for (const [i, author] of AUTHORS.entries()) {
    const [skin, hair, backdrop] = author.portrait
    const photo = await upload(
      `Foto de ${author.name} ${author.last_name}`,
      await portraitImage(i + 7, skin, hair, backdrop),
      `autor-${i + 1}.jpg`,
      'image/jpeg',
    )
    const user = await findOrCreate<{ id: Id }>(payload, 'users', { email: { equals: author.email } }, () =>
      payload.create({
        collection: 'users',
        data: {
          email: author.email,
          password: `${randomBytes(18).toString('base64url')}aA1!`,
          name: author.name,
          last_name: author.last_name,
          position: author.position,
          permission: author.position,
          gender: author.gender,
          phone: author.phone,
          biography: author.biography,
          image: photo.id,
          status: 'active',
          type: 'staff',
          access: ['dashboard', 'article_management'],
          created_by: admin.id,
          created_by_unique_key: admin.uniqueKey,
        },
        ...sys,
      }),
    )
    authors.push(user.id)
  }

  for (const person of REVIEW_STAFF) {
    await findOrCreate<{ id: Id }>(payload, 'users', { email: { equals: person.email } }, () =>
      payload.create({
        collection: 'users',
        data: {
          ...person,
          access: [...person.access],
          password: options.adminPassword,
          permission: person.position,
          status: 'active',
          type: 'staff',
          created_by: admin.id,
          created_by_unique_key: admin.uniqueKey,
        },
        ...sys,
      }),
    )
  }

  const categories = new Map<string, Id>()
  for (const [i, category] of CATEGORIES.entries()) {
    const image = await upload(
      `Imagem da categoria ${category.name}`,
      await coverImage(100 + i, category.cover[0], category.cover[1]),
      `categoria-${i + 1}.jpg`,
      'image/jpeg',
    )
    const { cover: _cover, ...fields } = category
    const doc = await findOrCreate<{ id: Id }>(payload, 'categories', { name: { equals: category.name } }, () =>
      payload.create({ collection: 'categories', data: { ...fields, image: image.id, status: 'active' }, ...sys }),
    )
    await translateDoc(payload, 'categories', doc.id, CATEGORY_TRANSLATIONS[category.name])
    categories.set(category.name, doc.id)
  }

  const tags = new Map<string, Id>()
  for (const name of TAGS) {
    const doc = await findOrCreate<{ id: Id }>(payload, 'tags', { name: { equals: name } }, () =>
      payload.create({ collection: 'tags', data: { name }, ...sys }),
    )
    const names = Object.entries(TAG_TRANSLATIONS[name] ?? {}).map(([locale, translated]) => [locale, { name: translated }])
    await translateDoc(payload, 'tags', doc.id, Object.fromEntries(names))
    tags.set(name, doc.id)
  }

  const published: Id[] = []
  // Each article's id by its place in the list: later articles link to earlier ones (content/articleMore.ts).
  const seeded: Id[] = []
  const figures = new Map<string, Id>()
  for (const [i, article] of ARTICLES.entries()) {
    const category = CATEGORIES.find((c) => c.name === article.category)!
    const motif = MOTIFS[article.motif]!
    const image = await upload(motif.alt['pt-BR'], await coverImage(i + 1, category.cover[0], category.cover[1], motif.svg), `capa-${i + 1}.jpg`, 'image/jpeg')
    const blocks = [...article.blocks, ...(MORE_OF[article.title] ?? [])]
    for (const block of blocks)
      if ('image' in block && !figures.has(block.image)) {
        const drawn = await upload(block.alt, await figureImage(MOTIFS[block.image]!.svg, category.cover[0]), `figura-${block.image}.png`, 'image/png')
        figures.set(block.image, drawn.id)
      }
    const links = { article: (n: number) => seeded[n - 1], image: (key: string) => figures.get(key) }
    const status = article.publishIn === null ? 'draft' : article.publishIn <= 0 ? 'published' : 'scheduled'
    const doc = await findOrCreate<{ id: Id }>(payload, 'articles', { title: { equals: article.title } }, () =>
      payload.create({
        collection: 'articles',
        data: {
          title: article.title,
          excerpt: article.excerpt,
          content: lexicalDocument(blocks, links),
          image: image.id,
          imageAlt: motif.alt['pt-BR'],
          categories: [categories.get(article.category)!],
          tags: article.tags.map((t) => tags.get(t)!),
          author: authors[article.author - 1]!,
          status,
          publishedAt: article.publishIn === null ? undefined : new Date(now.getTime() + article.publishIn * DAY).toISOString(),
        },
        ...sys,
      }),
    )
    seeded.push(doc.id)
    // A translated article's texts, its cover described in that language.
    const texts = Object.entries(ARTICLE_TRANSLATIONS[article.title] ?? {}).map(([locale, t]) => [
      locale,
      { title: t.title, excerpt: t.excerpt, content: lexicalDocument(t.blocks, links), imageAlt: motif.alt[locale as ContentLocale] },
    ])
    await translateDoc(payload, 'articles', doc.id, Object.fromEntries(texts))
    if (status === 'published') published.push(doc.id)
  }

  for (const [order, faq] of FAQS.entries()) {
    const doc = await findOrCreate<{ id: Id }>(payload, 'faqs', { question: { equals: faq.question } }, () =>
      payload.create({ collection: 'faqs', data: { ...faq, order }, ...sys }),
    )
    await translateDoc(payload, 'faqs', doc.id, FAQ_TRANSLATIONS[faq.question])
  }

  await seedReads(payload, published, now)
  await payload.updateGlobal({ slug: 'seed-state', data: { completedAt: new Date().toISOString(), version: 1 }, ...sys })
  payload.logger.info(`Demo content seeded in ${Date.now() - started} ms (admin: ${options.adminEmail})`)
  return 'seeded'
}
