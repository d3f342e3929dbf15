/**
 * The one channel through which a change of public content is announced. Collection hooks
 * announce (they know what changed); caches listen (they know what they hold). Neither side
 * imports the other, so collections/ never reaches into services/.
 *
 * With several instances a relay (services/cache/changeBus.ts, on Redis) carries each
 * announcement to the others, which apply it as if made locally. While the relay is down an
 * instance cannot hear the others, so caches keep entries only for `cacheLifetime()`.
 *
 * Lives on globalThis: the Express bundle and Next's bundle share one Payload instance and
 * must hear the same announcements.
 */
import type { CacheTag } from '../../domain/cacheTags'

export type { CacheTag }

export type Change = readonly CacheTag[] | 'all'
type ChangeListener = (tags: Change) => void
type Relay = { send: (tags: Change) => void; connected: () => boolean; staleAfterMs: number }
type Channel = { listeners: Set<ChangeListener>; relay?: Relay }

const KEY = Symbol.for('corporate-site.contentChanges')
const registry = globalThis as unknown as Record<symbol, Channel | undefined>
const channel: Channel = (registry[KEY] ??= { listeners: new Set() })

/** Everything cached from content with any of these tags is stale, here and on every instance. */
export function announceChange(tags: Change): void {
  applyChange(tags)
  channel.relay?.send(tags)
}

/** A change another instance announced (through the relay): applied here only. */
export function applyChange(tags: Change): void {
  for (const listener of channel.listeners) listener(tags)
}

export function onContentChange(listener: ChangeListener): () => void {
  channel.listeners.add(listener)
  return () => channel.listeners.delete(listener)
}

/** Connects the instances (or, with undefined, goes back to one process). */
export function setChangeRelay(relay: Relay | undefined): void {
  channel.relay = relay
}

/**
 * The caches one answer can pass through, one over the other: a page (gateway/site/pageStore.ts)
 * is rendered from cached reads (services/cache/publicCache.ts). While the relay is down each
 * keeps an entry for its share of `staleAfterMs`, less a margin for the render under load, so a
 * page built at the end of a read's life is not kept a whole lifetime more (issue #29: 10.1 s
 * stale under load against README's 5 s, the two lifetimes added up).
 */
export const STACKED_CACHES = 2
const RENDER_MARGIN = 0.2

/**
 * Whether this instance hears every change as it happens: one process, or several with the relay
 * up. What must never be stale (a revoked credential) is kept only while this holds.
 */
export function changesHeard(): boolean {
  const relay = channel.relay
  return !relay || relay.connected()
}

/** How long a cache may keep an entry: its own choice, unless the relay is down. */
export function cacheLifetime(wantedMs: number): number {
  const relay = channel.relay
  if (!relay || relay.connected()) return wantedMs
  return Math.min(wantedMs, Math.floor((relay.staleAfterMs * (1 - RENDER_MARGIN)) / STACKED_CACHES))
}

/**
 * How long a page rendered from cached reads may be kept, counted from now: its own choice while
 * changes are heard; while the relay is down, no longer than the time left of the freshness
 * promise (`staleAfterMs`) once the reads it was built from (up to their lifetime older than the
 * render's start) and the render itself are counted. Under load a render can take seconds, and a
 * fixed share let one edit be seen 5.7 s late against the promised 5 (issue #42, item 7). Zero or
 * less: not kept at all.
 */
export function renderedLifetime(wantedMs: number, renderStartedAt: number, now = Date.now()): number {
  const relay = channel.relay
  if (!relay || relay.connected()) return wantedMs
  const readsMs = cacheLifetime(Number.MAX_SAFE_INTEGER)
  return Math.min(cacheLifetime(wantedMs), relay.staleAfterMs - readsMs - (now - renderStartedAt))
}

/** What an isolated instance promises and does, for its log line: the bound on an answer's age, and each layer's lifetime. */
export function isolatedLifetimes(staleAfterMs: number): { answerMs: number; layerMs: number } {
  return { answerMs: staleAfterMs, layerMs: Math.floor((staleAfterMs * (1 - RENDER_MARGIN)) / STACKED_CACHES) }
}
