import { CONTENT_LOCALES } from '../domain/contentLocales'
import { z } from 'zod'
import {
  ARTICLE_ACTIONS,
  ARTICLE_IMAGE_ALT_MAX,
  ARTICLE_STATUSES,
  POPULAR_PERIODS,
  PREVIEW_HOURS,
  REVIEW_NOTE_MAX,
  RESTORE_CHANGES,
  RESTORE_SHARED_FIELDS,
  RESTORE_TEXT_FIELDS,
} from '../domain/articles'
import { cursorParam, idLike, idSchema, isoDate, k, optionalText, paginationQuery, requiredText, searchText, storedDate, storedId } from './common'
import { publicAuthorAnswer } from './users'

const slugFilter = z
  .string(k('invalidValue'))
  .trim()
  .max(96, k('tooLong'))
  .regex(/^[a-z0-9-]*$/, k('invalidValue'))
  .optional()

/** A keyset cursor pages the lists in date order; search results are ranked and stop at MAX_MATCHES instead. */
const noCursorWithSearch = [
  (q: { cursor?: unknown; search?: string }) => !(q.cursor && q.search),
  { ...k('invalidValue'), path: ['cursor'] as string[] },
] as const

export const publicArticlesQuery = paginationQuery
  .extend({ cursor: cursorParam, search: searchText, category: slugFilter, tag: slugFilter, author: idSchema.optional() })
  .strict()
  .refine(...noCursorWithSearch)

export const articleSlugParams = z
  .object({
    slug: z
      .string()
      .max(120)
      .regex(/^[a-z0-9-]+$/, k('invalidValue')),
    id: idSchema,
  })
  .strict()

export const popularQuery = z
  .object({
    period: z.enum(POPULAR_PERIODS, k('invalidValue')).default('30'),
    limit: z.coerce.number(k('invalidValue')).int().min(1, k('invalidValue')).max(20, k('invalidValue')).default(5),
  })
  .strict()

export const adminArticlesQuery = paginationQuery
  .extend({
    cursor: cursorParam,
    search: searchText,
    status: z.enum(ARTICLE_STATUSES, k('invalidValue')).optional(),
    category: idSchema.optional(),
    author: idSchema.optional(),
  })
  .strict()
  .refine(...noCursorWithSearch)

/**
 * How deep rich text may nest (a list in a quote in a list...): far beyond what an editor
 * makes, and far below where rendering it would exhaust the stack (issue #29: 2,000 levels
 * answered 500 on save and autosave).
 */
export const MAX_CONTENT_DEPTH = 64

/** The deepest `children` chain, counted without recursion so the count itself cannot overflow. */
function nestingDepth(value: unknown): number {
  let deepest = 0
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length) {
    const [node, depth] = stack.pop()!
    deepest = Math.max(deepest, depth)
    if (deepest > MAX_CONTENT_DEPTH) return deepest
    if (!node || typeof node !== 'object') continue
    const { root, children } = node as { root?: unknown; children?: unknown }
    if (root) stack.push([root, depth])
    if (Array.isArray(children)) for (const child of children) stack.push([child, depth + 1])
  }
  return deepest
}

/**
 * Lexical's serialized editor state: a root node with children (validated again by Payload).
 * The root's layout fields take Lexical's defaults when a caller leaves them out.
 */
const lexicalNode = z.object({ type: z.string(k('contentRequired')), version: z.number(k('contentRequired')).default(1) }).loose()
export const lexicalContent = z
  .object(
    {
      root: z
        .object({
          type: z.literal('root'),
          children: z.array(lexicalNode, k('contentRequired')).min(1, k('contentRequired')),
          direction: z.enum(['ltr', 'rtl'], k('invalidValue')).nullable().default(null),
          format: z.enum(['', 'left', 'start', 'center', 'right', 'end', 'justify'], k('invalidValue')).default(''),
          indent: z.number(k('invalidValue')).default(0),
          version: z.number(k('invalidValue')).default(1),
        })
        .loose(),
    },
    k('contentRequired'),
  )
  .loose()
  .refine((value) => nestingDepth(value) <= MAX_CONTENT_DEPTH, { ...k('invalidValue'), path: ['root'] })

