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
