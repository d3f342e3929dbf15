import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { deferNextScripts, loaderScript } from '../../gateway/site/deferScripts'
import { EARLY_BEHAVIOUR_SCRIPT } from '../../frontend/lib/site/earlyBehaviour'

// The head of a page as Next 16 writes it (trimmed), with a staff snippet that must stay.
const page = [
  '<!DOCTYPE html><html lang="pt-BR"><head>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>',
  '<script src="/_next/static/chunks/runtime.js" async=""></script>',
  '<script src="/_next/static/chunks/react-dom.js" async=""></script>',
  '<script src="https://analytics.example.com/tag.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><main>Olá</main>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '<script src="/_next/static/chunks/runtime.js" async=""></script>',
  '<script>self.__next_f.push([1,"x"])</script></body></html>',
].join('')

const sourcesOf = (html: string) => JSON.parse(/var s=(\[[^\]]*\])/.exec(html)![1]!) as string[]

describe("Next scripts wait for the visitor's first act", () => {
  const out = deferNextScripts(page)

  it('takes every async Next script out of the markup, once each, in document order', () => {
    expect(out).not.toMatch(/<script src="\/_next\/static\/[^"]+" async="">/)
    expect(sourcesOf(out)).toEqual(['/_next/static/chunks/runtime.js', '/_next/static/chunks/react-dom.js', '/_next/static/chunks/page.js'])
    expect(out).not.toContain('rel="preload" as="script"')
  })

  it("leaves the stylesheet, the inline data, the noModule polyfill and anyone else's scripts alone", () => {
    expect(out).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>')
    expect(out).toContain('<script src="https://analytics.example.com/tag.js" async=""></script>')
    expect(out).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>')
    expect(out).toContain('<script>self.__next_f.push([1,"x"])</script>')
    expect(out).toContain('<main>Olá</main>')
  })

  it('puts the loader last in <body>, after the inline data', () => {
    expect(out.indexOf('var s=')).toBeGreaterThan(out.indexOf('self.__next_f.push'))
    expect(out.endsWith('</script></body></html>')).toBe(true)
  })

  it('under a CSP: takes out the scripts Next gave a nonce (before or after async) and gives the loader that nonce', () => {
    const withNonce = page
      .replace(/<script src="(\/_next\/[^"]+)" async=""><\/script>/g, (_m, src: string) => `<script src="${src}" async="" nonce="abc+/=="></script>`)
      .replace(
        '<script src="/_next/static/chunks/page.js" async="" nonce="abc+/=="></script>',
        '<script src="/_next/static/chunks/page.js" nonce="abc+/==" async=""></script>',
      )
      .replace('fetchPriority="low" href', 'fetchPriority="low" nonce="abc+/==" href')
    const deferred = deferNextScripts(withNonce)
    expect(deferred).not.toMatch(/<script src="\/_next\/static\/[^"]+"[^>]* async=""/)
    expect(sourcesOf(deferred)).toEqual(['/_next/static/chunks/runtime.js', '/_next/static/chunks/react-dom.js', '/_next/static/chunks/page.js'])
    expect(deferred).toContain('<script nonce="abc+/==">(function(){var s=')
    expect(deferred).not.toContain('rel="preload" as="script"')
  })

  it('returns a page without Next scripts unchanged', () => {
    const plain = '<html><head></head><body><p>sem scripts</p></body></html>'
    expect(deferNextScripts(plain)).toBe(plain)
  })

  it('writes a loader that parses and cannot be closed early by a script source', () => {
    const loader = loaderScript(['/_next/static/chunks/a</script><script>alert(1)//.js'])
    expect(loader.match(/<\/script>/g)).toHaveLength(1)
    const body = loader.replace(/^<script>|<\/script>$/g, '')
    expect(() => new vm.Script(body)).not.toThrow()
  })
})

/** Runs a loader in a stand-in document; returns the scripts it added and a way to fire events. */
function runLoader(held: unknown[] = []) {
  const listeners = new Map<string, (event: object) => void>()
  const added: string[] = []
  const document = {
    addEventListener: (type: string, listener: (event: object) => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
    createElement: () => ({ src: '', async: false }),
    head: { appendChild: (element: { src: string }) => added.push(element.src) },
  }
  const body = loaderScript(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']).replace(/^<script>|<\/script>$/g, '')
  vm.runInNewContext(body, { document, window: { __earlyInput: held } })
  const fire = (type: string, extra: object = {}) => listeners.get(type)?.({ type, ...extra })
  return { added, listeners, fire }
}

describe('the loader', () => {
  it('requests nothing until the visitor acts, then every script once', () => {
    const page = runLoader()
    expect(page.added).toEqual([])
    expect([...page.listeners.keys()].sort()).toEqual(['click', 'focusin', 'keydown', 'pointerdown'])
    page.fire('keydown')
    expect(page.added).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'])
    expect(page.listeners.size).toBe(0)
  })

  it('does not count a touch that may be a scroll, but counts a mouse press', () => {
    const page = runLoader()
    page.fire('pointerdown', { pointerType: 'touch' })
    expect(page.added).toEqual([])
    page.fire('pointerdown', { pointerType: 'mouse' })
    expect(page.added).toHaveLength(2)
  })

  it('starts at once when the early script already holds a press', () => {
    expect(runLoader([{}]).added).toHaveLength(2)
  })
})

describe('the early script of public pages', () => {
  it('is a self-contained expression that parses', () => {
    expect(() => new vm.Script(EARLY_BEHAVIOUR_SCRIPT)).not.toThrow()
    expect(EARLY_BEHAVIOUR_SCRIPT).not.toContain('</script')
  })
})
