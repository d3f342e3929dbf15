/** Lengths of the site's texts (site-texts global): a line, a paragraph, and how many reasons. */
export const SITE_TEXT_LIMITS = { short: 160, long: 600, reasons: 6 } as const

/** A band of the home: a title, a text and a button leading somewhere. */
export type SiteBand = { title: string | null; text: string | null; button: string | null; href: string | null }

/** The company's own words on the public pages (issue #59, item 3), in one language, as stored. */
export type SiteTextsData = {
  hero: { kicker: string | null; lead: string | null; button: string | null; href: string | null }
  band: SiteBand
  reasons: { title: string | null; items: { title: string | null; text: string | null }[] }
  closing: SiteBand
  footerAbout: string | null
  contactIntro: string | null
}
