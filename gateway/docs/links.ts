import type { RouteId } from '../../contract/routes'

/**
 * OpenAPI links from each create to what reads, changes and deletes what it made (issue #47,
 * item 2), so a stateful client or fuzzer can chain create -> read -> update -> delete. A
 * target's path parameters are taken from the created resource's `data` by the same name.
 */
export const RESOURCE_LINKS: Partial<Record<RouteId, readonly RouteId[]>> = {
  articleCreate: ['articleGet', 'articleUpdate', 'articleStatus', 'articleVersions', 'articlePreviewCreate', 'articleDelete'],
  categoryCreate: ['categoryUpdate', 'categoryStatus', 'categoryDelete'],
  userCreate: ['userGet', 'userUpdate', 'userStatus', 'userActiveRoutes', 'userDelete'],
  credentialCreate: ['credentialGet', 'credentialUpdate', 'credentialStatus', 'credentialRegenerate', 'credentialDelete'],
  webhookCreate: ['webhookUpdate', 'webhookDeliveries', 'webhookDelete'],
  newsletterSendCreate: ['newsletterSendGet', 'newsletterSendControl'],
  seoCreate: ['seoUpdate', 'seoDelete'],
}

type Schema = { properties?: Record<string, Schema> }

/** Path parameters named otherwise in the answer (the spec's `unique_key` is `{uniqueKey}` in paths). */
const ANSWER_NAME: Record<string, string> = { uniqueKey: 'unique_key' }
/** Path parameters no answer holds, whose value is the caller's (the spec's `{flag}`, any text): a constant. */
const CONSTANT: Record<string, string> = { flag: 'current' }

/** Where each property of a created answer's `data` is, by name: its own, else one of an object it holds (a created user's `user.id`). */
export function dataPointers(data: Schema): Record<string, string> {
  const pointers: Record<string, string> = {}
  for (const [outer, schema] of Object.entries(data.properties ?? {}))
    for (const inner of Object.keys(schema.properties ?? {})) pointers[inner] ??= `$response.body#/data/${outer}/${inner}`
  for (const name of Object.keys(data.properties ?? {})) pointers[name] = `$response.body#/data/${name}`
  return pointers
}

/** A link per target whose path parameters the created answer's `data` holds (`pointers`, from dataPointers). */
export function linksOf(
  source: RouteId,
  pathOf: (id: RouteId) => string,
  pointers: Record<string, string>,
): Record<string, { operationId: string; parameters: Record<string, string>; description: string }> | undefined {
  const targets = RESOURCE_LINKS[source]
  if (!targets) return undefined
  const links: Record<string, { operationId: string; parameters: Record<string, string>; description: string }> = {}
  for (const target of targets) {
    const names = [...pathOf(target).matchAll(/:(\w+)/g)].map((m) => m[1]!)
    const valueOf = (name: string) => pointers[ANSWER_NAME[name] ?? name] ?? CONSTANT[name]
    const known = names.filter((name) => valueOf(name) !== undefined)
    // A link carries every parameter its target needs, or it is no link (issue #62).
    if (!known.length || known.length < names.length) continue
    links[target] = {
      operationId: target,
      parameters: Object.fromEntries(known.map((name) => [name, valueOf(name)!])),
      description: `The created resource's ${known.join(' and ')} as ${target}'s path parameter${known.length > 1 ? 's' : ''}.`,
    }
  }
  return Object.keys(links).length ? links : undefined
}
