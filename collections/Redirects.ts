import type { CollectionConfig } from 'payload'

/** What an old address leads to. */
export const REDIRECT_KINDS = ['article', 'category', 'tag', 'author', 'page', 'route'] as const

/**
 * Addresses the site once had, each leading (301) to what is there now (services/redirects): an
 * article's earlier slugs in each language, a category's or a tag's earlier slug. The target's
 * current address is looked up when asked, so an article retitled twice sends both old addresses
 * straight to the newest, never along a chain. Only the service reads and writes it.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  admin: { hidden: true },
  lockDocuments: false,
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  indexes: [{ fields: ['kind', 'target'] }],
  fields: [
    /**
     * The old address as a visitor asks for it: `/post/{slug}/{id}`, `/blog?category={slug}`, `/blog?tag={slug}`,
     * or an imported blog's (`/2013/01/slug`, `/?p=12`, `/category/x`, `/author/y`: services/redirects/paths.ts).
     */
    { name: 'path', type: 'text', required: true, unique: true, index: true, maxLength: 600 },
    { name: 'kind', type: 'select', required: true, options: [...REDIRECT_KINDS] },
    /**
     * The id of the article, category, tag, author (a user) or page it leads to; for a route, one
     * of this product's own addresses an imported placeholder page stood for (PLACEHOLDER_ROUTES: `/blog`).
     */
    { name: 'target', type: 'text', required: true },
    /** The language of the old slug: the answer leads to the slug of the same language. */
    { name: 'language', type: 'text', maxLength: 10 },
  ],
}