const articleFields = {
  title: requiredText('titleRequired', 160),
  excerpt: optionalText(400),
  content: lexicalContent,
  image: idLike('imageRequired'),
  /** The cover's description in the language saved (?lang=); answers give it as image.alt. */
  imageAlt: optionalText(ARTICLE_IMAGE_ALT_MAX),
  categories: z.array(idLike(), k('categoryRequired')).min(1, k('categoryRequired')).max(10, k('invalidValue')),
  tags: z.array(idLike(), k('invalidValue')).max(20, k('invalidValue')).optional(),
  /** Tags by name, found or created in the same transaction as the save. */
  tagNames: z.array(requiredText('invalidValue', 60), k('invalidValue')).max(20, k('invalidValue')).optional(),
  status: z.enum(ARTICLE_STATUSES, k('invalidValue')).default('draft'),
  publishedAt: isoDate.optional(),
  /** Sent to the newsletter's subscribers when it becomes published (now or when its date comes), once. */
  sendToSubscribers: z.boolean(k('invalidValue')).optional(),
  /** The language it is written in (default pt-BR): its pt-BR text, which untranslated languages show, is this one's. */
  original: z.enum(CONTENT_LOCALES, k('invalidValue')).optional(),
}

export const articleCreateBody = z
  .object(articleFields)
  .strict()
  .refine((v) => v.status !== 'scheduled' || Boolean(v.publishedAt), { ...k('invalidDate'), path: ['publishedAt'] })

export const articleUpdateBody = z
  .object({
    title: articleFields.title.optional(),
    excerpt: articleFields.excerpt,
    content: lexicalContent.optional(),
    image: idLike('imageRequired').optional(),
    imageAlt: articleFields.imageAlt,
    categories: articleFields.categories.optional(),
    tags: articleFields.tags,
    tagNames: articleFields.tagNames,
    /** A status change saved with the fields, in one transaction (PATCH …/status does it alone). */
    status: z.enum(ARTICLE_STATUSES, k('invalidValue')).optional(),
    publishedAt: isoDate.optional(),
    sendToSubscribers: articleFields.sendToSubscribers,
    original: articleFields.original,
  })
  .strict()

export type ArticleCreateInput = z.output<typeof articleCreateBody>
export type ArticleUpdateInput = z.output<typeof articleUpdateBody>
export type AdminArticlesQuery = z.output<typeof adminArticlesQuery>

export const articleStatusBody = z
  .object({
    action: z.enum(ARTICLE_ACTIONS, k('invalidValue')),
    publishedAt: isoDate.optional(),
    /** What the writer should change: required to `return` an article, read by no other action. */
    note: z.string(k('invalidValue')).trim().max(REVIEW_NOTE_MAX, k('tooLong')).optional(),
  })
  .strict()
  .refine((v) => v.action !== 'schedule' || Boolean(v.publishedAt), { ...k('invalidDate'), path: ['publishedAt'] })
  .refine((v) => v.action !== 'return' || Boolean(v.note), { ...k('reviewNoteRequired'), path: ['note'] })

/** An article's image with the sizes the site picks from. */
const sizeAnswer = z.object({ url: z.string().nullable(), width: z.number().nullable(), height: z.number().nullable() }).strict()
export const articleImage = z
  .object({
    id: storedId,
    url: z.string().nullable(),
    alt: z.string(),
    width: z.number().nullable(),
    height: z.number().nullable(),
    sizes: z.record(z.string(), sizeAnswer),
  })
  .strict()
  .nullable()

const cardFields = {
  id: storedId,
  slug: z.string(),
  title: z.string().optional(),
  excerpt: z.string(),
  image: articleImage,
  categories: z.array(z.object({ id: storedId, name: z.string(), slug: z.string(), textColor: z.string(), backgroundColor: z.string() }).strict()),
  tags: z.array(z.object({ id: storedId, name: z.string(), slug: z.string() }).strict()),
  publishedAt: storedDate.nullable(),
  readTime: z.number(),
}

