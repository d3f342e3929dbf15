/** The home designs, as the API names them (spec: "V1", "V2"). */
export const LAYOUT_VERSIONS = ['V1', 'V2'] as const
export type LayoutVersion = (typeof LAYOUT_VERSIONS)[number]

/** The same designs as stored in the layout-settings global. */
export const HOME_VERSIONS = LAYOUT_VERSIONS.map((v) => v.toLowerCase() as Lowercase<LayoutVersion>)
export type HomeVersion = Lowercase<LayoutVersion>

/**
 * The WhatsApp button's colour until staff choose one: a darker green than the brand's
 * positive #21BA45 so that white text on it passes WCAG AA (4.5:1).
 */
export const WHATSAPP_DEFAULT_COLOR = '#1E7E34'

/** Periods of the dashboard's statistics. */
export const STAT_PERIODS = ['7d', '30d', '90d', '12m'] as const
export type StatPeriod = (typeof STAT_PERIODS)[number]

/** The database engines `DATABASE_URI` can choose. */
export const DATABASE_KINDS = ['sqlite', 'postgres', 'mongodb'] as const
export type DatabaseKind = (typeof DATABASE_KINDS)[number]

/**
 * The cookie banner's answer when it was given without JavaScript (a plain form post): kept in a
 * cookie so the server can leave the banner closed. With JavaScript the answer stays in the
 * browser (localStorage) and no cookie is written.
 */
export const CONSENT_COOKIE = 'cookie_consent'
export const CONSENT_CHOICES = ['all', 'essential'] as const
export type ConsentChoice = (typeof CONSENT_CHOICES)[number]
export const isConsentChoice = (value: unknown): value is ConsentChoice => CONSENT_CHOICES.includes(value as ConsentChoice)

/** Where the cookie banner's form posts. */
export const CONSENT_PATH = '/cookie-consent'

/**
 * Where a public page's early script keeps, on window, the presses and submissions it held
 * before React (frontend/lib/site/earlyInput.ts); the deferred scripts' loader reads it too
 * (gateway/site/deferScripts.ts).
 */
export const EARLY_INPUT_QUEUE = '__earlyInput'

/**
 * How many of the deferred scripts' requests (the page's React data, then each script) are still
 * under way, on window: the early script gives a held submission more time while they load, and
 * sends it without React once they have failed or never came (gateway/site/deferScripts.ts).
 */
export const EARLY_PENDING = '__earlyPending'
