import type { TFunction } from 'i18next'
import { headers } from 'next/headers'
import { translatorFor } from '../../../locales/i18n'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../locales/languages'

/**
 * What the gateway resolved in front of the page (ARCHITECTURE.md section 6): the visitor's
 * language and the path. Pages never read cookies themselves; the page cache keys on these.
 */
export async function requestContext(): Promise<{ language: Language; path: string; consented: boolean; t: TFunction }> {
  const h = await headers()
  const value = h.get('x-site-language')
  const language = isLanguage(value) ? value : DEFAULT_LANGUAGE
  // x-site-consent: the cookie banner was answered without JavaScript (gateway/site/consent.ts).
  return { language, path: h.get('x-site-path') ?? '/', consented: h.has('x-site-consent'), t: translatorFor(language) }
}
