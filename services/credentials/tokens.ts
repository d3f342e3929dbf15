import { derivedKey } from '../shared/derivedKey'
import { jwtVerify, SignJWT, decodeJwt } from 'jose'
import type { Payload } from 'payload'

const INTEGRATOR_TOKEN_SECONDS = 15 * 60
const ISSUER = 'corporate-site:integrator'

/** Integrator tokens are signed with a key derived from PAYLOAD_SECRET, never with it directly. */
const keyFor = (payload: Payload) => derivedKey(payload, 'integrator-tokens')

/**
 * What a token names: its credential by id and by access key (a key is never given twice, so a
 * token cannot reach another credential that took the id), the products it was issued with and
 * the secret's generation. The gateway checks each against the stored credential on every call.
 */
type IntegratorClaims = { credentialId: string; accessKey: string; products: string[]; generation: number }

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

/** True when the bearer token claims to be an integrator token (not yet verified). */
export function looksLikeIntegratorToken(token: string): boolean {
  try {
    return decodeJwt(token).typ === 'integrator'
  } catch {
    return false
  }
}

type VerifyResult = { ok: true; claims: IntegratorClaims } | { ok: false; expired: boolean }

export async function verifyIntegratorToken(payload: Payload, token: string): Promise<VerifyResult> {
  try {
    const { payload: claims } = await jwtVerify(token, keyFor(payload), { issuer: ISSUER, algorithms: ['HS256'] })
    return {
      ok: true,
      claims: {
        credentialId: String(claims.sub),
        accessKey: typeof claims.ak === 'string' ? claims.ak : '',
        products: (claims.products as string[]) ?? [],
        generation: Number(claims.gen),
      },
    }
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
