import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { legacyAddress, OWN_SEGMENTS, redirectKey } from '../../services/redirects/paths'
import { autop, wordpressBody } from '../../services/imports/wordpressBody'
import { exportDate } from '../../services/imports/source'
import { plainText } from '../../services/imports/articles'

const APP = path.resolve(__dirname, '../../frontend/app')

describe("an imported blog's old addresses (issue #33)", () => {
  it("never shadow one of this product's own pages: every top-level route is an own segment", () => {
    const segments = readdirSync(APP, { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name.startsWith('('))
      .flatMap((group) => readdirSync(path.join(APP, group.name), { withFileTypes: true }))
      .filter((d) => d.isDirectory() && !d.name.startsWith('['))
      .map((d) => d.name)
    expect(segments.length).toBeGreaterThan(20)
    expect(segments.filter((s) => !OWN_SEGMENTS.has(s))).toEqual([])
  })

  it('keys old addresses without their trailing slash, and by number on the home page', () => {
    expect(redirectKey('/2013/01/10/markup-image-alignment/', {})).toBe('/2013/01/10/markup-image-alignment')
    expect(redirectKey('/category/parent/child/', {})).toBe('/category/parent/child')
    expect(redirectKey('/', { p: '1177' })).toBe('/?p=1177')
    expect(redirectKey('/', { page_id: '2' })).toBe('/?page_id=2')
    expect(redirectKey('/', { p: 'x' })).toBeNull()
    expect(redirectKey('/', {})).toBeNull()
    for (const own of ['/contact', '/blog', '/admin/settings', '/api/health', '/_next/static/x.js', '/sitemap-articles-1.xml', '/rss.xml'])
      expect(redirectKey(own, {}), own).not.toBe(legacyAddress(own))
    expect(redirectKey('/post/old-slug/12', {})).toBe('/post/old-slug/12')
    expect(redirectKey(`/${'a'.repeat(700)}`, {})).toBeNull()
  })

  it('keys an address one way whatever its percent-encoding case, encoded or raw (issue #44, item 4)', () => {
    const wordpress = legacyAddress('/2026/01/%e3%81%93%e3%82%93%e3%81%ab%e3%81%a1%e3%81%af/')
    expect(wordpress).toBe('/2026/01/%E3%81%93%E3%82%93%E3%81%AB%E3%81%A1%E3%81%AF')
    expect(redirectKey('/2026/01/%E3%81%93%E3%82%93%E3%81%AB%E3%81%A1%E3%81%AF', {})).toBe(wordpress)
    expect(redirectKey('/2026/01/こんにちは/', {})).toBe(wordpress)
    expect(legacyAddress('/%d0%bf%d1%80%d0%b8%d0%b2%d0%b5%d1%82')).toBe(legacyAddress('/привет'))
    // An escaped slash stays an escape, never a second segment.
    expect(legacyAddress('/a%2fb')).toBe('/a%2Fb')
  })
})

describe('a WordPress body as HTML', () => {
  const attachments = new Map([
    ['7', { url: 'https://old.example.com/wp-content/uploads/2020/01/a.jpg', alt: 'First', parent: '5' }],
    ['8', { url: 'https://old.example.com/wp-content/uploads/2020/01/b.jpg', alt: null, parent: '5' }],
  ])

  it('makes paragraphs of blank lines and line breaks of single ones, leaving blocks alone', () => {
    expect(autop('One\nline two\n\nThree\n\n<ul>\n<li>x</li>\n</ul>')).toBe('<p>One<br>\nline two</p>\n<p>Three</p>\n<ul>\n<li>x</li>\n</ul>')
  })

  it('turns galleries into their images, embeds and lone URLs into links, and names what it did', () => {
    const { html, notes } = wordpressBody(
      'Intro\n\n[gallery ids="8,7"]\n\nhttps://www.youtube.com/watch?v=abc\n\n[embed]https://vimeo.com/1[/embed]\n\n<!-- wp:latest-posts /-->',
      '5',
      attachments,
    )
    expect(html).toContain('<img src="https://old.example.com/wp-content/uploads/2020/01/b.jpg" alt="">')
    expect(html.indexOf('b.jpg')).toBeLessThan(html.indexOf('a.jpg'))
    expect(html).toContain('<a href="https://www.youtube.com/watch?v=abc">')
    expect(html).toContain('<a href="https://vimeo.com/1">')
    expect(notes).toEqual([
      { code: 'shortcodeRemoved', detail: 'wp:latest-posts' },
      { code: 'gallerySimplified', detail: '2' },
      { code: 'embedAsLink', detail: 'embed' },
      { code: 'embedAsLink', detail: 'www.youtube.com' },
    ])
    expect(wordpressBody('[gallery]', '5', attachments).notes).toEqual([{ code: 'gallerySimplified', detail: '2' }])
  })
})

describe('export values', () => {
  it('reads WordPress and ISO dates as UTC, and "never" as none', () => {
    expect(exportDate('2013-01-11 03:15:40')?.toISOString()).toBe('2013-01-11T03:15:40.000Z')
    expect(exportDate('2023-11-21T09:00:00.000Z')?.toISOString()).toBe('2023-11-21T09:00:00.000Z')
    expect(exportDate('0000-00-00 00:00:00')).toBeNull()
    expect(exportDate('not a date')).toBeNull()
  })

  it('makes titles plain text', () => {
    expect(plainText('Markup: Title <em>With</em> <b>Mark<sup>up</sup></b>')).toBe('Markup: Title With Markup')
    expect(plainText('Caf&eacute; &amp; &#8220;Tea&#8221; &#x2014;')).toBe('Café & “Tea” —')
  })
})
