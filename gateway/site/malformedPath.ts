import type { RequestHandler } from 'express'
import { languageOf, translator } from '../http/language'

/**
 * An address with a malformed percent escape (`/%`, `/blog/%`, `/preview/%zz`) names no page:
 * it is answered 400 here, in the visitor's language, before a decoder further on (Next, the
 * static files, a route's params) throws and the visitor gets a 500 (issue #29).
 */
export const refuseMalformedPath: RequestHandler = (req, res, next) => {
  try {
    decodeURIComponent(req.path)
  } catch {
    res
      .status(400)
      .type('text/plain; charset=utf-8')
      .send(translator(languageOf(req))('malformed'))
    return
  }
  next()
}
