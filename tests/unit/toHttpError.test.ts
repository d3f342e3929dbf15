import { describe, expect, it } from 'vitest'
import { toHttpError } from '../../gateway/http/toHttpError'
import { UnsupportedFilter } from '../../services/shared/whereGuard'

describe("the gateway's reading of a refused filter", () => {
  it('answers a filter the database cannot run 400 VALIDATION, never 500', () => {
    const error = toHttpError(new UnsupportedFilter('This filter cannot be used: title near', { path: 'title', operator: 'near' }))
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', messageKey: 'invalidValue' })
  })
})