/** The language a card's title and excerpt are in: the one asked, or pt-BR where the article is not yet written in it. */
const cardLanguage = z.enum(CONTENT_LOCALES)

/** A published article as a card of the public lists (author: public fields only). */
export const articleCard = z.object({ ...cardFields, author: publicAuthorAnswer.nullable(), lang: cardLanguage }).strict()
export const popularCard = z.object({ ...cardFields, author: publicAuthorAnswer.nullable(), lang: cardLanguage, reads: z.number() }).strict()
export const articleDetail = z
  .object({
    ...cardFields,
    author: publicAuthorAnswer.nullable(),
    content: z.unknown(),
    updatedAt: storedDate.nullable(),
    /** The languages the article is written in (pt-BR always); the others show pt-BR text. */
    translated: z.array(z.enum(CONTENT_LOCALES)),
    /** Its address (slug) in each language it is written in: /post/{slug}/{id}?lang=... */
    slugs: z.partialRecord(z.enum(CONTENT_LOCALES), z.string()),
    /** The language it was written in: the text of the languages it is not translated into is this one's (pt-BR unless imported from a blog in another). */
    original: z.enum(CONTENT_LOCALES),
  })
  .strict()

/** An article as the back-office edits it; lists leave the content out. */
export const adminArticle = z
  .object({
    ...cardFields,
    author: z.object({ id: storedId.nullable(), full_name: z.string().nullable() }).strict(),
    status: z.enum(ARTICLE_STATUSES).optional(),
    sendToSubscribers: z.boolean().optional(),
    /** The cover's description as written in the language read (null where not yet written); image.alt falls back. */
    imageAlt: z.string().nullable(),
    content: z.unknown().optional(),
    createdAt: storedDate.optional(),
    updatedAt: storedDate.optional(),
    /** The languages written (one article read or saved): the editor's language switch marks the others missing. */
    translated: z.array(z.enum(CONTENT_LOCALES)).optional(),
    /** The language it was written in (one article read or saved). */
    original: z.enum(CONTENT_LOCALES).optional(),
    /** The last review's note to the writer, who wrote it and when; null once the article is submitted again or goes live. */
    review: z
      .object({ note: z.string(), by: z.object({ id: storedId, full_name: z.string().nullable() }).strict().nullable(), at: storedDate.nullable() })
      .strict()
      .nullable()
      .optional(),
  })
  .strict()

export const readAnswer = z.object({ counted: z.boolean() }).strict()

/** One saved version of an article, as its history lists it. */
export const articleVersionSummary = z
  .object({
    id: storedId,
    /** Its place in the article's history, 1 the oldest kept: two saves in the same minute still read apart. */
    number: z.number().int().positive().nullable(),
    savedAt: storedDate,
    /** Who saved it (a staff user); null for the system and integrators. */
    editedBy: z.object({ id: storedId, full_name: z.string().nullable() }).strict().nullable(),
    status: z.enum(ARTICLE_STATUSES),
    title: z.string(),
  })
  .strict()

/** A version's texts in one language and its shared fields, for the history's comparison. */
export const articleVersionDetail = articleVersionSummary
  .extend({
    /** The languages this version was written in (a restore keeps the others as they are). */
    languages: z.array(z.enum(CONTENT_LOCALES)),
    excerpt: z.string(),
    content: z.unknown(),
    image: z.object({ id: storedId, alt: z.string(), url: z.string().nullable() }).strict().nullable(),
    categories: z.array(z.object({ id: storedId, name: z.string() }).strict()),
    tags: z.array(z.object({ id: storedId, name: z.string() }).strict()),
  })
  .strict()

