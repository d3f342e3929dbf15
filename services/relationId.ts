import type { Payload } from 'payload'

/**
 * The generated types carry the SQL adapters' numeric ids (payload-types.ts is generated
 * against SQLite). The contract hands ids over as numbers on SQL and as ObjectId strings on
 * MongoDB, which Payload accepts there; this is the one place that bridges the two.
 */
export const relationId = (id: number | string): number => id as number

/** A record's `image` as the Local API takes it; left out when the caller did not send one. */
export const withImage = <T extends { image?: number | string | null }>({ image, ...rest }: T) =>
  image === undefined ? rest : { ...rest, image: image === null ? null : relationId(image) }

/** The id of a relation whether Payload populated it (an object) or not (the id itself). */
export const refId = (ref: unknown): number | string | null =>
  ref && typeof ref === 'object' ? (ref as { id: number | string }).id : ((ref as number | string | null | undefined) ?? null)

/**
 * An id from a list filter as the database can compare it. The contract accepts both id forms
 * (SQL's integers, MongoDB's 24-hex ObjectIds); on SQL a 24-hex id can match no row, so it
 * becomes 0, which matches none, instead of the NaN Payload made of it, which the driver refused
 * with a 500 (issue #29).
 */
export const filterId = (payload: Payload, id: string): string | number => (payload.db.name !== 'mongoose' && !/^\d+$/.test(id) ? 0 : id)
