import type { Handlers } from '../router'
import { articleHandlers } from './articles'
import { authHandlers } from './auth'
import { credentialHandlers } from './credentials'
import { docsHandlers } from './docs'
import { leadHandlers } from './leads'
import { newsletterHandlers } from './newsletter'
import { settingsHandlers } from './settings'
import { taxonomyHandlers } from './taxonomy'
import { userHandlers } from './users'
import { webhookHandlers } from './webhooks'
import { pageHandlers } from './pages'
import { formHandlers } from './forms'

/** Every endpoint of the route table has exactly one handler (the type says so). */
export const handlers: Handlers = {
  ...authHandlers,
  ...credentialHandlers,
  ...userHandlers,
  ...articleHandlers,
  ...taxonomyHandlers,
  ...leadHandlers,
  ...newsletterHandlers,
  ...settingsHandlers,
  ...docsHandlers,
  ...webhookHandlers,
  ...pageHandlers,
  ...formHandlers,
}
