import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { ROUTES, type RouteId } from '../../contract/routes'
import { errorStatuses } from '../../contract/routeStatuses'
import { k } from '../../contract/common'
import { isIdempotentRoute } from '../../contract/idempotency'
import { errorExample } from '../../gateway/docs/errorExamples'
import { HttpError } from '../../gateway/http/HttpError'
import { toHttpError } from '../../gateway/http/toHttpError'
import { parseOrThrow } from '../../gateway/http/validate'
import { ServiceError } from '../../services/errors'

const refusal = (fn: () => unknown) => {
  try {
    fn()
  } catch (error) {
    return toHttpError(error)
  }
  throw new Error('not refused')
}

/** Issue #62: 400 for what the document's schemas refuse, 422 for a rule no schema can say. */
describe('business rules answer 422, schema refusals 400', () => {
  it('answers a service refusal for a rule 422 UNPROCESSABLE, and one for a shape 400', () => {
    expect(toHttpError(new ServiceError('VALIDATION', 'resetLinkInvalid', [{ field: 'token', message: 'resetLinkInvalid' }]))).toMatchObject({
      status: 422,
      code: 'UNPROCESSABLE',
    })
    expect(toHttpError(new ServiceError('VALIDATION', 'invalidValue', [{ field: 'limit', message: 'invalidValue' }]))).toMatchObject({
      status: 400,
      code: 'VALIDATION',
    })
    // One field the schema refuses among rule-breaking ones: the whole answer is the schema's 400.
    const mixed = new ServiceError('VALIDATION', 'passwordWeak', [
      { field: 'password', message: 'passwordWeak' },
      { field: 'email', message: 'invalidEmail' },
    ])
    expect(toHttpError(mixed)).toMatchObject({ status: 400, code: 'VALIDATION' })
  })

  it("answers a schema's refinement for a rule 422, but a wrong type carrying the same message 400", () => {
    const schema = z
      .object({ token: z.string(k('resetLinkInvalid')), password: z.string(), confirm: z.string() })
      .strict()
      .refine((v) => v.password === v.confirm, { ...k('passwordsDoNotMatch'), path: ['confirm'] })
    expect(refusal(() => parseOrThrow(schema, { token: 'x', password: 'a', confirm: 'b' }, 'body'))).toMatchObject({ status: 422, code: 'UNPROCESSABLE' })
    expect(refusal(() => parseOrThrow(schema, { token: 1, password: 'a', confirm: 'a' }, 'body'))).toMatchObject({ status: 400, code: 'VALIDATION' })
  })

  it('leaves other refusals as they are', () => {
    const forbidden = new HttpError(403, 'FORBIDDEN', 'accessNotAllowed')
    expect(toHttpError(forbidden)).toBe(forbidden)
  })

  it('declares 422 with a rule example on every route that takes a body or a cursor, and on the calendar', () => {
    for (const [id, spec] of Object.entries(ROUTES) as [RouteId, (typeof ROUTES)[RouteId]][]) {
      const query = (spec as { query?: { shape?: Record<string, unknown> } }).query
      const rule = 'body' in spec || 'requestType' in spec || Boolean(query?.shape && 'cursor' in query.shape) || id === 'articleCalendar'
      const expected = rule || isIdempotentRoute(spec) // an Idempotency-Key used with another request
      expect(errorStatuses(id, spec).includes(422), id).toBe(expected)
      if (!expected) continue
      const example = errorExample(422, id, 'body' in spec || 'requestType' in spec)
      expect(example?.code, id).toBe(rule ? 'UNPROCESSABLE' : 'IDEMPOTENCY_KEY_REUSED')
    }
  })
})
