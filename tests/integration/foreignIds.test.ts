// On every database: ids of the right shape that the database does not hold.
import { describe, expect, it } from 'vitest'
import { errorBodySchema } from '../../contract/errors'
import { client } from '../helpers/api'
import { demoServerForSuite } from '../helpers/boot'

/**
 * Issue #47, item 1: an id the document's pattern admits but this database cannot hold (24 hex
 * digits, a MongoDB id, on SQL) names nothing: public by-id routes answer 404, as staff by-id
 * routes do, not 400 "Invalid value".
 */
describe('ids of another database', () => {
  const suite = demoServerForSuite()
  const hex = 'ab'.repeat(12)
  const key = '00000000-0000-4000-8000-000000000000'

  it('are not found on the public by-id routes, in the contract error format', async () => {
    const visitor = client(suite.server)
    for (const [method, path] of [
      ['get', `/article/public-articles/x/${hex}`],
      ['post', `/article/read/${hex}`],
      ['get', `/user/user/data-user-router-public/${key}/${hex}`],
    ] as const) {
      const answer = method === 'get' ? await visitor.get(path) : await visitor.post(path, {})
      expect(answer.status, path).toBe(404)
      expect(errorBodySchema.parse(answer.body).code).toBe('NOT_FOUND')
    }
  })

  it('are not found on a staff by-id route either', async () => {
    const staff = client(suite.server, suite.adminToken)
    expect((await staff.get(`/article/articles/${hex}`)).status).toBe(404)
  })
})
