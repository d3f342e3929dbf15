import { Router } from 'express'
import type { Payload } from 'payload'
import { setupNeeded } from '../services/setup'
import { errorBody } from '../contract/errors'
import { SETUP_PATH } from '../domain/setup'
import { languageOf, translator } from './http/language'

/**
 * Payload's own first-user form (/cms/create-first-user) makes a user with an e-mail and a
 * password and nothing else: no name, no role, no back-office area, so someone who can reach
 * nothing (issue #43, item 1). The setup screen makes the administrator instead; the form leads
 * there and its endpoint is closed, before and after the setup alike.
 */
export function closeFirstUserForm(payload: Payload): Router {
  const router = Router()
  router.get('/cms/create-first-user', (_req, res) => res.redirect(303, SETUP_PATH))
  // An unclaimed site sends its first visitor of the panels or the back-office to the setup screen
  // at once, before Next draws a panel that would only find out later (issue #59, item 3).
  router.get(['/cms', '/cms/{*rest}', '/admin', '/admin/{*rest}'], async (_req, res, next) => {
    try {
      if (await setupNeeded(payload)) return res.redirect(303, SETUP_PATH)
      next()
    } catch (error) {
      next(error)
    }
  })
  router.post('/cms-api/users/first-register', (req, res) => {
    res.status(403).json(errorBody('FORBIDDEN', translator(languageOf(req))('useSetupScreen')))
  })
  return router
}
