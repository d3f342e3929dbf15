import { describe, expect, it } from 'vitest'
import { routeFor } from '../../contract/route'
import { ROUTES } from '../../contract/routes'

describe('the route table', () => {
  it.each(Object.entries(ROUTES))('%s declares what it answers', (_id, spec) => {
    expect('response' in spec || 'responseType' in spec).toBe(true)
  })

  it('finds the row a request reaches, the first that matches as in Express', () => {
    expect(routeFor(ROUTES, 'GET', '/user/user/recent-updated-users/5')).toBe('recentUpdatedUsers')
    expect(routeFor(ROUTES, 'PUT', '/user/user/7/0b7d6f2e-3c1a-4e7b-9a51-2f6f5a1c9d10')).toBe('userUpdate')
    expect(routeFor(ROUTES, 'GET', '/article/public-articles?page=2')).toBe('publicArticles')
    expect(routeFor(ROUTES, 'GET', '/nowhere')).toBeNull()
  })
})
