import type { Payload } from 'payload'
import { latestPublishedArticles } from '../articles/publicArticles'
import { cachedRead } from '../cache/publicCache'
import { DEFAULT_CONTENT_LOCALE, type ContentLocale } from '../../domain/contentLocales'

/** Public reads the site renders on every page, cached until a change invalidates them. */
export const companyInfo = (payload: Payload, locale: ContentLocale = DEFAULT_CONTENT_LOCALE) =>
  cachedRead(`company:${locale}`, ['company', 'media'], () => payload.findGlobal({ slug: 'company', depth: 1, locale, overrideAccess: false }))

export const latestArticles = (payload: Payload, limit = 6, locale: ContentLocale = DEFAULT_CONTENT_LOCALE) =>
  cachedRead(`articles:latest:${limit}:${locale}`, ['articles'], () => latestPublishedArticles(payload, limit, locale))
