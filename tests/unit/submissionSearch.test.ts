import { describe, expect, it } from 'vitest'
import { searchTextOf } from '../../migrations/shared/20261207_submissionSearch'
import { submissionSearchText } from '../../services/forms'

describe("a submission's search text", () => {
  const values = { nome: 'Ana SOUZA', cidade: 'São  Paulo', temas: ['Fiscal', 'Gestão'], convidados: 2, lgpd: true }

  it('holds every value but ticks, lower case and without accents', () => {
    expect(submissionSearchText(values)).toBe('ana souza sao paulo fiscal, gestao 2')
  })

  it('is what the migration fills in for submissions stored before, from their stored JSON', () => {
    expect(searchTextOf(JSON.stringify(values))).toBe(submissionSearchText(values))
    expect(searchTextOf(values)).toBe(submissionSearchText(values))
    expect(searchTextOf('not json')).toBe('')
    expect(searchTextOf(null)).toBe('')
  })

  it('keeps a long answer to its first 4,000 characters', () => {
    expect(submissionSearchText({ carta: 'palavra '.repeat(1000) })).toHaveLength(4000)
  })
})
