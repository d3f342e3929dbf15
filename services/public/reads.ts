import type { Payload } from 'payload'
import { latestPublishedArticles } from '../articles/publicArticles'
import { cachedRead } from '../cache/publicCache'

/** Public reads the site renders on every page, cached until a change invalidates them. */
export const companyInfo = (payload: Payload) =>
  cachedRead('company', ['company', 'media'], () => payload.findGlobal({ slug: 'company', depth: 1, overrideAccess: false }))

export const latestArticles = (payload: Payload, limit = 6) =>
  cachedRead(`articles:latest:${limit}`, ['articles'], () => latestPublishedArticles(payload, limit))
