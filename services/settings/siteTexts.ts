import type { Payload } from 'payload'
import { CONTENT_LOCALES, DEFAULT_CONTENT_LOCALE, type ContentLocale } from '../../domain/contentLocales'
import type { TFunction } from 'i18next'
import type { SiteBand, SiteTextsData } from '../../domain/siteTexts'
import type { SiteText } from '../../payload-types'
import { cachedRead } from '../cache/publicCache'
import type { SeedCopy } from '../seed/copy'
import type { SiteTextsInput } from '../../contract/settings'
import { asUser } from '../caller'
import type { UserDoc } from '../users/types'

type Actor = { payload: Payload; user: UserDoc }

const sys = { overrideAccess: true, depth: 0 } as const

const band = (b: SiteText['band'] | SiteText['closing'] | undefined): SiteBand => ({
  title: b?.title ?? null,
  text: b?.text ?? null,
  button: b?.button ?? null,
  href: b?.href ?? null,
})

/**
 * The site's texts as a first start writes them, from a source of texts keyed like the
 * catalogues' `siteTexts` (neutral) or the demo's own copy of them.
 */
function seededSiteTexts(t: TFunction): SiteTextsData {
  const band = (key: string): SiteBand => ({
    title: t(`siteTexts.${key}.title`),
    text: t(`siteTexts.${key}.text`),
    button: t(`siteTexts.${key}.button`),
    href: t(`siteTexts.${key}.href`),
  })
  return {
    hero: { kicker: t('siteTexts.hero.kicker'), lead: t('siteTexts.hero.lead'), button: t('siteTexts.hero.button'), href: t('siteTexts.hero.href') },
    band: band('band'),
    reasons: {
      title: t('siteTexts.reasons.title'),
      items: (t('siteTexts.reasons.items', { returnObjects: true }) as { title: string; text: string }[]).map(({ title, text }) => ({ title, text })),
    },
    closing: band('closing'),
    footerAbout: t('siteTexts.footerAbout'),
    contactIntro: t('siteTexts.contactIntro'),
  }
}

/** The stored texts in one language, without Payload's ids. */
export const toSiteTexts = (s: SiteText): SiteTextsData => ({
  hero: { kicker: s.hero?.kicker ?? null, lead: s.hero?.lead ?? null, button: s.hero?.button ?? null, href: s.hero?.href ?? null },
  band: band(s.band),
  reasons: { title: s.reasons?.title ?? null, items: (s.reasons?.items ?? []).map((item) => ({ title: item.title ?? null, text: item.text ?? null })) },
  closing: band(s.closing),
  footerAbout: s.footerAbout ?? null,
  contactIntro: s.contactIntro ?? null,
})

/** The site's texts in a language, as the public pages show them (a language not written yet shows pt-BR's). */
export const publicSiteTexts = (payload: Payload, locale: ContentLocale = DEFAULT_CONTENT_LOCALE) =>
  cachedRead(`site-texts:${locale}`, ['company'], async () =>
    toSiteTexts(await payload.findGlobal({ slug: 'site-texts', depth: 0, locale, fallbackLocale: DEFAULT_CONTENT_LOCALE, overrideAccess: false })),
  )

/**
 * Writes the site's texts once, in every language, from `copy` (issue #59, item 3): the
 * catalogues' neutral words for a company's site, the demo's for the demo. Texts staff changed or
 * emptied stay so.
 */
export async function ensureSiteTexts(payload: Payload, copy: SeedCopy): Promise<boolean> {
  const current = await payload.findGlobal({ slug: 'site-texts', ...sys })
  if (current.seededAt) return false
  for (const locale of CONTENT_LOCALES) {
    const data = seededSiteTexts(copy(locale))
    await payload.updateGlobal({
      slug: 'site-texts',
      locale,
      data: locale === DEFAULT_CONTENT_LOCALE ? { ...data, seededAt: new Date().toISOString() } : data,
      ...sys,
    })
  }
  return true
}

/** The site's texts in one language as staff edit them (empty where not written in it). */
export async function siteTextsFor({ payload, user }: Actor, locale: ContentLocale): Promise<SiteTextsData> {
  return toSiteTexts(await payload.findGlobal({ slug: 'site-texts', depth: 0, locale, fallbackLocale: false, ...asUser(user) }))
}

/** Saves the site's texts in one language; the addresses of the buttons are shared by every language. */
export async function saveSiteTexts({ payload, user }: Actor, locale: ContentLocale, input: SiteTextsInput): Promise<SiteTextsData> {
  const blank = (value: string | null | undefined) => (value ? value : null)
  const band = (b: SiteTextsInput['band']) => ({ title: blank(b.title), text: blank(b.text), button: blank(b.button), href: blank(b.href) })
  const saved = await payload.updateGlobal({
    slug: 'site-texts',
    locale,
    data: {
      hero: { kicker: blank(input.hero.kicker), lead: blank(input.hero.lead), button: blank(input.hero.button), href: blank(input.hero.href) },
      band: band(input.band),
      reasons: { title: blank(input.reasons.title), items: input.reasons.items.map((item) => ({ title: blank(item.title), text: blank(item.text) })) },
      closing: band(input.closing),
      footerAbout: blank(input.footerAbout),
      contactIntro: blank(input.contactIntro),
    },
    depth: 0,
    fallbackLocale: false,
    ...asUser(user),
  })
  return toSiteTexts(saved)
}
