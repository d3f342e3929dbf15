import type { CollectionConfig } from 'payload'
import { byRoute } from '../access/predicates'

/**
 * Rollups of `article-reads`, written only by the read-statistics service (raw upserts in the
 * same transaction as the read row), so that popular articles and the dashboard read a few
 * hundred rows instead of every read event. Nobody writes them through the API.
 */
export const internal = {
  admin: { hidden: true },
  timestamps: false,
  lockDocuments: false, // nobody edits them in a panel (and no column per rollup in the locks table)
  access: { read: byRoute('dashboard'), create: () => false, update: () => false, delete: () => false },
} as const

/** Reads of one article on one day. */
export const ArticleReadDays: CollectionConfig = {
  slug: 'article-read-days',
  ...internal,
  fields: [
    { name: 'article', type: 'relationship', relationTo: 'articles', required: true },
    { name: 'day', type: 'text', required: true, index: true },
    { name: 'reads', type: 'number', required: true, defaultValue: 0 },
  ],
  indexes: [{ fields: ['article', 'day'], unique: true }],
}

/** Reads of the whole site on one day: the dashboard's chart and totals. */
export const ReadDays: CollectionConfig = {
  slug: 'read-days',
  ...internal,
  fields: [
    { name: 'day', type: 'text', required: true, unique: true },
    { name: 'reads', type: 'number', required: true, defaultValue: 0 },
  ],
}

/**
 * One row per article ever read: reads in the sliding windows of the popular list (the day
 * that leaves a window is subtracted once, see services/readStats), the last day it was read
 * (the dashboard's unread articles) and whether it is published (kept by the article hooks),
 * so both questions are answered from an index.
 */
export const ArticleReadTotals: CollectionConfig = {
  slug: 'article-read-totals',
  ...internal,
  fields: [
    { name: 'article', type: 'relationship', relationTo: 'articles', required: true, unique: true },
    { name: 'published', type: 'checkbox', required: true, defaultValue: false },
    { name: 'lastReadDay', type: 'text', required: true },
    { name: 'readsWeek', type: 'number', required: true, defaultValue: 0 },
    { name: 'readsMonth', type: 'number', required: true, defaultValue: 0 },
    { name: 'readsQuarter', type: 'number', required: true, defaultValue: 0 },
    { name: 'readsYear', type: 'number', required: true, defaultValue: 0 },
  ],
  indexes: [
    { fields: ['published', 'lastReadDay'] },
    { fields: ['published', 'readsWeek'] },
    { fields: ['published', 'readsMonth'] },
    { fields: ['published', 'readsQuarter'] },
    { fields: ['published', 'readsYear'] },
  ],
}

/** The day through which the windows of `article-read-totals` are rolled (one row). */
export const ReadWindowState: CollectionConfig = {
  slug: 'read-window-state',
  ...internal,
  fields: [
    { name: 'name', type: 'text', required: true, unique: true },
    { name: 'day', type: 'text', required: true },
  ],
}

/**
 * Counts kept by the writes that change them, in the same transaction (services/counters):
 * published articles in all, per category and per tag, articles created per day, and published
 * articles by the day they were last read. List totals and the dashboard read a few of these
 * rows instead of counting articles.
 */
export const Counters: CollectionConfig = {
  slug: 'counters',
  ...internal,
  fields: [
    { name: 'name', type: 'text', required: true, unique: true },
    { name: 'value', type: 'number', required: true, defaultValue: 0 },
  ],
}
