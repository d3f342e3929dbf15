import { createHash } from 'node:crypto'
import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { hashScripts } from '../../gateway/site/scriptHashes'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const early = '(function(k){document.documentElement.setAttribute("data-js","")})({})'
const page = [
  '<!DOCTYPE html><html><head>',
  `<script nonce="abc==">${early}</script>`,
  '<link rel="preload" as="script" nonce="abc==" href="/_next/static/chunks/x.js"/>',
  '<script src="https://analytics.example.com/tag.js?id=1&amp;b=2" async="" nonce="abc=="></script>',
  '<script src="https://cdn.example.com/lib.js" nonce="abc=="></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="abc=="></script>',
  '</head><body><p>Olá, texto com nonce="abc==" escrito</p>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<script nonce="abc==">var s=" nonce=\\"kept\\" "</script>',
  '</body></html>',
].join('')

describe('a stored page runs its scripts by hash, never by a shared nonce (issue #42, item 3)', () => {
  const { html, hashes } = hashScripts(page)

  it('takes every nonce attribute out, and leaves the text of pages and scripts as it was', () => {
    expect(html).not.toMatch(/<[^>]* nonce="/)
    expect(html).toContain('<p>Olá, texto com nonce="abc==" escrito</p>')
    expect(html).toContain('var s=" nonce=\\"kept\\" "')
    expect(html).toContain(`<script>${early}</script>`)
  })

  it('allows each inline script by the SHA-256 of exactly its text, and data blocks need none', () => {
    const inline = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")(?![^>]*noModule)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
    expect(inline.length).toBe(4)
    expect(new Set(hashes)).toEqual(new Set(inline.map(sha)))
    expect(html).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>')
  })

  it("turns another host's script into an inline one that adds it in its place, with its attributes and order", () => {
    expect(html).not.toContain('<script src="https://')
    const added: Record<string, string>[] = []
    const element = () => {
      const attributes: Record<string, string> = {}
      return { attributes, async: true, setAttribute: (name: string, value: string) => void (attributes[name] = value) }
    }
    const current = {
      parentNode: {
        insertBefore: (node: { attributes: Record<string, string>; async: boolean }) => added.push({ ...node.attributes, async: String(node.async) }),
      },
      nextSibling: null,
    }
    for (const [, code] of html.matchAll(/<script>(\(function\(\)\{var c=document\.currentScript[\s\S]*?)<\/script>/g))
      vm.runInNewContext(code!, { document: { currentScript: current, createElement: element } })
    expect(added).toEqual([
      { src: 'https://analytics.example.com/tag.js?id=1&b=2', async: 'true' },
      { src: 'https://cdn.example.com/lib.js', async: 'false' },
    ])
  })

  it('leaves the nomodule polyfill, which a browser with modules never runs, without a hash', () => {
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>')
  })
})
