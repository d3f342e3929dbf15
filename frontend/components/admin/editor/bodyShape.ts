/**
 * The body as stored (Payload's Lexical JSON) and as the writing screen's editor holds it. They
 * differ in three places, converted here and only here:
 * - links: Payload keeps `{ fields: { url, newTab, linkType, doc? }, id? }`; Lexical's own
 *   LinkNode reads `url`/`target`/`rel`. Payload's part rides along in the node's state (`$`),
 *   so an internal link to a page or article keeps its target unless its address is changed.
 * - any node kind the editor has no node for (Payload's relationship, a block from /cms): kept
 *   whole in an `opaque` node, shown as a marker and written back unchanged.
 * Two editor classes with one type made Lexical loop forever on the first stored link (issue #59):
 * converting at the edge keeps every registered type unique.
 */

/** Node types the editor has a node for (bodyNodes.ts). */
const OWN_TYPES = new Set([
  'root',
  'paragraph',
  'text',
  'linebreak',
  'tab',
  'heading',
  'quote',
  'list',
  'listitem',
  'link',
  'autolink',
  'upload',
  'table',
  'tablerow',
  'tablecell',
  'horizontalrule',
  'opaque',
])
/** Parents whose children are inline (text and what sits in a line). */
const INLINE_PARENTS = new Set(['paragraph', 'heading', 'link', 'autolink', 'listitem'])

type Json = Record<string, unknown>
type Node = Json & { type?: string; children?: Node[]; $?: Json }
export type StoredBody = { root: Node }

/** What a stored link keeps besides what Lexical's LinkNode holds. */
type KeptLink = { fields?: Json; id?: unknown; version?: unknown }
/** An internal link's target as Payload populates it: an article's or page's address. */
const docAddress = (doc: unknown): string => {
  const target = doc as { relationTo?: string; value?: { id?: unknown; slug?: unknown; path?: unknown } } | undefined
  const value = target?.value
  if (!value || typeof value !== 'object') return ''
  if (target?.relationTo === 'articles' && typeof value.slug === 'string') return `/post/${value.slug}/${String(value.id)}`
  if (typeof value.path === 'string') return value.path
  return typeof value.slug === 'string' ? `/${value.slug}` : ''
}

const isBody = (value: unknown): value is StoredBody =>
  typeof value === 'object' && value !== null && typeof (value as StoredBody).root === 'object' && (value as StoredBody).root !== null

/** A stored body as the editor opens it (a copy; the stored one is left as it is). */
export function toEditorBody(stored: unknown): StoredBody | undefined {
  if (!isBody(stored)) return undefined
  return { ...stored, root: forEditor(stored.root, null) }
}

function forEditor(node: Node, parent: string | null): Node {
  const type = typeof node.type === 'string' ? node.type : ''
  if (!OWN_TYPES.has(type)) return { type: 'opaque', version: 1, stored: node, inline: parent !== null && INLINE_PARENTS.has(parent) }
  const children = Array.isArray(node.children) ? node.children.map((child) => forEditor(child, type)) : undefined
  if ((type === 'link' || type === 'autolink') && node.fields && typeof node.fields === 'object') {
    const { fields, id, version, ...rest } = node as Node & { fields: Json }
    const newTab = fields.newTab === true
    const url = typeof fields.url === 'string' && fields.url ? fields.url : fields.linkType === 'internal' ? docAddress(fields.doc) : ''
    const kept: KeptLink = { fields, ...(id === undefined ? {} : { id }), version }
    return {
      ...rest,
      ...(children ? { children } : {}),
      type,
      version: 1,
      url,
      target: newTab ? '_blank' : null,
      rel: newTab ? 'noopener noreferrer' : null,
      title: null,
      $: { ...(node.$ ?? {}), payloadLink: { ...kept, shown: url } },
    }
  }
  return children ? { ...node, children } : node
}

/** What the editor holds, as stored (Payload's shapes, nothing of the editor's own). */
export function toStoredBody(editor: unknown): StoredBody | null {
  if (!isBody(editor)) return null
  return { ...editor, root: forStore(editor.root) }
}

function forStore(node: Node): Node {
  const type = node.type
  if (type === 'opaque') return unpopulated((node.stored as Node) ?? { type: 'paragraph', version: 1, children: [] })
  const children = Array.isArray(node.children) ? node.children.map(forStore) : undefined
  const { $: state, ...plain } = node
  const { payloadLink, ...otherState } = (state ?? {}) as Json & { payloadLink?: KeptLink & { shown?: string } }
  const rest: Node = { ...plain, ...(children ? { children } : {}), ...(Object.keys(otherState).length ? { $: otherState } : {}) }
  if (type === 'link' || type === 'autolink') {
    const { url, target, rel: _rel, title: _title, ...linkRest } = rest
    const address = typeof url === 'string' ? url : ''
    const keptFields = payloadLink?.fields ?? {}
    // An internal link stays one while its address is the one it opened with; a new address makes it custom.
    const internal = keptFields.linkType === 'internal' && address === payloadLink?.shown
    const fields: Json = internal
      ? { ...keptFields, doc: idOnly(keptFields.doc), newTab: target === '_blank' }
      : { ...withoutDoc(keptFields), url: address, newTab: target === '_blank', linkType: 'custom' }
    return {
      ...linkRest,
      type,
      version: typeof payloadLink?.version === 'number' ? payloadLink.version : type === 'link' ? 3 : 2,
      fields,
      ...(payloadLink?.id === undefined ? {} : { id: payloadLink.id }),
    }
  }
  return rest
}

const withoutDoc = ({ doc: _doc, ...fields }: Json) => fields

/** A reference as stored: `{ relationTo, value: <id> }`; a read hands it back populated with the whole document. */
function idOnly(reference: unknown): unknown {
  const target = reference as { relationTo?: unknown; value?: unknown } | null
  if (!target || typeof target !== 'object' || !target.value || typeof target.value !== 'object') return reference
  return { ...target, value: (target.value as { id?: unknown }).id }
}

/** A kept node (and what it holds) with its references as ids, as Payload validates them on save. */
function unpopulated(node: Node): Node {
  const children = Array.isArray(node.children) ? { children: node.children.map(unpopulated) } : {}
  const reference = 'relationTo' in node && node.value && typeof node.value === 'object' ? { value: (node.value as { id?: unknown }).id } : {}
  const fields = node.fields && typeof node.fields === 'object' && 'doc' in node.fields ? { fields: { ...node.fields, doc: idOnly(node.fields.doc) } } : {}
  return { ...node, ...children, ...reference, ...fields }
}
