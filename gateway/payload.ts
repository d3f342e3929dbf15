import { existsSync } from 'node:fs'
import path from 'node:path'
import { getPayload, type Payload } from 'payload'
import config from '../payload.config'
import { adminPasswordProblem } from '../config/adminPassword'
import { ConfigError, serverUrl, type Env } from '../config/env'
import { SETUP_PATH } from '../domain/setup'
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
import { ensureSiteTexts } from '../services/settings/siteTexts'
import { isDemoSite, seedCopy } from '../services/seed/copy'
import { claimIfUsed } from '../services/setup'

/** Boots Payload once, with the jobs runner on (scheduled publishing), then seeds if asked. */
export async function bootPayload(env: Env): Promise<Payload> {
  const payload = await getPayload({ config, cron: true })
  shareWithSite(payload)
  await ensureRoles(payload)
  await claimIfUsed(payload)
  const { totalDocs: users } = await payload.count({ collection: 'users', overrideAccess: true })
  // The words a first start writes: the demo company's for the demo, neutral ones for a company's own site (issue #59, item 3).
  const copy = seedCopy(await isDemoSite(payload, env.SEED_DEMO === 'true', users))
  // Today's header and footer links become the menus staff edit, once (issue #43, item 4).
  await ensureNavigation(payload, copy)
  // Privacy, terms and cookies become pages staff edit, seeded from today's texts (issue #43, item 3).
  await ensureLegalPages(payload, copy)
  // So does the product landing page, as blocks marketing changes.
  await ensureProductPage(payload, copy)
  // And the homes' hero and bands, the footer's blurb, the contact page's introduction.
  await ensureSiteTexts(payload, copy)
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
      if (env.SEED_COMPANY_NAME) await payload.updateGlobal({ slug: 'company', data: { name: env.SEED_COMPANY_NAME }, overrideAccess: true })
      payload.logger.info(`Clean start: the administrator ${env.SEED_ADMIN_EMAIL} was created, and no demo content`)
    } else
      payload.logger.warn(
        `No administrator yet: open ${serverUrl(env)}${SETUP_PATH} to set the site up (or start with SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD)`,
      )
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
