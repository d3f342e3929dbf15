import { unpopulatedBody } from '../../lib/text/unpopulated'
import type { CollectionAfterChangeHook, CollectionBeforeDeleteHook, CollectionConfig } from 'payload'
import { byRoute, routeOrWhere } from '../../access/predicates'
import { articleChangeAccess } from '../../access/publishing'
import { guardPublication } from './hooks/guardPublication'
import { invalidates } from '../hooks/invalidates'
import { deriveArticleFields } from './hooks/deriveArticleFields'
import { stampEditor } from './hooks/stampEditor'
import { keepPublication } from './hooks/keepPublication'
import { keepLanguages } from './hooks/keepLanguages'
import { uniqueTitle } from './validateTitle'
import { selectOptions } from '../fields/options'
import { panelText } from '../fields/panelText'
import { ARTICLE_IMAGE_ALT_MAX, ARTICLE_STATUSES, CMS_PREVIEW_PATH, REVIEW_NOTE_MAX } from '../../domain/articles'
import { CONTENT_LOCALES, DEFAULT_CONTENT_LOCALE, LOCALE_NAMES } from '../../domain/contentLocales'

/** What anonymous visitors (and staff without article routes) may read. */
const PUBLISHED = { status: { equals: 'published' } } as const

/** Every localized field: a restore keeps the languages its version never had (hooks/keepLanguages.ts). */
const perLanguage = { beforeChange: [keepLanguages] }

/** Hooks that keep the read rollups in step with publication and deletion; the config passes them in. */
type ReadStatsHooks = { afterChange: CollectionAfterChangeHook[]; beforeDelete: CollectionBeforeDeleteHook[] }

export const Articles = (readStats: ReadStatsHooks): CollectionConfig => ({
  slug: 'articles',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'status', 'publishedAt', 'author', 'updatedAt'],
    // Payload's Preview button: the gateway makes a one-hour preview link for the signed-in editor (gateway/cmsPreview.ts).
    preview: (doc, { locale }) => `${CMS_PREVIEW_PATH}/${String(doc.id)}${locale && locale !== DEFAULT_CONTENT_LOCALE ? `?lang=${locale}` : ''}`,
  },
  defaultSort: '-publishedAt',
  access: {
    read: routeOrWhere(PUBLISHED, 'list-of-articles', 'compose'),
    create: byRoute('compose'),
    // A writer changes and deletes only their own articles that are not live (access/publishing.ts).
    update: articleChangeAccess('compose', 'list-of-articles'),
    delete: articleChangeAccess('list-of-articles'),
    // The history (collectionVersions in payload.config.ts): the editors'.
    readVersions: byRoute('compose', 'list-of-articles'),
  },
  hooks: {
    beforeChange: [keepPublication, guardPublication, deriveArticleFields, stampEditor],
    afterChange: [...readStats.afterChange, ...invalidates('articles').afterChange],
    beforeDelete: readStats.beforeDelete,
    afterDelete: invalidates('articles').afterDelete,
  },
  // Every sort Payload runs, as it runs it (it adds createdAt as a tie-breaker): the public list
  // (status, publishedAt), the back-office list (updatedAt, with or without a status) and the
  // sitemap (status, createdAt). Without the tie-breaker in the index, each page sorted every row.
  indexes: [
    { fields: ['status', 'publishedAt', 'createdAt'] },
    { fields: ['status', 'updatedAt', 'createdAt'] },
    { fields: ['updatedAt', 'createdAt'] },
    { fields: ['status', 'createdAt'] },
    // The back-office list filtered by author (alone, or with a category): a seek to the author's
    // newest edits, where the planner walked every article by (status, updatedAt) (issue #46, item 3).
    { fields: ['author', 'updatedAt', 'createdAt'] },
    // An author's public page: their newest published articles and how many (issue #46, item 3:
    // at 100k the page took 1.66x its time at 1k, sorting and counting through the author index).
    { fields: ['author', 'status', 'publishedAt', 'createdAt'] },
  ],
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, unique: true, maxLength: 160, validate: uniqueTitle, hooks: perLanguage },
    // Each language's own address (/post/{slug}/{id}); unique within its language.
    { name: 'slug', type: 'text', localized: true, unique: true, index: true, hooks: perLanguage, admin: { position: 'sidebar', readOnly: true } },
    { name: 'excerpt', type: 'textarea', localized: true, maxLength: 400, hooks: perLanguage },
    {
      name: 'content',
      type: 'richText',
      localized: true,
      required: true,
      // References read populated and sent back are saved as ids, whatever the door.
      hooks: { ...perLanguage, beforeValidate: [({ value }) => unpopulatedBody(value)] },
    },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    // The cover's text alternative in each language (the media's own alt is one language, and
    // often written before the article was): what the site's <img alt> says (issue #30).
    {
      name: 'imageAlt',
      type: 'text',
      localized: true,
      maxLength: ARTICLE_IMAGE_ALT_MAX,
      hooks: perLanguage,
      label: panelText('admin.articles.coverAlt'),
      admin: { description: panelText('admin.articles.coverAltHint') },
    },
    { name: 'categories', type: 'relationship', relationTo: 'categories', hasMany: true, required: true, minRows: 1 },
    { name: 'tags', type: 'relationship', relationTo: 'tags', hasMany: true },
    { name: 'author', type: 'relationship', relationTo: 'users', required: true, admin: { position: 'sidebar' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      enumName: 'enum_articles_publication_status',
      options: selectOptions(ARTICLE_STATUSES),
      admin: { position: 'sidebar' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      // Read when the article becomes published (now, or by the scheduler): services/newsletter/onPublish.ts.
      name: 'sendToSubscribers',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
    {
      // The language it was written in (issue #44, item 4): an imported English blog's pt-BR text,
      // the one every other language falls back to, is English, and the site marks it so.
      name: 'language',
      type: 'select',
      defaultValue: DEFAULT_CONTENT_LOCALE,
      options: CONTENT_LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] })),
      label: panelText('admin.articles.originalLanguage'),
      admin: { position: 'sidebar', description: panelText('admin.articles.originalLanguageHint') },
    },
    // The last review's note to the writer (issue #45, item 4): written by the `return` action only, cleared when it goes live.
    { name: 'reviewNote', type: 'textarea', maxLength: REVIEW_NOTE_MAX, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'reviewedBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true, position: 'sidebar' } },
    { name: 'reviewedAt', type: 'date', admin: { readOnly: true, position: 'sidebar' } },
    { name: 'readTime', type: 'number', localized: true, hooks: perLanguage, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'searchText', type: 'textarea', admin: { hidden: true } },
    // Who saved last: each version keeps it, so the history says who made every save.
    { name: 'editedBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true, position: 'sidebar' } },
  ],
})
