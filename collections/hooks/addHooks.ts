import type { CollectionConfig, GlobalConfig } from 'payload'

type Hooks = NonNullable<CollectionConfig['hooks']>

/**
 * The collection with more hooks run after its own: how payload.config.ts attaches the
 * services' bookkeeping (collections import no services).
 */
export function addHooks(collection: CollectionConfig, more: Hooks): CollectionConfig {
  const hooks: Record<string, unknown[]> = { ...(collection.hooks as Record<string, unknown[]>) }
  for (const [name, list] of Object.entries(more)) hooks[name] = [...(hooks[name] ?? []), ...(list as unknown[])]
  return { ...collection, hooks: hooks as Hooks }
}

type GlobalHooks = NonNullable<GlobalConfig['hooks']>

/** The global with more hooks run after its own, as addHooks. */
export function addGlobalHooks(global: GlobalConfig, more: GlobalHooks): GlobalConfig {
  const hooks: Record<string, unknown[]> = { ...(global.hooks as Record<string, unknown[]>) }
  for (const [name, list] of Object.entries(more)) hooks[name] = [...(hooks[name] ?? []), ...(list as unknown[])]
  return { ...global, hooks: hooks as GlobalHooks }
}
