import { describe, expect, it } from 'vitest'
import { isSafeLink } from '../../domain/links'

/** Issue #60, item 7: "same-site" means same-site, read as a browser reads the address (WHATWG URL). */
describe('a link staff may give a visitor', () => {
  it.each([
    '/',
    '/contact',
    '/blog?tag=guias',
    '/#newsletter',
    '/post/a-b/12#comments',
    'https://www.gov.br/',
    'https://example.com/a?b=c',
    'mailto:ana@example.com',
    'tel:+5511988881201',
  ])('takes %s', (link) => expect(isSafeLink(link)).toBe(true))

  it.each([
    '/\\evil.example',
    '//evil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%2F/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/ /evil.example',
    '\\\\evil.example',
    'https:/\\evil.example',
    'https://user:pass@evil.example/',
    'http://example.com/',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
    '',
    'mailto:',
    `/${'a'.repeat(2048)}`,
  ])('refuses %j', (link) => expect(isSafeLink(link)).toBe(false))

  it("takes a plain http address only in a body written elsewhere (an imported post's links)", () => {
    expect(isSafeLink('http://example.com/', { http: true })).toBe(true)
    expect(isSafeLink('http:/\\evil.example', { http: true })).toBe(false)
    expect(isSafeLink('/\\evil.example', { http: true })).toBe(false)
  })
})
