import type { Payload } from 'payload'
import type { PageCursor } from '../../contract/common'
import type { Media } from '../../payload-types'
import { asUser } from '../caller'
import { countedOr, keyset, keysetMeta } from '../keyset'
import type { UserDoc } from '../users/types'

const ORDER = ['createdAt']

/** A library entry: the URL the body shows (the card size, else the original) and a thumbnail for the grid. */
function toItem(doc: Pick<Media, 'id' | 'alt' | 'url' | 'width' | 'height' | 'createdAt' | 'sizes'>) {
  const url = doc.sizes?.card?.url ?? doc.url ?? ''
  return {
    id: doc.id,
    url,
    thumbnailUrl: doc.sizes?.thumbnail?.url ?? url,
    alt: doc.alt,
    width: doc.sizes?.card?.width ?? doc.width ?? null,
    height: doc.sizes?.card?.height ?? doc.height ?? null,
    createdAt: doc.createdAt,
  }
}

/**
 * One page of the images already uploaded, newest first (issue #45, item 2: the editor places
 * one in a body without uploading it again). Keyset paging on createdAt, so the hundredth page
 * costs what the first does; the media collection's own read access applies.
 */
export async function mediaLibrary(payload: Payload, user: UserDoc, q: { page: number; limit: number; cursor?: PageCursor }) {
  const ks = keyset(ORDER, q.cursor)
  const result = await payload.find({
    collection: 'media',
    where: ks.where,
    sort: ks.sort,
    page: q.cursor ? 1 : q.page,
    limit: q.limit,
    pagination: ks.counts, // a cursor carries the total: nothing to count
    depth: 0,
    ...asUser(user),
  })
  return { data: result.docs.filter((doc) => doc.url).map(toItem), meta: keysetMeta(ORDER, result.docs, q, countedOr(ks, result.totalDocs)) }
}
