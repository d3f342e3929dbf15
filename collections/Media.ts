import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone, byRoute } from '../access/predicates'
import { invalidates } from './hooks/invalidates'

/**
 * Uploaded images. Public read: every image on the site (article covers, author photos,
 * category images, the company logo) must load for anonymous visitors.
 */
const mediaDir = () => path.resolve(process.env.DATA_DIR ?? './data', 'media')

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { useAsTitle: 'alt' },
  access: {
    read: anyone,
    create: ({ req }) => req.user?.collection === 'users' && req.user.status === 'active',
    update: byRoute('compose', 'list-of-categories', 'users'),
    delete: byRoute('list-of-articles', 'list-of-categories', 'users'),
  },
  hooks: invalidates('media', 'articles', 'authors', 'categories', 'company'),
  upload: {
    staticDir: mediaDir(),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'],
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 320, height: 240, position: 'centre', formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'card', width: 768, height: 432, position: 'centre', formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'hero', width: 1600, height: 900, position: 'centre', formatOptions: { format: 'webp', options: { quality: 80 } } },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    { name: 'alt', type: 'text', required: true, maxLength: 200 },
    // The storage plugin's object key (config/mediaStorage.ts), declared here so the schema is
    // the same with media on disk or on S3.
    { name: '_objectKey', type: 'text', admin: { hidden: true, readOnly: true } },
  ],
}
