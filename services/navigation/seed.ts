import type { Payload } from 'payload'
import { CONTENT_LOCALES, DEFAULT_CONTENT_LOCALE, type ContentLocale } from '../../domain/contentLocales'
import { seedCopy, type SeedCopy } from '../seed/copy'

const sys = { overrideAccess: true, depth: 0 } as const

/** The links the header and footer had in code before staff could edit them: catalogue key and address. */
const HEADER: Array<[string, string]> = [
  ['site.nav.home', '/'],
  ['site.nav.blog', '/blog'],
  ['site.nav.product', '/rc-sistemI'],
  ['site.nav.faq', '/faq'],
  ['site.nav.contact', '/contact'],
]
const FOOTER: Array<[string, string]> = [
  ['site.nav.newsletter', '/#newsletter'],
  ['site.footer.privacy', '/privacy-police'],
  ['site.footer.terms', '/utilization-terms'],
  ['site.footer.cookies', '/cookies'],
  ['site.footer.rss', '/rss.xml'],
]

type Stored = { id?: string | null }

/**
 * Writes today's links as the menus, with their labels in every language, once (issue #43, item 4):
 * on a new site, with or without the demo, and on a site upgraded from before menus existed.
 * A menu staff emptied on purpose stays empty.
 */
export async function ensureNavigation(payload: Payload, copy: SeedCopy = seedCopy(false)): Promise<boolean> {
  const current = await payload.findGlobal({ slug: 'navigation', ...sys })
  if (current.seededAt) return false
  const label = (language: string, key: string) => copy(language as ContentLocale)(key)
  const items = (links: Array<[string, string]>, language: string) =>
    links.map(([key, url]) => ({ label: label(language, key), kind: 'address' as const, url }))
  const saved = await payload.updateGlobal({
    slug: 'navigation',
    locale: DEFAULT_CONTENT_LOCALE,
    data: { header: items(HEADER, DEFAULT_CONTENT_LOCALE), footer: items(FOOTER, DEFAULT_CONTENT_LOCALE), seededAt: new Date().toISOString() },
    ...sys,
  })
  // The same rows, labelled in each other language.
  const relabel = (rows: Stored[] | null | undefined, links: Array<[string, string]>, language: string) =>
    (rows ?? []).map((row, i) => ({ ...row, label: label(language, links[i]![0]) }))
  for (const locale of CONTENT_LOCALES.filter((l) => l !== DEFAULT_CONTENT_LOCALE)) {
    await payload.updateGlobal({
      slug: 'navigation',
      locale,
      data: { header: relabel(saved.header, HEADER, locale), footer: relabel(saved.footer, FOOTER, locale) },
      ...sys,
    })
  }
  return true
}
