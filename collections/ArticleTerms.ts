import type { CollectionConfig } from 'payload'
import { internal } from './ReadRollups'

/**
 * One row per published article and each of its categories and tags, with the article's dates,
 * kept by the article hooks (services/articleTerms): a category's or tag's page walks this
 * narrow index newest first and stops at the page, however many articles the term holds.
 * Plain numbers, not relationships: the hooks own these rows, no foreign key needs to.
 */
export const ArticleTerms: CollectionConfig = {
  slug: 'article-terms',
  ...internal,
  fields: [
    { name: 'article', type: 'number', required: true, index: true },
    { name: 'kind', type: 'text', required: true },
    { name: 'term', type: 'number', required: true },
    { name: 'publishedAt', type: 'date' },
    { name: 'articleCreatedAt', type: 'date', required: true },
  ],
  indexes: [{ fields: ['kind', 'term', 'publishedAt', 'articleCreatedAt', 'article'] }],
}
