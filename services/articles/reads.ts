import { createHash, createHmac } from 'node:crypto'
import type { Payload } from 'payload'
import { notFound } from '../errors'
import { filterId } from '../relationId'
import { dayOf, readStats } from '../readStats'

/**
 * Counts a read once per visitor, article and day without a cookie: the visitor is a hash
 * of address and browser salted with a key that changes every day, so yesterday's hashes
 * cannot be linked to today's and nothing identifies a person. The read event and every
 * rollup it feeds are written in one transaction by the read-statistics store.
 */
export async function countRead(payload: Payload, articleId: string, address: string, userAgent: string): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'articles',
    where: { id: { equals: filterId(payload, articleId) } },
    limit: 1,
    depth: 0,
    select: {},
    overrideAccess: false,
  })
  if (!docs[0]) throw notFound()
  const day = dayOf(new Date())
  const salt = createHmac('sha256', payload.secret).update(`reads:${day}`).digest()
  const visitor = createHash('sha256').update(salt).update(`${address}|${userAgent}`).digest('hex').slice(0, 32)
  return readStats(payload).recordRead({ article: docs[0].id, day, visitor, key: `${docs[0].id}:${day}:${visitor}` })
}
