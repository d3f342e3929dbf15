import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const dir = path.resolve(__dirname, '../../locales')
const keys = (obj: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]))

describe('locale catalogues', () => {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'))
  const catalogues = Object.fromEntries(files.map((f) => [f.replace('.json', ''), JSON.parse(readFileSync(path.join(dir, f), 'utf8'))]))

  it('has the five languages', () => {
    expect(Object.keys(catalogues).sort()).toEqual(['en', 'es', 'fr', 'ht', 'pt-BR'])
  })

  it.each(['pt-BR', 'es', 'fr', 'ht'])('%s has exactly the keys of en, none empty', (lang) => {
    const reference = keys(catalogues.en).sort()
    expect(keys(catalogues[lang]).sort()).toEqual(reference)
    for (const key of reference) {
      const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], catalogues[lang])
      expect(String(value).trim(), `${lang}: ${key}`).not.toBe('')
    }
  })
})
