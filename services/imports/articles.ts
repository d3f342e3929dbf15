import { decodeHTML } from 'entities'
import type { Payload } from 'payload'
import { ImportError, type ImportReport } from '../../domain/imports'
import { DEFAULT_CONTENT_LOCALE, type ContentLocale } from '../../domain/contentLocales'
import { slugify } from '../../lib/text/normalize'
import { keepFormerAddress } from '../redirects'
import { articleAddress } from '../redirects/paths'
import { inTransaction } from '../transaction'
import { bodyToLexical, type ImageResolver, type LinkResolver } from './bodyToLexical'
import { keepImportedDates, type LaterLinks } from './laterLinks'
import { createFilledByHooks } from './createRow'
import { importedTarget, rememberImported } from './ledger'
import { addComments, addNote } from './report'
import type { Article } from '../../payload-types'
import { relationId } from '../relationId'
import type { SourcePost } from './source'

const TITLE_MAX = 160
const EXCERPT_MAX = 400
const REDIRECT_EXAMPLES = 8
const sys = { overrideAccess: true, depth: 0 } as const

export type ArticleContext = {
  payload: Payload
  site: string
  report: ImportReport
  authors: Map<string, number | string>
  categories: Map<string, number | string>
  tags: Map<string, number | string>
  fallbackAuthor: number | string
  /** The language the blog is written in: stored in pt-BR (every language's fallback) and in it, the article marked as written in it. */
  language: ContentLocale
  placeholder: number | string
  bringImage: ImageResolver
  /** A link to the old blog as the address of what it became, where that is in already (internal links rewritten, issue #44, item 2). */
  resolveLink: LinkResolver
  untitled: (key: string) => string
  defaultCategory: string
  emptyBody: string
  /** The articles whose links wait for posts imported after them (mendLaterLinks). */
  laterLinks: LaterLinks[]
}

/**
 * One post as an article, unless an earlier run brought it in already: its title made plain and
 * unique, its body as rich text, its cover (or the placeholder), terms, author, status and the
 * dates it had; then, in one transaction, the article, its ledger row and its old addresses.
 */
export async function bringArticle(context: ArticleContext, post: SourcePost): Promise<void> {
  const { payload, report } = context
  const source = `${context.site}|post|${post.key}`
  if ((await importedTarget(payload, source)) !== null) {
    report.articles.existing++
    return
  }
  const title = await uniqueTitle(context, post)
  for (const note of post.notes) addNote(report, note.code, title, note.detail)
  const excerpt = plainText(post.excerpt)
  if (excerpt.length > EXCERPT_MAX) addNote(report, 'excerptShortened', title)
  const body = await bodyToLexical(post.html, excerpt || context.emptyBody, payload.config, context.bringImage, context.site, context.resolveLink)
  for (const note of body.notes) addNote(report, note.code, title, note.detail)
  const cover = post.cover ? await context.bringImage(post.cover) : null
  if (post.cover && cover === null) addNote(report, 'coverMissing', title, post.cover.url)
  let categories = post.categories.map((key) => context.categories.get(key)).filter((id) => id !== undefined)
  if (categories.length === 0) {
    addNote(report, 'noCategory', title)
    categories = [await defaultCategory(context)]
  }
  addComments(report, title, post.comments)
  report.articles.created++
  report.statuses[post.status]++
  if (report.dryRun) return

  await inTransaction(payload, null, async (req) => {
    const created = await payload.create({
      collection: 'articles',
      data: {
        title,
        excerpt: excerpt.length > EXCERPT_MAX ? `${excerpt.slice(0, EXCERPT_MAX - 1).trimEnd()}…` : excerpt,
        content: body.content as unknown as Article['content'],
        image: relationId(cover ?? context.placeholder),
        ...(post.cover?.alt ? { imageAlt: post.cover.alt.slice(0, 200) } : {}),
        categories: categories.map(relationId),
        tags: post.tags.flatMap((key) => (context.tags.has(key) ? [relationId(context.tags.get(key)!)] : [])),
        author: relationId((post.author && context.authors.get(post.author)) || context.fallbackAuthor),
        status: post.status,
        publishedAt: post.publishedAt?.toISOString() ?? null,
        language: context.language,
      },
      context: { importedSlug: post.slug },
      ...sys,
      req,
    })
    if (context.language !== DEFAULT_CONTENT_LOCALE) {
      // Written in its own language too: its readers there read it with no "not yet translated" note.
      await payload.update({
        collection: 'articles',
        id: created.id,
        locale: context.language,
        data: {
          title,
          excerpt: created.excerpt,
          content: body.content as unknown as Article['content'],
          ...(post.cover?.alt ? { imageAlt: post.cover.alt.slice(0, 200) } : {}),
        },
        context: { importedSlug: post.slug },
        ...sys,
        req,
      })
    }
    // The dates the post had, kept again when its later links are mended.
    const createdAt = (post.createdAt ?? post.publishedAt)?.toISOString()
    const updatedAt = (post.updatedAt ?? post.createdAt ?? post.publishedAt)?.toISOString()
    const dates = { ...(createdAt ? { createdAt } : {}), ...(updatedAt ? { updatedAt } : {}) }
    await keepImportedDates(payload, 'articles', created.id, dates, req)
    if (body.laterLinks) context.laterLinks.push({ collection: 'articles', id: created.id, dates })
    await rememberImported(req, source, 'article', created.id)
    for (const path of post.oldPaths) {
      const kept = await keepFormerAddress(req, path, 'article', created.id)
      if ('kept' in kept) {
        report.redirects.created++
        if (report.redirectExamples.length < REDIRECT_EXAMPLES)
          report.redirectExamples.push({ from: path, to: articleAddress(String(created.slug), created.id) })
      } else {
        report.redirects.existing++
        addNote(report, kept.refused === 'live' ? 'addressLive' : 'addressTaken', title, path)
      }
    }
  })
}

