import type { Payload } from 'payload'
import { LEGAL_PAGES } from '../../domain/pages'
import type { ContentLocale } from '../../domain/contentLocales'
import { seedCopy, type SeedCopy } from '../seed/copy'
import { lexicalDocument } from '../seed/lexical'
import { seedPage } from './seedPage'

/** A legal text of the catalogues as one rich text block: each section a heading and its paragraph. */
function legalText(t: ReturnType<SeedCopy>, which: string) {
  const sections = t(`legal.${which}.sections`, { returnObjects: true }) as { title: string; text: string }[]
  return {
    title: t(`legal.${which}.title`),
    layout: [{ blockType: 'richText' as const, content: lexicalDocument(sections.flatMap((s) => [{ h2: s.title }, { p: s.text }])) }],
  }
}

/**
 * Privacy, terms and cookies become pages at the spec's addresses (issue #43, item 3), seeded from
 * the catalogues' texts in every language, so a lawyer's change is an edit, not a release, and the
 * page shows when it last changed. A legal page that exists (in any state) is left alone.
 */
export async function ensureLegalPages(payload: Payload, copy: SeedCopy = seedCopy(false)): Promise<number> {
  let made = 0
  for (const { slug, key } of LEGAL_PAGES) if (await seedPage(payload, slug, (locale: ContentLocale) => legalText(copy(locale), key))) made++
  return made
}
