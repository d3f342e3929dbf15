import type { Request } from 'express'
import { jwtVerify } from 'jose'
import type { Payload } from 'payload'
import { isExpiredJwt, knownTokenClaims, looksLikeIntegratorToken, verifyIntegratorToken, type IntegratorClaims } from '../../services/credentials/tokens'
import { credentialState, keptCredentialState, type CredentialState } from '../../services/credentials/tokenCheck'
import type { UserDoc } from '../../services/users/types'
import { HttpError, unauthorized } from './HttpError'

export type { UserDoc }

export type Principal =
  { kind: 'anonymous' } | { kind: 'user'; user: UserDoc; token: string } | { kind: 'integrator'; credentialId: string; products: string[]; name: string | null }

/** The bearer token of a request's Authorization header (also `JWT <token>`, as Payload writes it). */
export const bearer = (req: Pick<Request, 'headers'>): string | null => {
  const header = req.headers.authorization
  if (typeof header !== 'string') return null
  const match = /^(?:Bearer|JWT)\s+(\S+)$/i.exec(header.trim())
  return match?.[1] ?? null
}

/**
 * Who is calling: nobody, a staff user (Payload session token, checked against its
 * session so logout revokes it at once) or an integrator (our short-lived token, checked
 * against its credential on every call so deactivation or regeneration bites at once).
 */
export async function resolvePrincipal(payload: Payload, req: Pick<Request, 'headers'>): Promise<Principal> {
  const token = bearer(req)
  if (!token) {
    if (req.headers.authorization) throw unauthorized()
    return { kind: 'anonymous' }
  }
  if (looksLikeIntegratorToken(token)) return integrator(payload, token)
  return staff(payload, token)
}

/** A staff session token (from the bearer header, or the panels' cookie: gateway/http/panelSession.ts). */
export async function staff(payload: Payload, token: string): Promise<Principal & { kind: 'user' }> {
  const headers = new Headers({ authorization: `JWT ${token}` })
  const { user } = await payload.auth({ headers }).catch(() => ({ user: null }))
  if (!user || user.collection !== 'users') {
    // Payload's strategy answers "nobody" for any failure, a database error too: a token that is
    // valid on its face is looked up again, so a busy or lost database answers 503, never a sign-out.
    await sessionLookup(payload, token)
    throw unauthorized(isExpiredJwt(token) ? 'expiredToken' : 'unauthorized')
  }
  const doc = user as unknown as UserDoc
  if (doc.status === 'blocked') throw new HttpError(401, 'ACCOUNT_BLOCKED', 'accountBlocked')
  if (doc.status === 'inactive') throw new HttpError(401, 'ACCOUNT_INACTIVE', 'accountInactive')
  return { kind: 'user', user: doc, token }
}

/**
 * The user a signed, unexpired session token names, read without catching: a database that
 * cannot answer throws (the gateway answers 503). Only called once Payload has refused the token.
 */
async function sessionLookup(payload: Payload, token: string): Promise<void> {
  const claims = await jwtVerify(token, new TextEncoder().encode(payload.secret)).then(
    (verified) => verified.payload,
    () => null,
  )
  if (!claims || claims.collection !== 'users' || (typeof claims.id !== 'number' && typeof claims.id !== 'string')) return
  await payload.db.findOne({ collection: 'users', where: { id: { equals: claims.id } } })
}

async function integrator(payload: Payload, token: string): Promise<Principal> {
  const verified = await verifyIntegratorToken(payload, token)
  if (!verified.ok) throw unauthorized(verified.expired ? 'expiredToken' : 'unauthorized')
  const { claims } = verified
  const credential = await credentialState(payload, claims.credentialId).catch(() => null)
  if (!credential || !admits(credential, claims)) throw unauthorized('credentialInactive')
  return integratorPrincipal(payload, credential, claims)
}

/**
 * The same check with nothing to wait for: the token's signature already checked here and its
 * credential's state kept. Undefined when anything is missing or refused: resolvePrincipal then
 * decides, and words the refusal (the kept answers ahead of Express, gateway/http/storedAnswers.ts,
 * answer an integrator without a single promise this way).
 */
export function keptIntegrator(payload: Payload, token: string): (Principal & { kind: 'integrator' }) | undefined {
  const claims = knownTokenClaims(payload, token)
  const credential = claims && keptCredentialState(payload, claims.credentialId)
  if (!claims || !credential || !admits(credential, claims)) return undefined
  return integratorPrincipal(payload, credential, claims)
}

/** The credential is active, unexpired and still the one (and the secret's generation) the token names. */
function admits(credential: CredentialState, claims: IntegratorClaims): boolean {
  const expired = credential.expiresAtMs != null && credential.expiresAtMs <= Date.now()
  return credential.accessKey === claims.accessKey && credential.status === 'active' && !expired && credential.generation === claims.generation
}

function integratorPrincipal(payload: Payload, credential: CredentialState, claims: IntegratorClaims): Principal & { kind: 'integrator' } {
  // Products narrowed since the token was issued apply at once: a token may do what both allow.
  const products = claims.products.filter((p) => credential.products.includes(p))
  touchLastUse(payload, credential)
  return { kind: 'integrator', credentialId: claims.credentialId, products, name: credential.description }
}

/** How stale a credential's "last use" may get: its calls write it at most once a minute. */
const LAST_USE_EVERY_MS = 60_000

/**
 * Each call with a credential's token is a use the security center shows; written beside the call,
 * never in its way. A use is not an edit: the credential's updatedAt stays (null tells both
 * adapters to leave it), so a refused call changes nothing anyone edits.
 */
function touchLastUse(payload: Payload, credential: CredentialState) {
  const now = Date.now()
  if (credential.lastUsedAtMs !== null && now - credential.lastUsedAtMs < LAST_USE_EVERY_MS) return
  // The kept state is not dropped for a use (no hook runs): it carries the use itself.
  credential.lastUsedAtMs = now
  void payload.db
    .updateOne({ collection: 'credentials', id: credential.id, data: { lastUsedAt: new Date(now).toISOString(), updatedAt: null } })
    .catch((err: unknown) => payload.logger.warn({ err }, 'credential last use not written'))
}
