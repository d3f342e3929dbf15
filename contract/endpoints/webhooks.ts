import { z } from 'zod'
import * as W from '../webhooks'
import { defineRoutes } from '../route'
import { idParams } from './params'

const access = { routes: ['security-center'], products: ['webhooks'] } as const

/** Webhooks (security center): endpoints, their deliveries, redelivery. */
export const webhookRoutes = defineRoutes({
  webhooksList: {
    method: 'get',
    path: '/webhooks/endpoints',
    tag: 'webhooks',
    summary: 'The registered endpoints (never their secrets), newest first; a disabled one says since when',
    access,
    response: z.array(W.webhookEndpoint),
  },
  webhookCreate: {
    method: 'post',
    path: '/webhooks/endpoints',
    tag: 'webhooks',
    summary:
      'Registers an endpoint for events; the only answer with its signing secret. Deliveries follow Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature); the URL must reach a public address',
    access,
    body: W.webhookEndpointBody,
    status: 201,
    response: W.webhookEndpointWithSecret,
  },
  webhookUpdate: {
    method: 'put',
    path: '/webhooks/endpoints/:id',
    tag: 'webhooks',
    summary: 'Edits the URL, events or description; `status: active` re-enables a disabled endpoint',
    access,
    params: idParams,
    body: W.webhookEndpointUpdateBody,
    response: W.webhookEndpoint,
  },
  webhookDelete: {
    method: 'delete',
    path: '/webhooks/endpoints/:id',
    tag: 'webhooks',
    summary: 'Deletes an endpoint and its deliveries',
    access,
    params: idParams,
    response: z.null(),
  },
  webhookDeliveries: {
    method: 'get',
    path: '/webhooks/endpoints/:id/deliveries',
    tag: 'webhooks',
    summary: "An endpoint's deliveries, newest first: event, status, tries, last status code and duration",
    access,
    params: idParams,
    query: W.deliveriesQuery,
    response: z.array(W.webhookDelivery),
    paged: true,
  },
  webhookRedeliver: {
    method: 'post',
    path: '/webhooks/deliveries/:id/redeliver',
    tag: 'webhooks',
    summary: 'Sends a delivery again, as a new series of tries (same webhook-id)',
    access,
    params: idParams,
    status: 202,
    response: W.webhookDelivery,
  },
})
