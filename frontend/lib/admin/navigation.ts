'use client'

import { useRouter } from 'next/navigation'
import { createContext, useContext, useMemo } from 'react'
import type { AdminRoute } from '../../../domain/access'

/** `/admin/compose/slug/12` from a route name and its parameters (each one URL-encoded). */
export const adminPath = (name: AdminRoute, ...params: (string | number)[]) => `/admin/${[name, ...params].map((p) => encodeURIComponent(String(p))).join('/')}`

/** Set by the shell: runs the guard and the loading indicator again for the current route. */
export const ReenterContext = createContext<() => void>(() => undefined)

/**
 * The navigation helpers of spec section 2: a named page, the same with the history entry
 * replaced, a new tab, and a full reload to the root (after logout or the end of a session).
 * Going to the route already shown counts as a navigation: the indicator shows and the
 * user's roles are checked again.
 */
/**
 * The path of a push not yet shown: a second navigation before the first renders (keys pressed
 * quickly) compares with where the user is going, not with the address still displayed.
 */
let pending: string | null = null

export function makeNavigation(router: ReturnType<typeof useRouter>, reenter: () => void) {
  const same = (path: string) => {
    if (typeof window === 'undefined') return false
    if (pending === window.location.pathname) pending = null
    return pending === null && window.location.pathname === path
  }
  return {
    go: (name: AdminRoute, ...params: (string | number)[]) => {
      const path = adminPath(name, ...params)
      if (same(path)) reenter()
      else {
        pending = path
        router.push(path)
      }
    },
    replace: (name: AdminRoute, ...params: (string | number)[]) => {
      const path = adminPath(name, ...params)
      if (same(path)) reenter()
      else {
        pending = path
        router.replace(path)
      }
    },
    openInNewTab: (path: string) => void window.open(path, '_blank', 'noopener,noreferrer'),
    reloadToRoot: () => window.location.assign('/'),
  }
}

export function useAdminNavigation() {
  const router = useRouter()
  const reenter = useContext(ReenterContext)
  return useMemo(() => makeNavigation(router, reenter), [router, reenter])
}
