import { beginTransaction as beginDrizzleTransaction } from '@payloadcms/drizzle'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'
import type { UserDoc } from './users/types'

/**
 * Runs several Local API calls as one unit: every call given `req` joins the transaction,
 * and a failure anywhere rolls all of them back (an article save that creates tags, then
 * the article, then changes its status leaves nothing half-done).
 */
export async function inTransaction<T>(payload: Payload, user: UserDoc | null, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq(user ? { user: { ...user, collection: 'users' } } : {}, payload)
  let owned = await initTransaction(req)
  if (!owned && !(await req.transactionID) && payload.db.name === 'sqlite') {
    // Payload's SQLite adapter runs each call on its own by default (no transactionOptions);
    // a multi-step write opens a transaction itself, on the adapter's own session table.
    req.transactionID = (await beginDrizzleTransaction.call(payload.db)) ?? undefined
    owned = Boolean(req.transactionID)
  }
  try {
    const result = await work(req)
    if (owned) await commitTransaction(req)
    return result
  } catch (error) {
    if (owned) await killTransaction(req)
    throw error
  }
}
