import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { inlineSmallStylesheets } from '../../gateway/site/inlineStyles'

const dir = mkdtempSync(path.join(tmpdir(), 'inline-styles-'))
mkdirSync(path.join(dir, 'chunks'))
const FONTS =
  '@font-face{font-family:inter;src:url(../media/inter-400.woff2)format("woff2");font-display:swap}' +
  '@font-face{font-family:inter Fallback;src:local(Arial);size-adjust:107.89%}.v{--font-inter:"inter","inter Fallback"}'
writeFileSync(path.join(dir, 'chunks', 'small.css'), FONTS)
writeFileSync(path.join(dir, 'chunks', 'plain.css'), 'body{margin:0}')
writeFileSync(path.join(dir, 'chunks', 'large.css'), `.a{color:red}${' '.repeat(5000)}`)
writeFileSync(path.join(dir, 'chunks', 'closing.css'), '.a::after{content:"</style>"}')
const link = (file: string) => `<link rel="stylesheet" href="/_next/static/chunks/${file}" nonce="abc" data-precedence="next"/>`

describe("kept pages carry Next's small stylesheets inline", () => {
  it('inlines a small one, web fonts apart (switched on by the loader, at once without JavaScript), addresses made absolute', () => {
    const out = inlineSmallStylesheets(`<head>${link('small.css')}</head>`, dir)
    expect(out).not.toContain('<link')
    expect(out).toContain('<style data-href="/_next/static/chunks/small.css">@font-face{font-family:inter Fallback;src:local(Arial)')
    expect(out).toContain('<style media="print" data-deferred-fonts="">@font-face{font-family:inter;src:url(/_next/static/media/inter-400.woff2)')
    expect(out).toContain('<noscript><style>@font-face{font-family:inter;src:url(/_next/static/media/inter-400.woff2)')
    // The fallback faces and the variables apply from the first paint.
    expect(out.split('data-deferred-fonts')[0]).toContain('--font-inter')
  })

  it('a stylesheet without web fonts is inlined alone', () => {
    expect(inlineSmallStylesheets(link('plain.css'), dir)).toBe('<style data-href="/_next/static/chunks/plain.css">body{margin:0}</style>')
  })

  it('leaves large ones, ones that could close the tag, missing ones and paths outside the folder as links', () => {
    for (const file of ['large.css', 'closing.css', 'missing.css', '../../etc/passwd.css']) {
      expect(inlineSmallStylesheets(link(file), dir)).toBe(link(file))
    }
    expect(inlineSmallStylesheets(link('small.css'), undefined)).toBe(link('small.css'))
  })
})
