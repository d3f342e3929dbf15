import { existsSync } from 'node:fs'
import path from 'node:path'
import { getPayload, type Payload } from 'payload'
import config from '../payload.config'
import { adminPasswordProblem } from '../config/adminPassword'
import { ConfigError, type Env } from '../config/env'
import { MAIL_QUEUE, keepSendingMail } from '../services/mail/outbox'
import { reclaimAtStart } from '../services/jobs/lease'
import { keepSendingNewsletters } from '../services/newsletter/worker'
import { keepImporting } from '../services/imports/runs'
import { WEBHOOK_QUEUE, keepDelivering } from '../services/webhooks/deliveries'
import { seedDemoContent } from '../services/seed'
import { ensureRoles } from '../services/seed/roles'
import { ensureNavigation } from '../services/navigation/seed'
import { ensureLegalPages } from '../services/pages/legal'
import { ensureProductPage } from '../services/pages/productPage'
import { ensureFirstAdmin } from '../services/seed/admin'
import { shareWithSite } from '../services/site/reads'

/** Boots Payload once, with the jobs runner on (scheduled publishing), then seeds if asked. */
export async function bootPayload(env: Env): Promise<Payload> {
  const payload = await getPayload({ config, cron: true })
  shareWithSite(payload)
  await ensureRoles(payload)
  // Today's header and footer links become the menus staff edit, once (issue #43, item 4).
  await ensureNavigation(payload)
  // Privacy, terms and cookies become pages staff edit, seeded from today's texts (issue #43, item 3).
  await ensureLegalPages(payload)
  // So does the product landing page, as blocks marketing changes.
  await ensureProductPage(payload)
  const { totalDocs: users } = await payload.count({ collection: 'users', overrideAccess: true })
  if (env.SEED_DEMO === 'true') {
    const problem = users === 0 ? adminPasswordProblem(env) : null
    if (problem) throw new ConfigError(problem)
    await seedDemoContent(payload, {
      adminEmail: env.SEED_ADMIN_EMAIL,
      adminPassword: env.SEED_ADMIN_PASSWORD,
    })
  } else if (users === 0) {
    // A clean start (issue #43, item 1): the administrator the operator named, and no demo content.
    if (process.env.SEED_ADMIN_EMAIL && process.env.SEED_ADMIN_PASSWORD) {
      const problem = adminPasswordProblem(env)
      if (problem) throw new ConfigError(problem)
      await ensureFirstAdmin(payload, env.SEED_ADMIN_EMAIL, env.SEED_ADMIN_PASSWORD)
      payload.logger.info(`Clean start: the administrator ${env.SEED_ADMIN_EMAIL} was created, and no demo content`)
    } else payload.logger.warn('No user yet: set SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD and start again to create the administrator (SEED_DEMO=false)')
  }
  // Alone on its SQLite file, this process's start puts back every job a dead one had claimed (issue #42, item 9).
  const reclaimed = await reclaimAtStart(payload, ['default', MAIL_QUEUE, WEBHOOK_QUEUE])
  if (reclaimed) payload.logger.warn({ jobs: reclaimed }, 'jobs claimed by a process that stopped were put back on their queues')
  keepSendingMail(payload)
  keepSendingNewsletters(payload)
  // The built import command runs back-office imports in a child process of their own (services/imports/runs.ts).
  const importCommand = path.resolve('dist/import.mjs')
  keepImporting(payload, undefined, env.NODE_ENV === 'production' && existsSync(importCommand) ? { childEntry: importCommand } : {})
  keepDelivering(payload, { allowLoopback: env.WEBHOOKS_ALLOW_LOOPBACK === 'true' })
  return payload
}