/** The post's title as plain text, at most 160 characters, and unique among the articles (a number added). */
async function uniqueTitle(context: ArticleContext, post: SourcePost): Promise<string> {
  const plain = plainText(post.title)
  let base = plain || context.untitled(post.key)
  if (!plain) addNote(context.report, 'untitled', base)
  else if (plain !== post.title.trim()) addNote(context.report, 'titleCleaned', plain, post.title.trim().slice(0, 200))
  if (base.length > TITLE_MAX) base = base.slice(0, TITLE_MAX).trimEnd()
  for (let n = 1; n < 1000; n++) {
    const suffix = n === 1 ? '' : ` (${n})`
    const candidate = `${base.slice(0, TITLE_MAX - suffix.length).trimEnd()}${suffix}`
    const { totalDocs } = await context.payload.count({ collection: 'articles', where: { title: { equals: candidate } }, overrideAccess: true })
    if (totalDocs === 0) {
      if (n > 1) addNote(context.report, 'titleRenamed', candidate, base)
      return candidate
    }
  }
  return `${base.slice(0, TITLE_MAX - 12)} ${post.key.slice(0, 11)}`
}

/** The category of posts that name none (a Ghost post without tags): one, made on first need. */
async function defaultCategory(context: ArticleContext): Promise<number | string> {
  const known = context.categories.get('')
  if (known !== undefined) return known
  const slug = slugify(context.defaultCategory)
  const { docs } = await context.payload.find({
    collection: 'categories',
    where: { slug: { equals: slug } },
    select: {},
    limit: 1,
    pagination: false /* one row by its unique slug */,
    ...sys,
  })
  const id =
    docs[0]?.id ??
    (context.report.dryRun
      ? 0
      : (
          await createFilledByHooks(context.payload, 'categories', {
            name: context.defaultCategory,
            description: context.defaultCategory,
            status: 'active',
          })
        ).id)
  context.categories.set('', id)
  return id
}

/** The first administrator: the author of posts whose own author the export does not describe. */
export async function firstAuthor(payload: Payload): Promise<number | string> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { permission: { equals: 'admin' } },
    sort: 'createdAt',
    select: {},
    limit: 1,
    pagination: false, // one row
    ...sys,
  })
  if (docs[0]) return docs[0].id
  const any = await payload.find({ collection: 'users', sort: 'createdAt', select: {}, limit: 1, pagination: false /* one row */, ...sys })
  // Refused as the file is (nothing written yet: importBlog asks this before any write).
  if (!any.docs[0]) throw new ImportError('noAuthor')
  return any.docs[0].id
}

/** Text without tags or entities, on one line: what a title or an excerpt is here. */
export function plainText(html: string): string {
  return decodeHTML(html.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim()
}
