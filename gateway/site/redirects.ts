import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import { currentAddress } from '../../services/redirects'
import { redirectKey } from '../../services/redirects/paths'
import { pageIsStored } from './pageCache'

/**
 * Old addresses answer 301 with the current one (issue #30): an article retitled in any
 * language, a renamed category or tag. Asked only for the pages that can have moved and are not
 * in the page cache (a stored page is a live address): one indexed read, then the page renders.
 */
export function formerAddresses(payload: Payload): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const key = redirectKey(req.path, req.query as Record<string, unknown>)
    if (!key || pageIsStored(req)) return next()
    const query = req.originalUrl.indexOf('?')
    currentAddress(payload, key, query < 0 ? '' : req.originalUrl.slice(query)).then((to) => {
      if (!to || to === req.originalUrl) return next()
      res.setHeader('Cache-Control', 'public, max-age=3600')
      res.redirect(301, to)
    }, next)
  }
}
