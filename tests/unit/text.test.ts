import { describe, expect, it } from 'vitest'
import { lexicalDocument } from '../../services/seed/lexical'
import { lexicalToPlainText, readTimeMinutes } from '../../lib/text/lexical'
import { normalizeForSearch, slugify } from '../../lib/text/normalize'

describe('search normalisation', () => {
  it('ignores case and accents', () => {
    expect(normalizeForSearch('Orçamento ANUAL à Vista')).toBe('orcamento anual a vista')
  })

  it('makes URL slugs of ASCII letters, digits and single hyphens', () => {
    expect(slugify('Fluxo de caixa: os 5 erros — mais comuns!')).toBe('fluxo-de-caixa-os-5-erros-mais-comuns')
    expect(slugify('???')).toBe('')
  })

  it('reads a title in any script in ASCII, syllables apart, never to nothing (issue #44, item 4)', () => {
    expect(slugify('こんにちは世界')).toBe('konnichiha-shi-jie')
    expect(slugify('Привет, мир!')).toBe('privet-mir')
    expect(slugify('你好，世界')).toBe('ni-hao-shi-jie')
    expect(slugify('Ελληνικά 2026')).toBe('ellinika-2026')
    expect(slugify('مرحبا بالعالم')).toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/)
    expect(slugify('Straße und Smørrebrød')).toBe('strasse-und-smorrebrod')
    // Latin titles keep the slugs they always had.
    expect(slugify('Orçamento ANUAL à Vista — iPhone')).toBe('orcamento-anual-a-vista-iphone')
  })
})

describe('Lexical text and read time', () => {
  const doc = lexicalDocument([{ h2: 'Título' }, { p: 'Um dois três.' }, { ul: ['quatro', 'cinco'] }, { quote: 'seis' }])

  it('extracts the text of every block', () => {
    expect(lexicalToPlainText(doc)).toBe('Título\nUm dois três.\nquatro\ncinco\nseis')
  })

  it('answers empty text for missing or malformed content', () => {
    expect(lexicalToPlainText(null)).toBe('')
    expect(lexicalToPlainText({ nope: true })).toBe('')
  })

  it('rounds words / 200 (spec section 5)', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'palavra').join(' ')
    expect(readTimeMinutes(words(99))).toBe(0)
    expect(readTimeMinutes(words(100))).toBe(1)
    expect(readTimeMinutes(words(299))).toBe(1)
    expect(readTimeMinutes(words(300))).toBe(2)
  })
})
