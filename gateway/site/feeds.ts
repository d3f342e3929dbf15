import { Router } from 'express'
import type { Payload } from 'payload'
import { readEnv, serverUrl } from '../../config/env'
import { translatorFor } from '../../locales/i18n'
import { isLanguage } from '../../locales/languages'
import { companyInfo } from '../../services/public/reads'
import { robotsTxt, rssXml, sitemapArticlesXml, sitemapIndexXml, sitemapPagesXml } from '../../services/public/feeds'
import { SITE_LANGUAGE_HEADER } from './language'

/** /robots.txt, the sitemap index and its files, and /rss.xml: built from the services, cached like pages. */
export function feedsRouter(payload: Payload): Router {
  const router = Router()
  const baseUrl = serverUrl(readEnv())
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain; charset=utf-8').send(robotsTxt(baseUrl))
  })
  const XML = 'application/xml; charset=utf-8'
  router.get('/sitemap.xml', async (_req, res, next) => {
    try {
      res.type(XML).send(await sitemapIndexXml(payload, baseUrl))
    } catch (error) {
      next(error)
    }
  })
  router.get('/sitemap-pages.xml', async (_req, res, next) => {
    try {
      res.type(XML).send(await sitemapPagesXml(payload, baseUrl))
    } catch (error) {
      next(error)
    }
  })
  // Streamed a batch of rows at a time; a file past the last one is a 404 (crawlers drop it).
  router.get(/^\/sitemap-articles-(\d{1,6})\.xml$/, async (req, res, next) => {
    try {
      res.type(XML)
      const found = await sitemapArticlesXml(payload, baseUrl, Number(req.params[0]), (chunk) => res.write(chunk))
      if (found) res.end()
      else res.status(404).type('text/plain; charset=utf-8').send('Not found')
    } catch (error) {
      if (res.headersSent) res.destroy(error as Error)
      else next(error)
    }
  })
  router.get('/rss.xml', async (req, res, next) => {
    try {
      const value = req.headers[SITE_LANGUAGE_HEADER]
      const language = isLanguage(value) ? value : 'pt-BR'
      const company = (await companyInfo(payload, language)) as { name?: string; tagline?: string | null }
      const t = translatorFor(language)
      res
        .type('application/rss+xml; charset=utf-8')
        .send(await rssXml(payload, baseUrl, { name: String(company.name ?? ''), description: company.tagline || t('home.metaDescription'), language }))
    } catch (error) {
      next(error)
    }
  })
  return router
}
