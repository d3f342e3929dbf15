import anyAscii from 'any-ascii'

/** Lower case with diacritics stripped: what search compares ("Orçamento" -> "orcamento"). */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * Each run of non-Latin letters in its ASCII reading (any-ascii: "Привет" -> "privet", "世界" ->
 * "ShiJie", "こんにちは" -> "konnichiha"), its syllables kept apart ("shi-jie"), so a title in
 * any script has a readable slug (issue #44, item 4) where it had none.
 */
const transliterate = (text: string) => text.replace(/[^\p{ASCII}]+/gu, (run) => anyAscii(run).replace(/([a-z])(?=[A-Z])/g, '$1 '))

/** URL slug from a title: ASCII letters, digits and single hyphens (other scripts transliterated). */
export function slugify(text: string): string {
  return transliterate(normalizeForSearch(text))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 96)
}
