import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'
import http from 'node:http'
import type { RequestHandler } from 'express'
import { buildConfig, getPayload, type Payload } from 'payload'
import { createListener } from '../../gateway/app'
import type { RateLimitOptions } from '../../gateway/http/rateLimits'
import { readEnv } from '../../config/env'
import { appConfig } from '../../payload.config'
import { mailSettled } from '../../services/mail/outbox'
import { newslettersSettled } from '../../services/newsletter/worker'
import { importsSettled } from '../../services/imports/runs'
import { deliveriesSettled, keepDelivering } from '../../services/webhooks/deliveries'
import { ensureRoles } from '../../services/seed/roles'
import { warmMailTemplates } from '../../services/mail/templates/accountMails'
import { makeUser, tokenFor } from './api'
import { createDatabaseWithSchema, createTestDatabase, silencePool, type TestDb } from './database'

export type TestServer = {
  payload: Payload
  db: TestDb
  /** The key Payload caches this instance under (handleEndpoints finds it by it, as /cms-api does). */
  key: string
  url: string
  close: () => Promise<void>
}

/** Boots Payload on a fresh database and serves the gateway over real HTTP on a free port. */
export async function startTestServer(
  options: {
    push?: boolean
    rateLimits?: RateLimitOptions
    fallback?: RequestHandler
    env?: Record<string, string>
    /** Another instance on this server's database (a cluster's second process); its owner drops it. */
    sharing?: TestServer
  } = {},
): Promise<TestServer> {
  const push = options.push ?? true
  // With the schema already there (copied from the suite's template), nothing to push.
  const copied = !options.sharing && push ? await createDatabaseWithSchema() : null
  const db = options.sharing?.db ?? copied ?? (await createTestDatabase())
  // A key per server: Payload caches instances globally, and a test file may boot two.
  const key = options.sharing ? `${db.uri}#${Date.now()}` : db.uri
  const payload = await getPayload({
    config: buildConfig(
      // A second instance on a database that has its schema pushes nothing either: drizzle-kit's reading of
      // the whole schema (a query per table, some 70 more tables with the forms) once timed out
      // connecting to PostgreSQL on CI's busy cores.
      await appConfig({
        databaseUri: db.uri,
        push: push && !copied && !options.sharing,
        ...(options.env ? { env: readEnv({ ...process.env, ...options.env }) } : {}),
      }),
    ),
    key,
  })
  await warmMailTemplates() // steady-state timings: see warmMailTemplates
  const stopDelivering = keepDelivering(payload, { allowLoopback: options.env?.WEBHOOKS_ALLOW_LOOPBACK === 'true' }, 1000)
  const server: http.Server = await new Promise((resolve) => {
    const s = http
      .createServer(createListener({ payload, rateLimits: options.rateLimits, fallback: options.fallback }))
      .listen(0, '127.0.0.1', () => resolve(s))
  })
  const { port } = server.address() as AddressInfo
  return {
    payload,
    db,
    key,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await newslettersSettled(payload)
      await importsSettled(payload)
      await mailSettled(payload)
      stopDelivering()
      await deliveriesSettled(payload)
      await payload.destroy()
      silencePool(payload) // the forced drop cuts the client it keeps
      if (!options.sharing) await db.drop()
    },
  }
}

/** A test server with the roles seeded and one admin signed in (chief@example.com). */
export async function startWithAdmin(): Promise<{ server: TestServer; adminToken: string }> {
  const server = await startTestServer()
  await ensureRoles(server.payload)
  await makeUser(server.payload, 'chief', [], 'admin')
  return { server, adminToken: await tokenFor(server, 'chief@example.com') }
}

/** A suite's server with one admin: booted before its tests, closed after. Read its fields inside tests. */
export function adminServerForSuite(): { server: TestServer; adminToken: string } {
  const suite = {} as { server: TestServer; adminToken: string }
  beforeAll(async () => void Object.assign(suite, await startWithAdmin()))
  afterAll(async () => suite.server?.close())
  return suite
}

/** The demo's administrator, as README's first start creates it. */
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'Admin@12345' }

/** A suite's server with the demo content and its administrator signed in: booted before its tests, closed after. */
export function demoServerForSuite(): { server: TestServer; adminToken: string } {
  const suite = {} as { server: TestServer; adminToken: string }
  beforeAll(async () => {
    const server = await startTestServer()
    await ensureRoles(server.payload)
    const { seedDemoContent } = await import('../../services/seed')
    await seedDemoContent(server.payload, { adminEmail: DEMO_ADMIN.email, adminPassword: DEMO_ADMIN.password })
    Object.assign(suite, { server, adminToken: await tokenFor(server, DEMO_ADMIN.email, DEMO_ADMIN.password) })
  })
  afterAll(async () => suite.server?.close())
  return suite
}
