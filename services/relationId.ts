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
