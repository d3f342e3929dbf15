import type { Payload } from 'payload'
import { popularArticles, publicArticle, publicArticleList } from '../articles/publicQueries'
import { previewOf } from '../articles/previews'
import { publicCategories, publicTags } from '../categories'
import { ServiceError } from '../errors'
import { companyInfo, latestArticles } from '../public/reads'
import { layoutLatest, publicFaqs, publicSeo, publicWhatsapp } from '../settings'
import { lexicalToHtml } from '../text/lexicalHtml'
import { publicAuthor } from '../users'
import { biographyLanguage } from '../users/publicAuthors'
import { setupNeeded } from '../setup'
import { pageForPreview, publicPage } from '../pages/publicPages'
import { publicMenus } from '../navigation/menus'
import { publicSiteTexts } from '../settings/siteTexts'
import { publicForm } from '../forms'

/** What the public pages read, and nothing else: the services the site's server components call. */
const reads = {
  biographyLanguage,
  companyInfo,
  latestArticles,
  layoutLatest,
  lexicalToHtml,
  popularArticles,
  previewOf,
  publicArticle,
  publicArticleList,
  publicAuthor,
  publicCategories,
  publicFaqs,
  publicSeo,
  publicTags,
  publicWhatsapp,
  publicPage,
  publicMenus,
  publicSiteTexts,
  publicForm,
  pageForPreview,
  setupNeeded,
  isNotFound: (error: unknown) => error instanceof ServiceError && error.code === 'NOT_FOUND',
}

export type SiteReads = typeof reads & { payload: Payload }

const KEY = Symbol.for('site.reads')

/**
 * Hands the booted Payload and the public reads to the Next pages in this process. The pages
 * reach them through `frontend/lib/siteReads.ts` with type imports only, so Next's server build
 * no longer bundles Payload, the config and the services a second time: that copy (a 3.2 MB
 * chunk, with Payload's own modules, translations and schemas evaluated again) was the largest
 * part of what a fresh instance loads to serve its first pages (issue #32, item 3).
 */
export function shareWithSite(payload: Payload): void {
  ;(globalThis as Record<symbol, SiteReads>)[KEY] = { ...reads, payload }
}
