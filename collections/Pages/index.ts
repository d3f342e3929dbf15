import type { CollectionConfig } from 'payload'
import { byRoute, routeOrWhere } from '../../access/predicates'
import { PAGE_PREVIEW_PATH, PAGE_SLUG_MAX } from '../../domain/pages'
import { DEFAULT_CONTENT_LOCALE } from '../../domain/contentLocales'
import { invalidates } from '../hooks/invalidates'
import { panelText } from '../fields/panelText'
import { PAGE_BLOCK_CONFIGS } from './blocks'
import { derivePath } from './hooks/derivePath'
import { notePublishedChange, rememberPublished } from './hooks/publishedChange'

/** What anonymous visitors (and staff without the Pages route) may read. */
const PUBLISHED = { _status: { equals: 'published' } } as const

const previewUrl = (id: unknown, locale?: string) => `${PAGE_PREVIEW_PATH}/${String(id)}${locale && locale !== DEFAULT_CONTENT_LOCALE ? `?lang=${locale}` : ''}`

/**
 * Pages staff build from blocks (issue #43, item 2): "About us", "Careers", a campaign. Payload's
 * drafts give them what the /cms block editor expects: autosave, scheduled publishing, the
 * history with its diff and restore, and Live Preview of the draft at the page's own look.
 * Every text is written per language (pt-BR the source, the others falling back to it).
 */
export const Pages = (versionsKept: number): CollectionConfig => ({
  slug: 'pages',
  labels: { singular: panelText('admin.pages.singular'), plural: panelText('admin.pages.plural') },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'updatedAt'],
    preview: (doc, { locale }) => previewUrl(doc.id, locale),
    livePreview: { url: ({ data, locale }) => previewUrl(data?.id, locale?.code) },
  },
  defaultSort: 'path',
  versions: {
    // At least a working history when VERSIONS_PER_DOCUMENT is 0: drafts need their versions.
    maxPerDoc: Math.max(versionsKept, 10),
    drafts: { autosave: { interval: 2000 }, schedulePublish: true },
  },
  access: {
    read: routeOrWhere(PUBLISHED, 'pages'),
    create: byRoute('pages'),
    update: byRoute('pages'),
    delete: byRoute('pages'),
    readVersions: byRoute('pages'),
  },
  hooks: {
    beforeChange: [rememberPublished, derivePath],
    afterChange: [notePublishedChange],
    afterDelete: invalidates('pages').afterDelete,
  },
  indexes: [{ fields: ['_status', 'updatedAt'] }],
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, maxLength: 160, label: panelText('admin.pages.fields.title') },
    {
      name: 'slug',
      type: 'text',
      required: true,
      maxLength: PAGE_SLUG_MAX,
      label: panelText('admin.pages.fields.slug'),
      admin: { position: 'sidebar', description: panelText('admin.pages.slugHint') },
    },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'pages',
      label: panelText('admin.pages.fields.parent'),
      admin: { position: 'sidebar' },
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
    },
    // Parents' slugs and its own: the public address, found with one indexed read.
    { name: 'path', type: 'text', unique: true, index: true, admin: { position: 'sidebar', readOnly: true } },
    { name: 'layout', type: 'blocks', blocks: PAGE_BLOCK_CONFIGS, label: panelText('admin.pages.fields.layout') },
    {
      name: 'seo',
      type: 'group',
      label: panelText('admin.pages.fields.seo'),
      fields: [
        { name: 'title', type: 'text', localized: true, maxLength: 70, label: panelText('admin.pages.fields.seoTitle') },
        { name: 'description', type: 'textarea', localized: true, maxLength: 200, label: panelText('admin.pages.fields.seoDescription') },
        { name: 'image', type: 'upload', relationTo: 'media', label: panelText('admin.pages.fields.seoImage') },
        { name: 'noindex', type: 'checkbox', defaultValue: false, label: panelText('admin.pages.fields.noindex') },
      ],
    },
  ],
})
