import { cache } from 'react'
import { readEnv, serverUrl } from '../../../config/env'
import { requestContext } from '../i18n/server'
import { siteReads } from '../siteReads'

type Company = { name: string; tagline?: string | null; email?: string | null; phone?: string | null; address?: string | null; logoUrl: string | null }

/**
 * Payload writes a media URL with SERVER_URL's origin when it is set (as every deployment sets
 * it); Next's image service serves this site's own files by path only (`localPatterns`) and
 * answered the absolute logo URL with 400, so the logo was broken on every page (issue #29).
 */
export const sitePath = (url: string): string => {
  const parsed = new URL(url, 'http://site.invalid')
  return `${parsed.pathname}${parsed.search}`
}

/** The public settings every page shows, read once per render (React cache) from the cached services. */
export const siteData = cache(async () => {
  const { payload, companyInfo, publicWhatsapp, publicSeo, layoutLatest, publicMenus, publicSiteTexts } = siteReads()
  const ctx = await requestContext()
  const [company, whatsapp, seo, layout, menus, texts] = await Promise.all([
    companyInfo(payload, ctx.language),
    publicWhatsapp(payload).catch(() => null),
    // Spec section 8: a public SEO fetch failure is ignored.
    publicSeo(payload).catch(() => []),
    // Spec section 8: a design-version failure logs a warning and stays v1.
    layoutLatest(payload).catch((error: unknown) => {
      payload.logger.warn({ err: error }, 'Error loading layout settings')
      return { currentVersion: 'v1' }
    }),
    // A menu that cannot be read leaves the header and footer without links, never the page down.
    publicMenus(payload, ctx.language).catch((error: unknown) => {
      payload.logger.warn({ err: error }, 'Error loading the menus')
      return { header: [], footer: [] }
    }),
    // The company's own words (issue #59, item 3); unreadable, the page shows without them.
    publicSiteTexts(payload, ctx.language).catch((error: unknown) => {
      payload.logger.warn({ err: error }, 'Error loading the site texts')
      return null
    }),
  ])
  const logo = company.logo && typeof company.logo === 'object' ? company.logo : null
  return {
    ...ctx,
    payload,
    baseUrl: serverUrl(readEnv()),
    company: {
      name: company.name ?? '',
      tagline: company.tagline ?? null,
      email: company.email ?? null,
      phone: company.phone ?? null,
      address: company.address ?? null,
      logoUrl: logo?.url ? sitePath(logo.url) : null,
    } satisfies Company,
    whatsapp: whatsapp as { phone?: string; message?: string; color?: string; enabled?: boolean } | null,
    seo: seo as Array<{ head: string; body: string }>,
    homeVersion: (layout.currentVersion === 'v2' ? 'v2' : 'v1') as 'v1' | 'v2',
    menus,
    texts,
  }
})
