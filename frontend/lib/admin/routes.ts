import type { AdminRoute } from '../../../domain/access'

/** The back-office screens built so far, in sidebar order (the rest of spec section 2 follows). */
export const SCREENS: readonly AdminRoute[] = [
  'dashboard',
  'users',
  'list-of-articles',
  'compose',
  'list-of-categories',
  'list-leads',
  'message-received',
  'security-center',
  'layout-settings',
  'settings',
  'settings-profile',
  'settings-whatsapp',
  'seo',
]

/** The spec's route name of an /admin path: its first segment. */
export const routeNameOf = (pathname: string) => pathname.replace(/^\/admin\/?/, '').split('/')[0] ?? ''

/** The sidebar: one Settings entry for the profile, WhatsApp and SEO tabs. */
export const SIDEBAR: readonly AdminRoute[] = [
  'dashboard',
  'users',
  'list-of-articles',
  'compose',
  'list-of-categories',
  'list-leads',
  'message-received',
  'settings',
  'security-center',
  'layout-settings',
]

/** Where a sidebar entry leads for this user (Settings opens the first tab they hold). */
export function sidebarTarget(route: AdminRoute, allowed: Set<string>): AdminRoute | null {
  if (route !== 'settings') return allowed.has(route) ? route : null
  return (['settings', 'settings-profile', 'settings-whatsapp', 'seo'] as const).find((r) => allowed.has(r)) ?? null
}
