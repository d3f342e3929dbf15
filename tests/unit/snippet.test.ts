import { describe, expect, it } from 'vitest'
import { CARD_DESCRIPTION_MAX, snippet } from '../../domain/snippet'
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '../../domain/preflight'

describe('snippet: text cut as a search result or a social card shows it', () => {
  it('keeps a text that fits, with its spaces folded', () => {
    expect(snippet('  Como   testamos\no editor ', SEO_TITLE_MAX)).toBe('Como testamos o editor')
  })
  it('cuts at a word boundary within the limit and ends with an ellipsis', () => {
    const title = 'Guia completo para escolher um sistema de gestão de conteúdo em 2026'
    const cut = snippet(title, SEO_TITLE_MAX)
    expect(cut.length).toBeLessThanOrEqual(SEO_TITLE_MAX)
    expect(cut).toBe('Guia completo para escolher um sistema de gestão de…')
  })
  it('drops the punctuation left before the ellipsis', () => {
    expect(snippet('Primeiro, segundo, terceiro, quarto e quinto', 20)).toBe('Primeiro, segundo…')
  })
  it('cuts inside a single word too long for the limit', () => {
    expect(snippet('a'.repeat(200), SEO_DESCRIPTION_MAX)).toBe(`${'a'.repeat(SEO_DESCRIPTION_MAX - 1)}…`)
  })
  it('gives a social card a shorter description than a search result', () => {
    const text = 'palavra '.repeat(40)
    expect(snippet(text, CARD_DESCRIPTION_MAX).length).toBeLessThan(snippet(text, SEO_DESCRIPTION_MAX).length)
  })
})
