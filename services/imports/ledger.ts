import type { Payload, PayloadRequest } from 'payload'
import type { ImportedKind } from '../../domain/imports'

/** What an item of an old blog became here (collections/ImportedItems.ts), or null when it was never imported. */
export async function importedTarget(payload: Payload, source: string, req?: PayloadRequest): Promise<number | string | null> {
  const { docs } = await payload.find({
    collection: 'imported-items',
    where: { source: { equals: source } },
    select: { target: true },
    limit: 1,
    pagination: false, // one row by its unique key
    depth: 0,
    overrideAccess: true,
    req,
  })
  const target = docs[0]?.target
  return target === undefined ? null : /^\d+$/.test(target) ? Number(target) : target
}

/** Records what an item became, in the transaction that made it: both are kept, or neither. */
export async function rememberImported(req: PayloadRequest, source: string, kind: ImportedKind, target: number | string): Promise<void> {
  await req.payload.create({ collection: 'imported-items', data: { source, kind, target: String(target) }, overrideAccess: true, depth: 0, req })
}
