type Node = Record<string, unknown> & { children?: unknown }

const idOf = (value: unknown) => (value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value)

/**
 * A rich-text body with every reference as an id (`{ relationTo, value: 42 }`), as Payload
 * validates it on save. A read hands references back populated with the whole document (an
 * internal link, a relationship, an image): a body read and sent back (an integrator copying an
 * article, the writing screen, /cms) was refused with "invalid value" (issue #59 and #60).
 */
export function unpopulatedBody<T>(body: T): T {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk)
    if (!node || typeof node !== 'object') return node
    const n = node as Node
    const out: Node = { ...n }
    if ('relationTo' in n && 'value' in n) out.value = idOf(n.value)
    const fields = n.fields as { doc?: { relationTo?: unknown; value?: unknown } } | null | undefined
    if (fields && typeof fields === 'object' && fields.doc && typeof fields.doc === 'object')
      out.fields = { ...fields, doc: { ...fields.doc, value: idOf(fields.doc.value) } }
    if (Array.isArray(n.children)) out.children = n.children.map(walk)
    if (n.root) out.root = walk(n.root)
    return out
  }
  return walk(body) as T
}
