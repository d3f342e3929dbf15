import type { CollectionSlug, Payload } from 'payload'
import type { ContentLocale } from '../../domain/contentLocales'

const sys = { overrideAccess: true } as const // the seed is a documented system write

/** Writes a document's texts in each other language it has a translation for (the seed's demo translations). */
export async function translateDoc<T extends Record<string, unknown>>(
  payload: Payload,
  collection: CollectionSlug,
  id: number | string,
  translations: Partial<Record<ContentLocale, T>> | undefined,
): Promise<void> {
  for (const [locale, data] of Object.entries(translations ?? {}) as [ContentLocale, T][]) {
    await payload.update({ collection, id, locale, data, depth: 0, ...sys })
  }
}
