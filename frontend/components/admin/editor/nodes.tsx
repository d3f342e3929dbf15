'use client'

import { LinkNode, type SerializedLinkNode } from '@lexical/link'
import { DecoratorNode, type EditorConfig, type NodeKey, type SerializedLexicalNode, type Spread } from 'lexical'
import type { JSX } from 'react'

/**
 * Links as Payload's Lexical editor stores them ({ fields: { url, newTab, linkType } }), so
 * the JSON this editor writes is what /cms opens and the site's HTML converter reads.
 */
type SerializedPayloadLink = Omit<SerializedLinkNode, 'url' | 'rel' | 'target' | 'title'> & {
  fields: { url: string; newTab: boolean; linkType: 'custom' }
}

export class PayloadLinkNode extends LinkNode {
  static getType(): string {
    return 'link'
  }
  static clone(node: PayloadLinkNode): PayloadLinkNode {
    return new PayloadLinkNode(node.__url, { rel: node.__rel, target: node.__target, title: node.__title }, node.__key)
  }
  static importJSON(json: SerializedPayloadLink & { url?: string }): PayloadLinkNode {
    const url = json.fields?.url ?? json.url ?? ''
    return new PayloadLinkNode(url, { target: json.fields?.newTab ? '_blank' : null, rel: json.fields?.newTab ? 'noopener noreferrer' : null })
  }
  // Lexical's type says SerializedLinkNode; what leaves is Payload's shape, on purpose.
  exportJSON(): SerializedLinkNode {
    const { url: _url, rel: _rel, target: _target, title: _title, ...rest } = super.exportJSON()
    const payloadShape: SerializedPayloadLink = {
      ...rest,
      type: 'link',
      version: 3,
      fields: { url: this.getURL(), newTab: this.getTarget() === '_blank', linkType: 'custom' },
    }
    return payloadShape as unknown as SerializedLinkNode
  }
}

/** Images as Payload's upload node: { type: 'upload', relationTo: 'media', value: <media id> }. */
type SerializedUpload = Spread<{ type: 'upload'; version: 3; relationTo: 'media'; value: number | string; fields: null; format: '' }, SerializedLexicalNode>

export class UploadNode extends DecoratorNode<JSX.Element> {
  __media: number | string
  __url: string
  __alt: string

  static getType(): string {
    return 'upload'
  }
  static clone(node: UploadNode): UploadNode {
    return new UploadNode(node.__media, node.__url, node.__alt, node.__key)
  }
  static importJSON(json: SerializedUpload & { value: unknown }): UploadNode {
    const value = json.value as { id?: number | string; url?: string; alt?: string } | number | string
    return typeof value === 'object' && value ? new UploadNode(value.id ?? '', value.url ?? '', value.alt ?? '') : new UploadNode(value, '', '')
  }
  constructor(media: number | string, url: string, alt: string, key?: NodeKey) {
    super(key)
    this.__media = media
    this.__url = url
    this.__alt = alt
  }
  exportJSON(): SerializedUpload {
    return { type: 'upload', version: 3, relationTo: 'media', value: this.__media, fields: null, format: '' }
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
