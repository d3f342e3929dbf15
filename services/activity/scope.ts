import { AsyncLocalStorage } from 'node:async_hooks'
import type { ActivityActorKind, ActivityChange, ActivityChannel } from '../../domain/activity'

export type ActivityActor = { kind: ActivityActorKind; user?: number | string; credential?: number | string; name: string | null }
export type ActivityTarget = { kind: string; id: string | null; label: string | null }
export type NotedChange = ActivityTarget & { changes: ActivityChange[] }

/**
 * One API call being served: who acts, from where, and the changes the collections' hooks noted.
 * `each`: work of many documents (an import), whose every change is an entry of its own, written
 * as it happens through `channel`.
 */
export type ActivityScope = { actor: ActivityActor; address: string | null; noted: NotedChange[]; each?: { channel: ActivityChannel; action: string } }

const storage = new AsyncLocalStorage<ActivityScope>()

/**
 * Runs one gateway call inside its scope: the hooks of the documents it changes note their
 * changed fields here (instead of writing entries of their own), and the router writes one
 * entry for the call with them.
 */
export const withActivityScope = <T>(scope: ActivityScope, work: () => Promise<T>): Promise<T> => storage.run(scope, work)

/** The scope of the gateway call being served, if any (none in /cms, jobs and the seed). */
export const activityScope = (): ActivityScope | undefined => storage.getStore()