/** What a restore would change (services/articles/restorePlan.ts). */
export const articleRestorePlan = z
  .object({
    languages: z.array(
      z
        .object({
          lang: z.enum(CONTENT_LOCALES),
          change: z.enum(RESTORE_CHANGES),
          fields: z.array(z.enum(RESTORE_TEXT_FIELDS)),
        })
        .strict(),
    ),
    fields: z.array(z.enum(RESTORE_SHARED_FIELDS)),
  })
  .strict()

export const versionParams = z.object({ id: idSchema, versionId: idSchema }).strict()

/** Whose editor work an autosave holds: an article by id, or `new` for one not yet saved. */
export const autosaveParams = z.object({ key: z.union([z.literal('new'), idSchema], k('invalidId')) }).strict()

/**
 * The editor's unsaved work as it stood a few seconds ago: kept per user, article and language
 * (each save overwrites it), so nothing is checked for completeness. The texts keep their limits.
 */
export const articleAutosaveBody = z
  .object({
    title: optionalText(160),
    excerpt: optionalText(400),
    content: lexicalContent.nullable().optional(),
    image: z
      .object({ id: storedId, url: z.string().max(2000, k('tooLong')), alt: z.string().max(400, k('tooLong')) })
      .strict()
      .nullable()
      .optional(),
    categories: z.array(idLike(), k('invalidValue')).max(10, k('invalidValue')).optional(),
    tags: optionalText(1200),
  })
  .strict()
export type ArticleAutosaveInput = z.output<typeof articleAutosaveBody>

export const articleAutosave = articleAutosaveBody
  .extend({
    savedAt: storedDate,
    /** When the article itself was last saved (null for a new one): the editor offers what is newer. */
    articleSavedAt: storedDate.nullable(),
  })
  .strict()

/** A preview link: its maker chooses how long it works and whether it shows their unsaved work. */
export const previewLinkBody = z
  .object({
    hours: z
      .number(k('invalidValue'))
      .int(k('invalidValue'))
      .min(1, k('invalidValue'))
      .max(PREVIEW_HOURS.max, k('invalidValue'))
      .default(PREVIEW_HOURS.default),
    withAutosave: z.boolean(k('invalidValue')).default(false),
  })
  .strict()

export const previewLink = z
  .object({
    id: storedId,
    /** The site path to open or share (`/preview/<signed token>`); add `?lang=` for another language. */
    url: z.string(),
    expiresAt: storedDate,
    createdAt: storedDate,
    withAutosave: z.boolean(),
  })
  .strict()

/** The editorial calendar (issue #45, item 5): at most a six-week grid and its edges. */
export const CALENDAR_MAX_DAYS = 43
/** A period holds at most this many articles (and as many sends); `truncated` says when there were more. */
export const CALENDAR_MAX_ENTRIES = 500

export const calendarQuery = z
  .object({ from: isoDate, to: isoDate })
  .strict()
  .refine((q) => new Date(q.to) >= new Date(q.from), { ...k('calendarPeriod'), path: ['to'] })
  .refine((q) => new Date(q.to).getTime() - new Date(q.from).getTime() <= CALENDAR_MAX_DAYS * 86_400_000, { ...k('calendarPeriod'), path: ['to'] })

export const calendarArticle = z
  .object({
    id: storedId,
    slug: z.string(),
    title: z.string(),
    status: z.enum(['scheduled', 'published']),
    publishedAt: storedDate,
    author: z.object({ id: storedId.nullable(), full_name: z.string().nullable() }).strict(),
    categories: z.array(z.object({ id: storedId, name: z.string() }).strict()),
    /** Sent to the newsletter's subscribers when it goes live. */
    sendToSubscribers: z.boolean(),
  })
  .strict()

export const calendarSend = z
  .object({
    id: storedId,
    article: storedId.nullable(),
    title: z.string().nullable(),
    status: z.string(),
    /** When the send started. */
    at: storedDate,
    sent: z.number(),
  })
  .strict()

export const calendarAnswer = z.object({ articles: z.array(calendarArticle), sends: z.array(calendarSend), truncated: z.boolean() }).strict()
export type CalendarQuery = z.output<typeof calendarQuery>
