import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { deferNextScripts, loaderScript } from '../../gateway/site/deferScripts'
import { FLIGHT_HEADER, FLIGHT_VALUE, splitFlight } from '../../gateway/site/flightData'
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

type Answer = { ok: boolean; status?: number; json?: () => Promise<unknown> }

/**
 * Runs a loader in a stand-in document; returns the scripts it added, the data handed to
 * Next's queue, the requests it made and a way to fire events. `data` is what the page itself
 * carries in `__next_f` (a stored page carries only the bootstrap push).
 */
function runLoader(options: { held?: unknown[]; data?: unknown[][]; answer?: Answer | Error } = {}) {
  const listeners = new Map<string, (event: object) => void>()
  const added: string[] = []
  const requests: { url: string; init: { headers: Record<string, string> } }[] = []
  const reloads: number[] = []
  const storage = new Map<string, string>()
  const queue: unknown[][] = options.data ?? [[0], [1, 'inline']]
  const document = {
    addEventListener: (type: string, listener: (event: object) => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
    createElement: () => ({ src: '', async: false }),
    head: { appendChild: (element: { src: string }) => added.push(element.src) },
  }
  const window = {
    __earlyInput: options.held ?? [],
    __next_f: queue,
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      requests.push({ url, init })
      const answer = options.answer ?? { ok: true, json: async () => [[1, 'fetched']] }
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)
    },
  }
  const location = { href: 'http://site.test/blog', reload: () => reloads.push(1) }
  const sessionStorage = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) }
  const body = loaderScript(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']).replace(/^<script>|<\/script>$/g, '')
  vm.runInNewContext(body, { document, window, location, sessionStorage })
  const fire = (type: string, extra: object = {}) => listeners.get(type)?.({ type, ...extra })
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0))
  return { added, listeners, fire, queue, requests, reloads, settled }
}

describe('the loader', () => {
  it('requests nothing until the visitor acts, then every script once', () => {
    const page = runLoader()
    expect(page.added).toEqual([])
    expect([...page.listeners.keys()].sort()).toEqual(['click', 'focusin', 'keydown', 'pointerdown'])
    page.fire('keydown')
    expect(page.added).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'])
    expect(page.listeners.size).toBe(0)
    expect(page.requests).toEqual([])
  })

  it('does not count a touch that may be a scroll, but counts a mouse press', () => {
    const page = runLoader()
    page.fire('pointerdown', { pointerType: 'touch' })
    expect(page.added).toEqual([])
    page.fire('pointerdown', { pointerType: 'mouse' })
    expect(page.added).toHaveLength(2)
  })

  it('starts at once when the early script already holds a press', () => {
    expect(runLoader({ held: [{}] }).added).toHaveLength(2)
  })

  it("on a stored page, asks for the page's React data first and hands it to Next before any script", async () => {
    const page = runLoader({ data: [[0]] })
    page.fire('click')
    expect(page.added).toEqual([])
    expect(page.requests).toHaveLength(1)
    expect(page.requests[0]!.url).toBe('http://site.test/blog')
    expect(page.requests[0]!.init.headers).toEqual({ [FLIGHT_HEADER]: FLIGHT_VALUE })
    await page.settled()
    expect(page.queue).toEqual([[0], [1, 'fetched']])
    expect(page.added).toHaveLength(2)
  })

  it('loads the page again, once, when its data is gone, and never starts scripts without it', async () => {
    const gone = runLoader({ data: [[0]], answer: { ok: false, status: 404 } })
    gone.fire('keydown')
    await gone.settled()
    expect(gone.added).toEqual([])
    expect(gone.reloads).toHaveLength(1)
    const offline = runLoader({ data: [[0]], answer: new Error('offline') })
    offline.fire('keydown')
    await offline.settled()
    expect(offline.added).toEqual([])
    expect(offline.reloads).toHaveLength(1)
  })
})

describe('the early script of public pages', () => {
  it('is a self-contained expression that parses', () => {
    expect(() => new vm.Script(EARLY_BEHAVIOUR_SCRIPT)).not.toThrow()
    expect(EARLY_BEHAVIOUR_SCRIPT).not.toContain('</script')
  })
})

describe("a stored page's React data", () => {
  const html = [
    '<html><head><script nonce="n">(self.__next_f=self.__next_f||[]).push([0])</script></head><body><main>Olá</main>',
    '<script nonce="n">self.__next_f.push([1,"0:{\\"P\\":null}\\n"])</script>',
    '<script nonce="n">self.__next_f.push([1,"1:\\u003cb\\u003e)\\u003c/script\\u003e"])</script>',
    '<script>document.title="x"</script></body></html>',
  ].join('')

  it('leaves the page without its data scripts and keeps the bootstrap push and every other script', () => {
    const split = splitFlight(html)!
    expect(split.html).toContain('(self.__next_f=self.__next_f||[]).push([0])')
    expect(split.html).not.toContain('self.__next_f.push([1')
    expect(split.html).toContain('<main>Olá</main>')
    expect(split.html).toContain('<script>document.title="x"</script>')
  })

  it('gives the segments as JSON, in document order, exactly as Next wrote them', () => {
    expect(JSON.parse(splitFlight(html)!.flight)).toEqual([
      [1, '0:{"P":null}\n'],
      [1, '1:<b>)</script>'],
    ])
  })

  it('keeps a page that is not a Next page, or has no data, as it is', () => {
    expect(splitFlight('<html><body>feed</body></html>')).toBeNull()
    expect(splitFlight('<script>(self.__next_f=self.__next_f||[]).push([0])</script>')).toBeNull()
  })
})
