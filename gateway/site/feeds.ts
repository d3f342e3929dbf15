import { Router } from 'express'
import type { Payload } from 'payload'
import { readEnv, serverUrl } from '../../config/env'
import { translatorFor } from '../../locales/i18n'
import { isLanguage } from '../../locales/languages'
import { companyInfo } from '../../services/public/reads'
import { robotsTxt, rssXml, sitemapXml } from '../../services/public/feeds'
import { SITE_LANGUAGE_HEADER } from './language'

/** /robots.txt, /sitemap.xml and /rss.xml: built from the services, cached like pages. */
export function feedsRouter(payload: Payload): Router {
  const router = Router()
  const baseUrl = serverUrl(readEnv())
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain; charset=utf-8').send(robotsTxt(baseUrl))
  })
  router.get('/sitemap.xml', async (_req, res, next) => {
    try {
      res.type('application/xml; charset=utf-8').send(await sitemapXml(payload, baseUrl))
    } catch (error) {
      next(error)
    }
  })
  router.get('/rss.xml', async (req, res, next) => {
    try {
      const value = req.headers[SITE_LANGUAGE_HEADER]
      const language = isLanguage(value) ? value : 'pt-BR'
      const company = (await companyInfo(payload)) as { name?: string }
      const t = translatorFor(language)
      res.type('application/rss+xml; charset=utf-8').send(await rssXml(payload, baseUrl, { name: String(company.name ?? ''), description: t('home.metaDescription'), language }))
    } catch (error) {
      next(error)
    }
  })
  return router
}
