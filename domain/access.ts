/**
 * The admin route names and the grantable access areas (ARCHITECTURE.md section 5).
 * This file is the single source of truth: the gateway, Payload's access functions, the
 * roles seed and the browser guard all derive from it.
 */
export const SCREEN_ROUTES = [
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

/**
 * Route names that open no screen but grant a power a role may hold (issue #45, item 4):
 * `publish-articles` publishes, schedules, unpublishes, returns a submitted article and
 * edits what is live. A role with the article screens but not this one writes and submits
 * for review.
 */
export const CAPABILITY_ROUTES = ['publish-articles'] as const

/** Every route name a role may list: the screens and the capabilities. */
export const ADMIN_ROUTES = [...SCREEN_ROUTES, ...CAPABILITY_ROUTES] as const

export type ScreenRoute = (typeof SCREEN_ROUTES)[number]
export type AdminRoute = (typeof ADMIN_ROUTES)[number]

/** The spec's five areas, and `article_writing` (a writer: drafts and submits for review, never publishes). */
export const ACCESS_AREAS = ['dashboard', 'article_management', 'article_writing', 'site_editor', 'user_management', 'settings'] as const

export type AccessArea = (typeof ACCESS_AREAS)[number]

/** Default routes of each area; seeded into the `roles` collection. */
export const AREA_ROUTES: Record<AccessArea, readonly AdminRoute[]> = {
  dashboard: ['dashboard'],
  article_management: ['list-of-articles', 'compose', 'list-of-categories', 'publish-articles'],
  article_writing: ['list-of-articles', 'compose'],
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
