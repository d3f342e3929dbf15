import { Router } from 'express'
import { errorBody } from '../contract/errors'
import { SETUP_PATH } from '../domain/setup'
import { languageOf, translator } from './http/language'

/**
 * Payload's own first-user form (/cms/create-first-user) makes a user with an e-mail and a
 * password and nothing else: no name, no role, no back-office area, so someone who can reach
 * nothing (issue #43, item 1). The setup screen makes the administrator instead; the form leads
 * there and its endpoint is closed, before and after the setup alike.
 */
export function closeFirstUserForm(): Router {
  const router = Router()
  router.get('/cms/create-first-user', (_req, res) => res.redirect(303, SETUP_PATH))
  router.post('/cms-api/users/first-register', (req, res) => {
    res.status(403).json(errorBody('FORBIDDEN', translator(languageOf(req))('useSetupScreen')))
  })
  return router
}
