import type { AdminRoute } from '../../../domain/access'

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
  'pages',
]

/** The routes behind the sidebar's one Settings entry, in tab order. */
const SETTINGS_ROUTES: readonly AdminRoute[] = ['settings', 'settings-profile', 'settings-whatsapp', 'seo']

/** Every back-office screen, in the order a user lands on the first they hold: the sidebar's, Settings' tabs last. */
export const SCREENS: readonly AdminRoute[] = [...SIDEBAR.filter((route) => route !== 'settings'), ...SETTINGS_ROUTES]

/** Where a sidebar entry leads for this user (Settings opens the first tab they hold). */
export function sidebarTarget(route: AdminRoute, allowed: Set<string>): AdminRoute | null {
  if (route !== 'settings') return allowed.has(route) ? route : null
  return SETTINGS_ROUTES.find((r) => allowed.has(r)) ?? null
}
