import { getPayload, type Payload } from 'payload'
import config from '../payload.config'
import { adminPasswordProblem } from '../config/adminPassword'
import { ConfigError, type Env } from '../config/env'
import { keepSendingMail } from '../services/mail/outbox'
import { keepSendingNewsletters } from '../services/newsletter/worker'
import { keepImporting } from '../services/imports/runs'
import { keepDelivering } from '../services/webhooks/deliveries'
import { seedDemoContent } from '../services/seed'
import { ensureRoles } from '../services/seed/roles'
import { shareWithSite } from '../services/site/reads'

/** Boots Payload once, with the jobs runner on (scheduled publishing), then seeds if asked. */
export async function bootPayload(env: Env): Promise<Payload> {
  const payload = await getPayload({ config, cron: true })
  shareWithSite(payload)
  await ensureRoles(payload)
  if (env.SEED_DEMO === 'true') {
    const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
    const problem = totalDocs === 0 ? adminPasswordProblem(env) : null
    if (problem) throw new ConfigError(problem)
    await seedDemoContent(payload, {
      adminEmail: env.SEED_ADMIN_EMAIL,
      adminPassword: env.SEED_ADMIN_PASSWORD,
    })
  }
  keepSendingMail(payload)
  keepSendingNewsletters(payload)
  keepImporting(payload)
  keepDelivering(payload, { allowLoopback: env.WEBHOOKS_ALLOW_LOOPBACK === 'true' })
  return payload
}
