import type { CollectionSlug, Payload, PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'

/**
 * Creates a row some of whose required fields the collection's own hooks fill (a slug, a unique
 * key, a full name): the generated types ask for them in `data`, and the import writes what the
 * old blog had. This is the one place that says the hooks fill the rest.
 */
export function createFilledByHooks<S extends CollectionSlug>(
  payload: Payload,
  collection: S,
  data: Partial<RequiredDataFromCollectionSlug<S>>,
  options: { req?: PayloadRequest; disableVerificationEmail?: boolean; context?: Record<string, unknown> } = {},
) {
  return payload.create({ collection, data: data as RequiredDataFromCollectionSlug<S>, overrideAccess: true, depth: 0, ...options })
}
