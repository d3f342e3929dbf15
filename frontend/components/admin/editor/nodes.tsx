'use client'

import { DecoratorNode, type EditorConfig, type NodeKey, type SerializedLexicalNode, type Spread } from 'lexical'
import type { JSX } from 'react'
import { KeptContent } from './KeptContent'

/**
 * Images as Payload's upload node: { type: 'upload', relationTo: 'media', value: <media id> },
 * with what Payload or the importer wrote beside it (`fields`, such as the image's own alt, and
 * `id`) written back as it came.
 */
type SerializedUpload = Spread<
  { type: 'upload'; version: 3; relationTo: 'media'; value: number | string; fields: Record<string, unknown> | null; format: string; id?: string },
  SerializedLexicalNode
>

export class UploadNode extends DecoratorNode<JSX.Element> {
  __media: number | string
  __url: string
  __alt: string
  __fields: Record<string, unknown> | null = null
  __id: string | undefined = undefined

  static getType(): string {
    return 'upload'
  }
  static clone(node: UploadNode): UploadNode {
    const copy = new UploadNode(node.__media, node.__url, node.__alt, node.__key)
    copy.__fields = node.__fields
    copy.__id = node.__id
    return copy
  }
  static importJSON(json: SerializedUpload & { value: unknown }): UploadNode {
    const value = json.value as { id?: number | string; url?: string; alt?: string } | number | string
    const node = typeof value === 'object' && value ? new UploadNode(value.id ?? '', value.url ?? '', value.alt ?? '') : new UploadNode(value, '', '')
    node.__fields = json.fields && typeof json.fields === 'object' ? json.fields : null
    node.__id = typeof json.id === 'string' ? json.id : undefined
    return node
  }
  constructor(media: number | string, url: string, alt: string, key?: NodeKey) {
    super(key)
    this.__media = media
    this.__url = url
    this.__alt = alt
  }
  exportJSON(): SerializedUpload {
    return {
      type: 'upload',
      version: 3,
      relationTo: 'media',
      value: this.__media,
      fields: this.__fields,
      format: '',
      ...(this.__id === undefined ? {} : { id: this.__id }),
    }
  }
  // A block, as Payload's upload node is: at the top level, never folded into a paragraph.
  isInline(): false {
    return false
  }
  createDOM(_config: EditorConfig): HTMLElement {
    return document.createElement('figure')
  }
  updateDOM(): false {
    return false
  }
  decorate(): JSX.Element {
    return this.__url ? <img src={this.__url} alt={this.__alt} /> : <span>[{this.__alt || `#${this.__media}`}]</span>
  }
}

export const $createUploadNode = (media: number | string, url: string, alt: string) => new UploadNode(media, url, alt)

/**
 * A stored node of a kind this editor has no node for (a relationship or block made in /cms):
 * kept whole and written back unchanged, shown as a marker that names it (bodyShape.ts).
 */
type SerializedOpaque = Spread<{ type: 'opaque'; version: 1; stored: Record<string, unknown>; inline: boolean }, SerializedLexicalNode>

export class OpaqueNode extends DecoratorNode<JSX.Element> {
  __stored: Record<string, unknown>
  __inline: boolean

  static getType(): string {
    return 'opaque'
  }
  static clone(node: OpaqueNode): OpaqueNode {
    return new OpaqueNode(node.__stored, node.__inline, node.__key)
  }
  static importJSON(json: SerializedOpaque): OpaqueNode {
    return new OpaqueNode(json.stored ?? {}, json.inline === true)
  }
  constructor(stored: Record<string, unknown>, inline: boolean, key?: NodeKey) {
    super(key)
    this.__stored = stored
    this.__inline = inline
  }
  exportJSON(): SerializedOpaque {
    return { type: 'opaque', version: 1, stored: this.__stored, inline: this.__inline }
  }
  isInline(): boolean {
    return this.__inline
  }
  createDOM(_config: EditorConfig): HTMLElement {
    return document.createElement(this.__inline ? 'span' : 'div')
  }
  updateDOM(): false {
    return false
  }
  decorate(): JSX.Element {
    return <KeptContent kind={String(this.__stored.type ?? '')} />
  }
}
