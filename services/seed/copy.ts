import type { Payload } from 'payload'
import type { TFunction } from 'i18next'
import type { ContentLocale } from '../../domain/contentLocales'
import { translatorWith } from '../../locales/i18n'
import { DEMO_COPY } from './content/demoCopy'

/** Where a first start takes the words it writes into the site's texts, menus and pages, in each language. */
export type SeedCopy = (locale: ContentLocale) => TFunction

/**
 * The catalogues' neutral texts for a company's own site, or with the demo company's words laid
 * over them for the demo (issue #59, item 3).
 */
export const seedCopy = (demo: boolean): SeedCopy => {
  const kept = new Map<ContentLocale, TFunction>()
  return (locale) => {
    let t = kept.get(locale)
    if (!t) kept.set(locale, (t = translatorWith(locale, demo ? DEMO_COPY[locale] : undefined)))
    return t
  }
}

/**
 * Whether this site is the demo: its seed began (an upgraded demo keeps its words), or it is about
 * to begin on an empty database with SEED_DEMO on.
 */
export async function isDemoSite(payload: Payload, seedDemo: boolean, users: number): Promise<boolean> {
  const state = await payload.findGlobal({ slug: 'seed-state', overrideAccess: true, depth: 0 })
  return Boolean(state.startedAt) || (seedDemo && users === 0)
}
