import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import { currentAddress } from '../../services/redirects'
import { redirectKey } from '../../services/redirects/paths'
import { pageIsStored } from './pageCache'

/**
 * Old addresses answer 301 with the current one (issue #30): an article retitled in any
 * language, a renamed category or tag, and every address of a blog imported here (issue #33). Asked only for the pages that can have moved and are not
 * in the page cache (a stored page is a live address): one indexed read, then the page renders.
 */
export function formerAddresses(payload: Payload): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const key = redirectKey(req.path, req.query as Record<string, unknown>)
    if (!key || pageIsStored(req)) return next()
    const query = req.originalUrl.indexOf('?')
    // An old address by number (`/?p=12`) is its query: what it named is not asked of the new page.
    const search = query < 0 || key.startsWith('/?') ? '' : req.originalUrl.slice(query)
    currentAddress(payload, key, search).then((to) => {
      if (!to || to === req.originalUrl) return next()
      res.setHeader('Cache-Control', 'public, max-age=3600')
      res.redirect(301, to)
    }, next)
  }
}
