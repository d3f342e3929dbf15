import type { Payload } from 'payload'
import { CONTENT_LOCALES, DEFAULT_CONTENT_LOCALE } from '../../domain/contentLocales'
import { LEGAL_PAGES } from '../../domain/pages'
import { translatorFor } from '../../locales/i18n'
import { lexicalDocument } from '../seed/lexical'

const sys = { overrideAccess: true, depth: 0 } as const

/** A legal text of the catalogues as one rich text block: each section a heading and its paragraph. */
function legalText(language: string, which: string) {
  const t = translatorFor(language as 'pt-BR')
  const sections = t(`legal.${which}.sections`, { returnObjects: true }) as { title: string; text: string }[]
  return { title: t(`legal.${which}.title`), content: lexicalDocument(sections.flatMap((s) => [{ h2: s.title }, { p: s.text }])) }
}

/**
 * Privacy, terms and cookies become pages at the spec's addresses (issue #43, item 3), seeded from
 * the catalogues' texts in every language, so a lawyer's change is an edit, not a release, and the
 * page shows when it last changed. A legal page that exists (in any state) is left alone.
 */
export async function ensureLegalPages(payload: Payload): Promise<number> {
  let made = 0
  for (const { slug, key } of LEGAL_PAGES) {
    const { totalDocs } = await payload.count({ collection: 'pages', where: { path: { equals: `/${slug}` } }, overrideAccess: true })
    if (totalDocs) continue
    const source = legalText(DEFAULT_CONTENT_LOCALE, key)
    const page = await payload.create({
      collection: 'pages',
      locale: DEFAULT_CONTENT_LOCALE,
      data: { title: source.title, slug, _status: 'published', layout: [{ blockType: 'richText', content: source.content }] },
      ...sys,
    })
    for (const locale of CONTENT_LOCALES.filter((l) => l !== DEFAULT_CONTENT_LOCALE)) {
      const text = legalText(locale, key)
      await payload.update({
        collection: 'pages',
        id: page.id,
        locale,
        data: { title: text.title, _status: 'published', layout: (page.layout ?? []).map((block) => ({ ...block, content: text.content })) },
        ...sys,
      })
    }
    made++
  }
  return made
}
