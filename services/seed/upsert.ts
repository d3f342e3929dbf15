import type { CollectionSlug, Payload, Where } from 'payload'

/**
 * Finds a document by its natural key or creates it. Every seed step goes through here, so a
 * start interrupted half-way simply resumes on the next start without duplicates.
 */
export async function findOrCreate<T extends { id: number | string }>(
  payload: Payload,
  collection: CollectionSlug,
  where: Where,
  create: () => Promise<T>,
): Promise<T> {
  const { docs } = await payload.find({ collection, where, limit: 1, depth: 0, overrideAccess: true })
  if (docs[0]) return docs[0] as unknown as T
  return create()
}
