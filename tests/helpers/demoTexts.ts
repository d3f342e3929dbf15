import { readFileSync } from 'node:fs'
import path from 'node:path'
import { DEMO_COPY } from '../../services/seed/content/demoCopy'
import { COMPANY, WHATSAPP } from '../../services/seed/content/site'

const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : []

/** What the catalogues say themselves: a generic phrase the demo shares ("How it works", "Talk to our team") is no demo text. */
const NEUTRAL = ['pt-BR', 'en', 'es', 'fr', 'ht']
  .flatMap((language) => strings(JSON.parse(readFileSync(path.resolve('locales', `${language}.json`), 'utf8'))))
  .join('\n')

/**
 * Every text of the demo company (issue #59, item 3): its own words in every language (longer than
 * a word or two, addresses and the catalogues' own phrases left out), its company record, its
 * WhatsApp number and the number a clean start once pointed at. None may show on a company's own site.
 */
export const DEMO_TEXTS: string[] = [
  ...new Set([
    ...Object.values(DEMO_COPY)
      .flatMap(strings)
      .filter((text) => text.length >= 12 && !text.startsWith('/') && !NEUTRAL.includes(text)),
    ...strings(COMPANY).flatMap((text) => text.split('\n')),
    WHATSAPP.phone,
    WHATSAPP.message,
    'RC Sistema',
    '5511999999999',
  ]),
]
