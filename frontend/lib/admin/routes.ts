import type { AdminRoute } from '../../../access/routes'

/** The back-office screens built so far, in sidebar order (the rest of spec section 2 follows). */
export const SCREENS: readonly AdminRoute[] = ['dashboard', 'users', 'list-of-articles', 'compose', 'list-of-categories', 'list-leads', 'message-received', 'security-center', 'layout-settings']

/** The spec's route name of an /admin path: its first segment. */
export const routeNameOf = (pathname: string) => pathname.replace(/^\/admin\/?/, '').split('/')[0] ?? ''
