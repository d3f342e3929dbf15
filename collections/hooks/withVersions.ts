import type { CollectionConfig, GlobalConfig } from 'payload'

/**
 * The collection with its history kept: every save stores a version (the whole document, every
 * language), the oldest pruned past `max` (VERSIONS_PER_DOCUMENT). Payload's versions view in
 * /cms shows them; the back-office reads an article's through services/articles/history.ts.
 */
export const collectionVersions = (config: CollectionConfig, max: number): CollectionConfig => ({ ...config, versions: { maxPerDoc: max } })

/** The global with its history kept, as collectionVersions. */
export const globalVersions = (config: GlobalConfig, max: number): GlobalConfig => ({ ...config, versions: { max } })
