import { describe, expect, it } from 'vitest'
import { routeFor } from '../../contract/route'
import { ROUTES } from '../../contract/routes'
import { ROUTE_PATHS } from '../../contract/routePaths'
import { allowedMethods } from '../../gateway/middleware/errors'

describe('the route table', () => {
  it.each(Object.entries(ROUTES))('%s declares what it answers', (_id, spec) => {
    expect('response' in spec || 'responseType' in spec).toBe(true)
  })

  // Issue #31: a list given an unknown query field says so (400) instead of ignoring it.
  it.each(Object.entries(ROUTES).filter(([, spec]) => 'query' in spec && spec.query))('%s refuses query fields it does not know', (_id, spec) => {
    const query = (spec as { query: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { code: string }[] } } } }).query
    const parsed = query.safeParse({ bogus: '1' })
    expect(parsed.success).toBe(false)
    expect(parsed.error!.issues.map((i) => i.code)).toContain('unrecognized_keys')
  })

  it('has its methods and paths apart, as the route table says (npm run generate:routes)', () => {
    expect(Object.fromEntries(Object.entries(ROUTE_PATHS).map(([id, [method, path]]) => [id, { method, path }]))).toEqual(
      Object.fromEntries(Object.entries(ROUTES).map(([id, spec]) => [id, { method: spec.method, path: spec.path }])),
    )
  })

  it('finds the row a request reaches, the first that matches as in Express', () => {
    expect(routeFor(ROUTES, 'GET', '/user/user/recent-updated-users/5')).toBe('recentUpdatedUsers')
    expect(routeFor(ROUTES, 'PUT', '/user/user/7/0b7d6f2e-3c1a-4e7b-9a51-2f6f5a1c9d10')).toBe('userUpdate')
    expect(routeFor(ROUTES, 'GET', '/article/public-articles?page=2')).toBe('publicArticles')
    expect(routeFor(ROUTES, 'GET', '/nowhere')).toBeNull()
  })

  it('knows which methods a path serves, for 405 and Allow', () => {
    expect(allowedMethods('/article/articles/12').sort()).toEqual(['DELETE', 'GET', 'HEAD', 'PUT'])
    expect(allowedMethods('/newsletter/settings').sort()).toEqual(['GET', 'HEAD', 'PUT'])
    expect(allowedMethods('/nowhere')).toEqual([])
  })
})
