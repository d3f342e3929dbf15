import { readFileSync, statSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DISPLAY_SUBSET_TEXT } from '../../scripts/fontSubset.mjs'
import { LANGUAGES } from '../../domain/languages'

const catalogue = (language: string) => readFileSync(new URL(`../../locales/${language}.json`, import.meta.url), 'utf8')
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : []

/** The display face is cut to a character list (scripts/fontSubset.mjs, issue #32); it must keep what the site writes. */
describe("the display face's subset", () => {
  const kept = new Set(DISPLAY_SUBSET_TEXT)

  it.each(LANGUAGES)('holds every character of the %s catalogue', (language) => {
    const missing = new Set<string>()
    for (const text of strings(JSON.parse(catalogue(language)))) for (const char of text.replace(/\s/g, '')) if (!kept.has(char)) missing.add(char)
    expect([...missing]).toEqual([])
  })

  it('is the file the site loads, and stays small enough to arrive in one round trip', () => {
    const font = new URL('../../frontend/lib/theme/fonts/source-serif-4-700-subset.woff2', import.meta.url)
    expect(readFileSync(font).subarray(0, 4).toString('latin1')).toBe('wOF2')
    // TCP's first window is 10 segments (about 14.6 KB) with the response's headers.
    expect(statSync(font).size).toBeLessThan(14_000)
    expect(readFileSync(new URL('../../frontend/lib/theme/displayFont.ts', import.meta.url), 'utf8')).toContain('./fonts/source-serif-4-700-subset.woff2')
  })
})
