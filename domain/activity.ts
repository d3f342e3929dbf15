/**
 * The activity log's shared rules: what an entry may never hold, and how much of a value it keeps.
 * Which calls are recorded, under which action, is in contract/activity.ts.
 */

/** Fields whose values never enter the log (secrets, passwords, their hashes, tokens, codes, sessions). */
export const SECRET_FIELD = /pass|hash|salt|secret|token|session|code|apikey|lockuntil|loginattempts/i

/** Bookkeeping fields that change with every save and say nothing about the change. */
export const NOISE_FIELDS: ReadonlySet<string> = new Set(['id', 'updatedAt', 'createdAt', 'searchText', 'lastUsedAt', 'editedBy', 'readTime', '_status'])

/** Each old or new value is kept up to this many characters (a body text is long; its versions hold it whole). */
export const CHANGE_VALUE_MAX = 200

/**
 * Who acted: a staff user, an integrator's credential, someone not signed in (a failed sign-in),
 * or the system on its own (its name says which part: the schedule, the mail server).
 */
export const ACTIVITY_ACTORS = ['user', 'credential', 'anonymous', 'system'] as const
export type ActivityActorKind = (typeof ACTIVITY_ACTORS)[number]

/**
 * The door a change came through (issue #60, item 5): the gateway's REST API (the back-office and
 * integrators), the /cms panels, Payload's own REST API called from elsewhere, an import, the
 * scheduler (scheduled publishing), or the system's other work (the newsletter's sending, the
 * operator's command).
 */
export const ACTIVITY_CHANNELS = ['api', 'cms', 'cms-api', 'import', 'scheduler', 'system'] as const
export type ActivityChannel = (typeof ACTIVITY_CHANNELS)[number]

export type ActivityChange = { field: string; from: string | null; to: string | null }

/** The system's parts that act on their own, as the log names them. */
export const SYSTEM_ACTORS = { schedule: 'schedule', mailServer: 'mail server', operator: 'operator (npm run admin)', importer: 'importer' } as const
