import { describe, expect, it } from 'vitest'
import { canUseAnyRoute, canUseRoute, rolesOf, type RoleMap } from '../../access/canUseRoute'
import { ACCESS_AREAS, ADMIN_ROUTES, ALWAYS_ALLOWED_ROUTES, AREA_ROUTES, CAPABILITY_ROUTES, SCREEN_ROUTES } from '../../domain/access'

const active = (access: string[], permission = 'operational') => ({ status: 'active', permission, access })

describe('canUseRoute: every route name against every area', () => {
  for (const area of ACCESS_AREAS) {
    for (const route of ADMIN_ROUTES) {
      const expected = AREA_ROUTES[area].includes(route) || ALWAYS_ALLOWED_ROUTES.includes(route)
      it(`${area} ${expected ? 'may' : 'may not'} use ${route}`, () => {
        expect(canUseRoute(active([area]), route)).toBe(expected)
      })
    }
  }
})

describe('canUseRoute: users beyond the areas', () => {
  it('gives permission admin every route, with no areas at all', () => {
    for (const route of ADMIN_ROUTES) expect(canUseRoute(active([], 'admin'), route)).toBe(true)
  })

  it('gives every signed-in user settings-profile and nothing else without areas', () => {
    for (const route of ADMIN_ROUTES) {
      expect(canUseRoute(active([]), route)).toBe(route === 'settings-profile')
    }
  })

  it('combines the routes of several areas', () => {
    const user = active(['dashboard', 'user_management'])
    expect(canUseRoute(user, 'dashboard')).toBe(true)
    expect(canUseRoute(user, 'users')).toBe(true)
    expect(canUseRoute(user, 'compose')).toBe(false)
  })

  it.each(['inactive', 'blocked', 'first-access'])('gives a %s account nothing, even as admin', (status) => {
    for (const route of ADMIN_ROUTES) {
      expect(canUseRoute({ status, permission: 'admin', access: [...ACCESS_AREAS] }, route)).toBe(false)
    }
  })

  it('gives anonymous visitors nothing', () => {
    for (const route of ADMIN_ROUTES) {
      expect(canUseRoute(null, route)).toBe(false)
      expect(canUseRoute(undefined, route)).toBe(false)
    }
  })

  it('ignores unknown areas instead of granting anything', () => {
    expect(rolesOf(active(['root', 'everything']))).toEqual([{ name: 'profile', active_routes: ['settings-profile'] }])
  })

  it('follows an edited role table', () => {
    const roleMap: RoleMap = { ...AREA_ROUTES, dashboard: ['dashboard', 'list-leads'] }
    expect(canUseRoute(active(['dashboard']), 'list-leads', roleMap)).toBe(true)
    expect(canUseRoute(active(['dashboard']), 'list-leads')).toBe(false)
  })

  it('lets an endpoint serving several screens accept any of their routes', () => {
    expect(canUseAnyRoute(active(['article_management']), ['list-of-categories', 'compose'])).toBe(true)
    expect(canUseAnyRoute(active(['site_editor']), ['list-of-categories', 'compose'])).toBe(false)
  })
})

describe('rolesOf (what user-active-routes returns)', () => {
  it('synthesizes an admin role holding every route, so the browser guard agrees', () => {
    const roles = rolesOf(active([], 'admin'))
    const routes = new Set(roles.flatMap((r) => r.active_routes))
    expect([...routes].sort()).toEqual([...ADMIN_ROUTES].sort())
  })

  it('lists one role per granted area with its routes', () => {
    expect(rolesOf(active(['site_editor']))).toEqual([
      { name: 'profile', active_routes: ['settings-profile'] },
      { name: 'site_editor', active_routes: [...AREA_ROUTES.site_editor] },
    ])
  })
})

describe('the back-office screens', () => {
  it('hold every screen route once, in landing order (a capability such as publish-articles opens none)', async () => {
    const { SCREENS } = await import('../../frontend/lib/admin/routes')
    expect([...SCREENS].sort()).toEqual([...SCREEN_ROUTES].sort())
    expect([...SCREEN_ROUTES, ...CAPABILITY_ROUTES].sort()).toEqual([...ADMIN_ROUTES].sort())
    expect(SCREENS.slice(0, 3)).toEqual(['dashboard', 'users', 'list-of-articles'])
    expect(SCREENS.at(-1)).toBe('seo')
  })
})
