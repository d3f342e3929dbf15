import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { inlineStylesheets, stylesheetReader, withoutInlinedPreloads } from '../../gateway/site/inlineStyles'

const staticDir = mkdtempSync(path.join(os.tmpdir(), 'inline-styles-'))
mkdirSync(path.join(staticDir, 'chunks'))
writeFileSync(
  path.join(staticDir, 'chunks/fonts.css'),
  '@font-face{font-family:inter;src:url(../media/inter.woff2)format("woff2")}@font-face{src:url("/abs.woff2"),url(data:font/woff2;base64,AA==)}',
)
writeFileSync(path.join(staticDir, 'chunks/big.css'), `body{color:red}${'a{b:c}'.repeat(2000)}`)
writeFileSync(path.join(staticDir, 'chunks/odd.css'), 'a::after{content:"</style><script>"}')

const link = (name: string) => `<link rel="stylesheet" href="/_next/static/chunks/${name}" nonce="n0nce" data-precedence="next"/>`
const read = stylesheetReader(staticDir)

describe('small stylesheets go inside the page', () => {
  it('inlines a small one, with its relative addresses made absolute and the others kept', () => {
    const out = inlineStylesheets(`<head>${link('fonts.css')}</head>`, read)
    expect(out).not.toContain('<link rel="stylesheet"')
    expect(out).toContain('<style data-precedence="next" data-href="/_next/static/chunks/fonts.css">')
    expect(out).toContain('url(/_next/static/media/inter.woff2)')
    expect(out).toContain('url("/abs.woff2")')
    expect(out).toContain('url(data:font/woff2;base64,AA==)')
  })

  it('leaves a large one, one that could close the style element, a missing one and one outside the folder as links', () => {
    for (const name of ['big.css', 'odd.css', 'missing.css', '../../../etc/passwd.css']) {
      const page = `<head>${link(name)}</head>`
      expect(inlineStylesheets(page, read), name).toBe(page)
    }
  })
})

describe("the Link header's preload of an inlined stylesheet", () => {
  const link =
    '</_next/static/media/a.woff2>; rel=preload; as="font"; crossorigin="", </_next/static/chunks/fonts.css>; rel=preload; as="style"; nonce="x", </_next/static/chunks/other.css>; rel=preload; as="style"'
  it('is dropped; fonts and stylesheets still linked stay', () => {
    const page = inlineStylesheets(`<head>${`<link rel="stylesheet" href="/_next/static/chunks/fonts.css" data-precedence="next"/>`}</head>`, read)
    expect(withoutInlinedPreloads(link, page)).toBe(
      '</_next/static/media/a.woff2>; rel=preload; as="font"; crossorigin="", </_next/static/chunks/other.css>; rel=preload; as="style"',
    )
  })
})
