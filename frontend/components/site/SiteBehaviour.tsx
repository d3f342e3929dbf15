'use client'

import { useEffect } from 'react'

export const DESIGN_VERSION_KEY = 'homeDesignVersion'
const TARGET_SECTION_KEY = 'targetSection'
const CURRENT_ROUTE_KEY = 'currentRoute'

/** Route names of spec section 2 for the public paths that have one. */
const routeName = (path: string) => (path === '/' || path === '/home-v2' ? 'home' : path === '/blog' ? 'blog' : path.split('/')[1] || 'home')

/**
 * Spec section 2's browser-side rules: keep the design version in localStorage, scroll to a
 * stored target section on home and blog (smoothly, unless reduced motion is asked for),
 * otherwise record the current route name. Links with data-section store their target.
 */
export function SiteBehaviour({ designVersion, path }: { designVersion: string; path: string }) {
  useEffect(() => {
    try {
      window.localStorage.setItem(DESIGN_VERSION_KEY, designVersion)
      const route = routeName(path)
      const target = window.sessionStorage.getItem(TARGET_SECTION_KEY)
      if (target && (route === 'home' || route === 'blog')) {
        window.sessionStorage.removeItem(TARGET_SECTION_KEY)
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
        document.getElementById(target)?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto' })
      } else {
        window.sessionStorage.setItem(CURRENT_ROUTE_KEY, route)
      }
    } catch {
      // Storage can be unavailable (privacy modes): the page works without it.
    }
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[data-section]')
      if (link) window.sessionStorage.setItem(TARGET_SECTION_KEY, link.getAttribute('data-section') ?? '')
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [designVersion, path])
  return null
}
