import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { RouteId } from '../../contract/routes'
import { SUCCESS_MESSAGE } from '../../gateway/docs/successMessages'
import { openApiDocument } from '../../gateway/docs/openapi'
import { translator } from '../../gateway/http/language'

/** Each handler's literal success messages, read from gateway/routes/*.ts (`routeId: async (...) => ... message: 'key'`). */
function handlerMessages(): Map<string, Set<string>> {
  const dir = path.resolve(import.meta.dirname, '../../gateway/routes')
  const found = new Map<string, Set<string>>()
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const parts = readFileSync(path.join(dir, file), 'utf8').split(/\n {2}(\w+): (?=async|\(|handler|\w+\()/)
    for (let i = 1; i < parts.length; i += 2) {
      const keys = [...parts[i + 1]!.matchAll(/message: '(\w+)'/g)].map((m) => m[1]!)
      if (keys.length) found.set(parts[i]!, new Set(keys))
    }
  }
  return found
}

describe("the document's success examples say what the server says (issue #62)", () => {
  it('names, for every route whose handler answers a message, one of its own', () => {
    const handlers = handlerMessages()
    expect(handlers.size).toBeGreaterThan(40)
    for (const [route, keys] of handlers) expect(keys.has(SUCCESS_MESSAGE[route as RouteId] ?? ''), route).toBe(true)
    for (const route of Object.keys(SUCCESS_MESSAGE)) expect(handlers.has(route), route).toBe(true)
  })

  it('puts that message, in English, in each success example, and none where the route answers none', () => {
    const t = translator('en')
    const doc = openApiDocument() as {
      paths: Record<string, Record<string, { operationId: string; responses: Record<string, { content?: Record<string, { example?: unknown }> }> }>>
    }
    let checked = 0
    for (const ops of Object.values(doc.paths))
      for (const op of Object.values(ops))
        for (const [status, answer] of Object.entries(op.responses)) {
          const example = status.startsWith('2') ? (answer.content?.['application/json']?.example as { message?: string } | undefined) : undefined
          if (!example || typeof example !== 'object') continue
          const key = SUCCESS_MESSAGE[op.operationId as RouteId]
          expect(example.message, op.operationId).toBe(key ? t(key) : undefined)
          checked++
        }
    expect(checked).toBeGreaterThan(80)
  })
})
