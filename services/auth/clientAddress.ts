import type { PayloadRequest } from 'payload'

/** Set by the gateway on requests it hands to Payload; a client cannot supply it (the gateway overwrites it). */
export const CLIENT_ADDRESS_HEADER = 'x-site-client-address'

/**
 * The caller's address, as the gateway saw it: from the Local API call's context, or from
 * the header the gateway set on a /cms-api request. Calls from inside the process have none.
 */
export function clientAddress(req: Pick<PayloadRequest, 'context' | 'headers'>): string {
  const fromContext = req.context?.clientAddress
  if (typeof fromContext === 'string') return fromContext
  return req.headers?.get?.(CLIENT_ADDRESS_HEADER) ?? 'local'
}
