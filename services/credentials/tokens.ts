import { createSecretKey, type KeyObject } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import { derivedKey } from '../shared/derivedKey'
import { instancePrefix } from '../cache/taggedStore'
import { jwtVerify, SignJWT, decodeJwt } from 'jose'
import type { Payload } from 'payload'

const INTEGRATOR_TOKEN_SECONDS = 15 * 60
const ISSUER = 'corporate-site:integrator'

/**
 * Integrator tokens are signed with a key derived from PAYLOAD_SECRET, never with it directly.
 * Made once per instance: turning the bytes into a key object on every call was a tenth of an
 * integrator call's time (issue #31's profile).
 */
const keys = new WeakMap<Payload, KeyObject>()
const keyFor = (payload: Payload) => {
  let key = keys.get(payload)
  if (!key) keys.set(payload, (key = createSecretKey(derivedKey(payload, 'integrator-tokens'))))
  return key
}

/**
 * What a token names: its credential by id and by access key (a key is never given twice, so a
 * token cannot reach another credential that took the id), the products it was issued with and
 * the secret's generation. The gateway checks each against the stored credential on every call.
 */
export type IntegratorClaims = { credentialId: string; accessKey: string; products: string[]; generation: number }

export async function signIntegratorToken(payload: Payload, claims: IntegratorClaims): Promise<{ token: string; expiresAt: string }> {
  const exp = Math.floor(Date.now() / 1000) + INTEGRATOR_TOKEN_SECONDS
  const token = await new SignJWT({ products: claims.products, gen: claims.generation, ak: claims.accessKey, typ: 'integrator' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setSubject(claims.credentialId)
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(keyFor(payload))
  return { token, expiresAt: new Date(exp * 1000).toISOString() }
}

/** What tokens claimed to be, decoded once each (every integrator call asks twice). */
const claimedKinds = new LRUCache<string, boolean>({ max: 10_000 })

/** True when the bearer token claims to be an integrator token (not yet verified). */
export function looksLikeIntegratorToken(token: string): boolean {
  let integrator = claimedKinds.get(token)
  if (integrator === undefined) {
    try {
      integrator = decodeJwt(token).typ === 'integrator'
    } catch {
      integrator = false
    }
    claimedKinds.set(token, integrator)
  }
  return integrator
}

type VerifyResult = { ok: true; claims: IntegratorClaims } | { ok: false; expired: boolean }

/**
 * Tokens whose signature was checked, with their claims and expiry: a token's signature never
 * stops being valid, so each is verified once per instance and only its expiry is compared
 * after (the HMAC was a quarter of an integrator call's time: issue #31's profile). What the
 * token names is still checked against the credential on every call.
 */
const verifiedTokens = new LRUCache<string, { claims: IntegratorClaims; expiresAtMs: number }>({ max: 10_000 })

/** A token's claims when its signature was already checked here and it has not expired; else undefined (ask verifyIntegratorToken). */
export function knownTokenClaims(payload: Payload, token: string): IntegratorClaims | undefined {
  const known = verifiedTokens.get(instancePrefix(payload) + token)
  return known && Date.now() < known.expiresAtMs ? known.claims : undefined
}

export async function verifyIntegratorToken(payload: Payload, token: string): Promise<VerifyResult> {
  const key = instancePrefix(payload) + token
  const known = verifiedTokens.get(key)
  if (known) return Date.now() < known.expiresAtMs ? { ok: true, claims: known.claims } : { ok: false, expired: true }
  try {
    const { payload: claims } = await jwtVerify(token, keyFor(payload), { issuer: ISSUER, algorithms: ['HS256'] })
    const verified = {
      credentialId: String(claims.sub),
      accessKey: typeof claims.ak === 'string' ? claims.ak : '',
      products: (claims.products as string[]) ?? [],
      generation: Number(claims.gen),
    }
    if (typeof claims.exp === 'number') verifiedTokens.set(key, { claims: verified, expiresAtMs: claims.exp * 1000 })
    return { ok: true, claims: verified }
  } catch (error) {
    return { ok: false, expired: (error as { code?: string }).code === 'ERR_JWT_EXPIRED' }
  }
}

/** Seconds-resolution expiry of any JWT, to tell an expired session from a bad token. */
export function isExpiredJwt(token: string): boolean {
  try {
    const { exp } = decodeJwt(token)
    return typeof exp === 'number' && exp * 1000 < Date.now()
  } catch {
    return false
  }
}
