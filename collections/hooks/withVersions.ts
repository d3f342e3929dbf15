import type { CollectionConfig, GlobalConfig } from 'payload'

/**
 * The collection with its history kept: every save stores a version (the whole document, every
 * language), the oldest pruned past `max` (VERSIONS_PER_DOCUMENT). Payload's versions view in
 * /cms shows them; the back-office reads an article's through services/articles/history.ts.
 * 0 keeps no history (the benchmarks' baseline): Payload's own maxPerDoc 0 would keep every version.
 */
export const collectionVersions = (config: CollectionConfig, max: number): CollectionConfig => (max > 0 ? { ...config, versions: { maxPerDoc: max } } : config)

/** The global with its history kept, as collectionVersions. */
export const globalVersions = (config: GlobalConfig, max: number): GlobalConfig => (max > 0 ? { ...config, versions: { max } } : config)
