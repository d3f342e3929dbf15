/**
 * The admin route names and the five grantable access areas (ARCHITECTURE.md section 5).
 * This file is the single source of truth: the gateway, Payload's access functions, the
 * roles seed and the browser guard all derive from it.
 */
export const ADMIN_ROUTES = [
  'dashboard',
  'users',
  'list-of-articles',
  'compose',
  'list-of-categories',
  'settings-profile',
  'settings',
  'seo',
  'list-leads',
  'message-received',
  'settings-whatsapp',
  'security-center',
  'layout-settings',
  'pages',
] as const

export type AdminRoute = (typeof ADMIN_ROUTES)[number]

export const ACCESS_AREAS = ['dashboard', 'article_management', 'site_editor', 'user_management', 'settings'] as const

export type AccessArea = (typeof ACCESS_AREAS)[number]

/** Default routes of each area; seeded into the `roles` collection. */
export const AREA_ROUTES: Record<AccessArea, readonly AdminRoute[]> = {
  dashboard: ['dashboard'],
  article_management: ['list-of-articles', 'compose', 'list-of-categories'],
  site_editor: ['seo', 'settings-whatsapp', 'layout-settings', 'pages', 'list-leads', 'message-received'],
  user_management: ['users'],
  settings: ['settings', 'settings-whatsapp', 'seo', 'security-center'],
}

/** Routes every signed-in user holds, whatever their areas. */
export const ALWAYS_ALLOWED_ROUTES: readonly AdminRoute[] = ['settings-profile']

export const PERMISSIONS = ['admin', 'manager', 'operational', 'internship', 'ceo', 'marketing_director'] as const

export type Permission = (typeof PERMISSIONS)[number]

export const isAdminRoute = (value: unknown): value is AdminRoute => typeof value === 'string' && (ADMIN_ROUTES as readonly string[]).includes(value)

export const isAccessArea = (value: unknown): value is AccessArea => typeof value === 'string' && (ACCESS_AREAS as readonly string[]).includes(value)
