/**
 * Pages staff build from blocks (issue #43, item 2): addresses, the blocks there are, and the
 * addresses a page may never take.
 */

/** One address segment: lower-case letters, digits and single hyphens, as article slugs. */
export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const PAGE_SLUG_MAX = 80
/** How deep pages may nest (`/about/careers/lisbon`): a menu has one level of children, addresses a little more. */
export const PAGE_DEPTH_MAX = 4

export const PAGE_BLOCKS = [
  'hero',
  'richText',
  'image',
  'callToAction',
  'features',
  'faqList',
  'latestArticles',
  'contactForm',
  'newsletterForm',
  'demoRequest',
] as const
export type PageBlock = (typeof PAGE_BLOCKS)[number]

/** How many articles a "latest articles" block may show. */
export const LATEST_ARTICLES_MAX = 12

/** Payload's own states of a page (drafts with versions), as the back-office shows them. */
export const PAGE_STATUSES = ['draft', 'published'] as const
export type PageStatus = (typeof PAGE_STATUSES)[number]

/** Where the back-office and /cms open a page's draft (the editor's session decides). */
export const PAGE_PREVIEW_PATH = '/page-preview'

/** The public address of a page at `path` (`/about/careers`). */
export const pageAddress = (path: string) => path

/** A page's published row (what visitors see), before and after a save. */
export type PublishedRow = { status: string | null; path: string | null; updatedAt: string | null }
/**
 * What a save did to the published page, left in `req.context` by the Pages collection's own
 * hooks for the hooks after them (webhooks, redirects): null when the save was a draft (autosave
 * included) that left the published page as it was.
 */
export type PageChange = { before: PublishedRow | null; after: PublishedRow | null } | null
export const pageChangeKey = (id: number | string) => `pageChange:${String(id)}`

/**
 * Spec routes that are pages staff edit (issue #43, item 3): a page may take these addresses, and
 * the route shows it when it is published (the catalogues' text otherwise).
 */
export const LEGAL_PAGES = [
  { slug: 'privacy-police', key: 'privacy' },
  { slug: 'utilization-terms', key: 'terms' },
  { slug: 'cookies', key: 'cookies' },
] as const

/**
 * The product landing page (issue #43, item 3): a page marketing changes, built from blocks, whose
 * demo request keeps the spec's terms dialog (the demoRequest block, or a hero button that opens it).
 */
export const PRODUCT_PAGE = { slug: 'rc-sistemI', product: 'rc-sistemI' } as const

export const PAGE_OWN_ADDRESSES: ReadonlySet<string> = new Set([...LEGAL_PAGES.map((page) => page.slug), PRODUCT_PAGE.slug])

const SPEC_SPELLING = new Map([...PAGE_OWN_ADDRESSES].map((slug) => [slug.toLowerCase(), slug]))
/**
 * A first segment as its address is spelled: page addresses are lower case, except a spec route's,
 * which keeps the spec's spelling (`/rc-sistemI`), so the page is at the route's very address.
 */
export const specSpelling = (segment: string) => SPEC_SPELLING.get(segment.toLowerCase()) ?? segment

/** What a hero button does: follow its link, or open the product's terms before a demo request. */
export const PAGE_BUTTON_ACTIONS = ['link', 'demoRequest'] as const
export type PageButtonAction = (typeof PAGE_BUTTON_ACTIONS)[number]

/** Where a demo request's button leads without JavaScript: the page itself, with the terms as a form. */
export const TERMS_REVIEW_ID = 'terms'
export const termsReviewAddress = (path: string) => `${path}?terms=review#${TERMS_REVIEW_ID}`
/** Where an accepted demo request goes: the contact form, its subject filled in. */
export const demoRequestNext = (subject: string) => `/contact?subject=${encodeURIComponent(subject)}`
