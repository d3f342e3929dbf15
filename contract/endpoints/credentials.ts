import { z } from 'zod'
import * as S from '../settings'
import { activityEntry, activityQuery } from '../activity'
import { defineRoutes } from '../route'
import { idParams } from './params'

/** Integrator credentials (security center). */
export const credentialRoutes = defineRoutes({
  activityList: {
    method: 'get',
    path: '/auth/activity',
    tag: 'credentials',
    summary:
      'The activity log, newest first: who (user or credential), when, from which address, which action on which target, and the fields changed (never a secret)',
    access: { routes: ['security-center'] },
    query: activityQuery,
    response: z.array(activityEntry),
    paged: true,
  },
  credentialsList: {
    method: 'get',
    path: '/auth/credentials',
    tag: 'credentials',
    summary: 'Credentials, paginated, optional search',
    access: { routes: ['security-center'] },
    query: S.credentialsQuery,
    response: z.array(S.credentialAnswer),
    paged: true,
  },
  credentialGet: {
    method: 'get',
    path: '/auth/credentials/:id',
    tag: 'credentials',
    summary: 'One credential (never its secret)',
    access: { routes: ['security-center'] },
    params: idParams,
    response: S.credentialAnswer,
  },
  credentialCreate: {
    method: 'post',
    path: '/auth/credentials/create-credentials-external-token',
    tag: 'credentials',
    summary: 'Creates a credential; the only answer with its secret',
    access: { routes: ['security-center'] },
    body: S.credentialBody,
    status: 201,
    response: S.credentialWithSecret,
  },
  credentialUpdate: {
    method: 'put',
    path: '/auth/credentials/:id/update-credentials-external-token',
    tag: 'credentials',
    summary: 'Edits description, products and expiry',
    access: { routes: ['security-center'] },
    params: idParams,
    body: S.credentialBody,
    response: S.credentialAnswer,
  },
  credentialRegenerate: {
    method: 'put',
    path: '/auth/credentials/:id/regenerate-secret',
    tag: 'credentials',
    summary: 'New secret, old one invalid at once; answers the new secret once',
    access: { routes: ['security-center'] },
    params: idParams,
    response: S.credentialWithSecret,
  },
  credentialStatus: {
    method: 'patch',
    path: '/auth/credentials/:id/status',
    tag: 'credentials',
    summary: 'Activates or deactivates',
    access: { routes: ['security-center'] },
    params: idParams,
    body: S.credentialStatusBody,
    response: S.credentialAnswer,
  },
  credentialDelete: {
    method: 'delete',
    path: '/auth/credentials/:id',
    tag: 'credentials',
    summary: 'Deletes a credential',
    access: { routes: ['security-center'] },
    params: idParams,
    response: z.null(),
  },
  credentialToken: {
    method: 'post',
    path: '/auth/credentials/token',
    tag: 'credentials',
    summary: 'Trades access key and secret for a 15-minute token limited to the products',
    access: { public: true },
    body: S.tokenBody,
    rateLimit: 'token',
    response: S.integratorToken,
  },
})
