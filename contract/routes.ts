import { accountRoutes } from './endpoints/account'
import { credentialRoutes } from './endpoints/credentials'
import { userRoutes } from './endpoints/users'
import { articleRoutes } from './endpoints/articles'
import { taxonomyRoutes } from './endpoints/taxonomy'
import { leadRoutes } from './endpoints/leads'
import { settingsRoutes } from './endpoints/settings'
import { newsletterRoutes } from './endpoints/newsletter'
import { webhookRoutes } from './endpoints/webhooks'
import { pageRoutes } from './endpoints/pages'
import { formRoutes } from './endpoints/forms'

/**
 * The whole REST contract under /api, one row per endpoint, by area (contract/endpoints/):
 * read it as a table of contents. Spec paths (section 7) are kept verbatim; the rest follow
 * its naming. Each row declares its method, path, access, input schemas and answer.
 */
export const ROUTES = {
  ...accountRoutes,
  ...credentialRoutes,
  ...userRoutes,
  ...articleRoutes,
  ...taxonomyRoutes,
  ...leadRoutes,
  ...settingsRoutes,
  ...newsletterRoutes,
  ...webhookRoutes,
  ...pageRoutes,
  ...formRoutes,
}

export type RouteId = keyof typeof ROUTES
