import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import { CONTENT_LOCALES } from '../domain/contentLocales'
import { createPreviewLink } from '../services/articles/previews'
import type { UserDoc } from '../services/users/types'

/**
 * /cms-preview/{id}?lang=: Payload's Preview button in /cms. The panel's session cookie names the
 * editor; the article's access rules decide (a 404 otherwise), and the answer is a redirect to a
 * one-hour preview link of the saved article, so /cms never writes a link until it is clicked.
 */
export function cmsPreview(payload: Payload): RequestHandler {
  return async (req, res, next) => {
    try {
      // The cookie with what Payload checks it against: a link followed from another site is not the editor's.
      const headers = new Headers()
      for (const name of ['cookie', 'origin', 'sec-fetch-site']) if (typeof req.headers[name] === 'string') headers.set(name, req.headers[name])
      const { user } = await payload.auth({ headers }).catch(() => ({ user: null }))
      if (!user || user.collection !== 'users') return res.redirect(303, '/cms/login')
      const link = await createPreviewLink({ payload, user: user as unknown as UserDoc }, String(req.params.id), { hours: 1, withAutosave: false }).catch(
        () => null,
      )
      if (!link) return res.status(404).type('text/plain; charset=utf-8').send('Not found')
      const lang = typeof req.query.lang === 'string' && (CONTENT_LOCALES as readonly string[]).includes(req.query.lang) ? req.query.lang : null
      res.setHeader('Cache-Control', 'no-store')
      res.redirect(303, `${link.url}${lang && lang !== 'pt-BR' ? `?lang=${lang}` : ''}`)
    } catch (error) {
      next(error)
    }
  }
}
