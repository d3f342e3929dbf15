import { describe, expect, it } from 'vitest'
import { BODY_NODES } from '../../frontend/components/admin/editor/bodyNodes'
import { toEditorBody, toStoredBody } from '../../frontend/components/admin/editor/bodyShape'
import { storedBodies } from '../fixtures/bodies'
import { openAndSave } from '../helpers/writingEditor'

const ARTICLE = { id: 7, slug: 'outro-artigo' }
const bodies = storedBodies(42, ARTICLE)

type Node = { type?: string; children?: Node[]; text?: string; [key: string]: unknown }
const all = (node: Node): Node[] => [node, ...(node.children ?? []).flatMap(all)]
const ofType = (stored: { root: Node }, type: string) => all(stored.root).filter((node) => node.type === type)
const textOf = (stored: { root: Node }) =>
  all(stored.root)
    .map((node) => node.text ?? '')
    .join('')

/**
 * Issue #59, item 1: the writing screen never opened a body with a link (two node classes of one
 * type sent Lexical's replacement lookup round forever). Every kind of stored node opens in the
 * editor's own node set, is written back as Payload stores it, and survives an edit.
 */
describe('the writing screen opens and saves every kind of stored body', () => {
  it('registers one class per node type, with no replacement (a repeated type made the loop)', () => {
    const types = BODY_NODES.map((klass) => klass.getType())
    expect(new Set(types).size).toBe(types.length)
    expect(BODY_NODES.every((klass) => typeof klass === 'function')).toBe(true)
  })

  it.each(Object.keys(bodies))('%s: opens, is saved as it was, and keeps an edit', (kind) => {
    const stored = bodies[kind]!
    const saved = openAndSave(stored)
    // Saved again, nothing moves: what the editor writes is what it reads.
    expect(openAndSave(saved)).toEqual(saved)
    expect(textOf(saved)).toBe(textOf(stored))
    for (const type of new Set(all(stored.root).map((node) => node.type!))) expect(ofType(saved, type).length, type).toBe(ofType(stored, type).length)
    expect(JSON.stringify(saved)).not.toMatch(/"(opaque|payloadLink)"|"\$"/)
    const edited = openAndSave(stored, ' Editado.')
    expect(textOf(edited)).toBe(`${textOf(stored)} Editado.`)
  })

  it('keeps a link as Payload stores it: address, new tab, an internal target and its id', () => {
    const external = ofType(openAndSave(bodies['link to another site in a new tab']!), 'link')[0]!
    expect(external).toMatchObject({ type: 'link', version: 3, fields: { url: 'https://www.gov.br/', newTab: true, linkType: 'custom' } })
    const internal = ofType(openAndSave(bodies['internal link to an article']!), 'link')[0]!
    expect(internal.fields).toEqual({ linkType: 'internal', newTab: false, doc: { relationTo: 'articles', value: 7 } })
    expect(ofType(openAndSave(bodies.autolink!), 'autolink')[0]).toMatchObject({ type: 'autolink', version: 2, fields: { url: 'https://example.com' } })
  })

  it('shows an internal link populated with its article at the article address, and a new address makes it a plain link', () => {
    const populated = bodies['internal link to an article']!
    const link = ofType(populated, 'link')[0]!
    ;(link.fields as { doc: { value: unknown } }).doc.value = { id: 7, slug: 'outro-artigo' }
    const opened = toEditorBody(populated)!
    expect(ofType(opened, 'link')[0]).toMatchObject({ url: '/post/outro-artigo/7' })
    const changed = ofType(opened, 'link')[0]!
    changed.url = 'https://example.org/'
    expect(ofType(toStoredBody(opened)!, 'link')[0]!.fields).toEqual({ url: 'https://example.org/', newTab: false, linkType: 'custom' })
  })

  it('keeps an image its own description and id, and a node it cannot edit exactly as stored', () => {
    expect(ofType(openAndSave(bodies['image with its own description']!), 'upload')[0]).toEqual(ofType(bodies['image with its own description']!, 'upload')[0])
    for (const kind of ['relationship made in /cms', 'block of a kind this editor does not know']) {
      const unknown = (bodies[kind]!.root.children as Node[]).at(-1)
      expect(openAndSave(bodies[kind]!, ' Editado.').root.children).toContainEqual(unknown)
    }
  })
})

describe('references as a read hands them back', () => {
  it('saves an internal link and a relationship read populated with their ids, as Payload validates them', () => {
    const article = { id: 7, slug: 'outro-artigo', title: 'Outro', content: { root: {} } }
    const populated = (kind: string) => JSON.parse(JSON.stringify(bodies[kind]!).replaceAll('"value":7', `"value":${JSON.stringify(article)}`))
    expect(ofType(openAndSave(populated('internal link to an article')), 'link')[0]!.fields).toEqual({
      linkType: 'internal',
      newTab: false,
      doc: { relationTo: 'articles', value: 7 },
    })
    expect(ofType(openAndSave(populated('relationship made in /cms')), 'relationship')[0]).toMatchObject({ relationTo: 'articles', value: 7 })
  })
})
