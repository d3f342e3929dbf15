import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { isIP, type LookupFunction } from 'node:net'
import ipaddr from 'ipaddr.js'

/**
 * Where a webhook may be sent: http(s) to a public address only. Loopback, private, link-local
 * (169.254.169.254, the clouds' metadata service), carrier-grade NAT, unique-local, multicast,
 * reserved and unspecified addresses are refused, when the endpoint is saved and again at each
 * delivery, on the addresses the connection is actually made to (no DNS rebinding in between).
 * `allowLoopback` is for the test suite's receiver on 127.0.0.1 (WEBHOOKS_ALLOW_LOOPBACK).
 */
export type DestinationRules = { allowLoopback: boolean }

const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3')

/** Why an address is refused, or null when it is a public one. */
export function refusedAddress(address: string, rules: DestinationRules): string | null {
  if (!ipaddr.isValid(address)) return 'invalid'
  const parsed = ipaddr.process(address) // an IPv4-mapped IPv6 address is judged as its IPv4 one
  const range = parsed.range()
  // ipaddr.js calls every IPv6 address it has no name for "unicast", the deprecated
  // IPv4-compatible (::a00:1, which URL parsing makes of [::10.0.0.1]) and site-local (fec0::)
  // ones and NAT64's local-use prefix (64:ff9b:1::/48) included: only global unicast, 2000::/3,
  // is public.
  if (parsed.kind() === 'ipv6' && range === 'unicast' && !parsed.match(GLOBAL_UNICAST)) return 'reserved'
  if (range === 'unicast') return null
  if (range === 'loopback' && rules.allowLoopback) return null
  return range
}

/** The URL's own problems, before any lookup: scheme, credentials, a refused literal address. */
export function refusedUrl(raw: string, rules: DestinationRules): string | null {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return 'invalid'
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'scheme'
  if (url.username || url.password) return 'credentials'
  const host = url.hostname.replace(/^\[|\]$/g, '')
  return isIP(host) ? refusedAddress(host, rules) : null
}

/** Every address a name resolves to must be public (one private answer is enough to refuse). */
export function resolveAllowed(hostname: string, rules: DestinationRules): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      if (error) return reject(Object.assign(new Error(`not resolved: ${hostname}`), { code: 'UNRESOLVED' }))
      const refused = addresses.map((a) => refusedAddress(a.address, rules)).find(Boolean)
      if (refused || !addresses.length) return reject(Object.assign(new Error(`refused address (${refused ?? 'none'})`), { code: 'REFUSED_ADDRESS' }))
      resolve(addresses)
    })
  })
}

/** A checked destination: the URL and the name's addresses, all public. */
export async function checkDestination(raw: string, rules: DestinationRules) {
  const problem = refusedUrl(raw, rules)
  if (problem) throw Object.assign(new Error(`refused url (${problem})`), { code: 'REFUSED_URL' })
  const host = new URL(raw).hostname.replace(/^\[|\]$/g, '')
  return isIP(host) ? [{ address: host, family: isIP(host) }] : resolveAllowed(host, rules)
}

/**
 * The `lookup` an outgoing request uses: it resolves the name at connection time and hands the
 * socket only an address that passed the rules.
 */
export const guardedLookup =
  (rules: DestinationRules): LookupFunction =>
  (hostname, options, callback) => {
    const wantsAll = Boolean(options?.all)
    resolveAllowed(hostname, rules).then(
      (addresses) => (wantsAll ? callback(null, addresses) : callback(null, addresses[0]!.address, addresses[0]!.family)),
      (error: Error) => callback(error, ''),
    )
  }
