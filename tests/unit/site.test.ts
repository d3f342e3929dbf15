import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { contrastRatio, lightColor, readablePair } from '../../frontend/lib/format/color'
import { pickImage } from '../../frontend/lib/articles/cardView'
import { decodeSegment, pageNumber, searchTerm, SLUG_PATTERN } from '../../frontend/lib/site/params'
import { negotiateLanguage } from '../../locales/languages'
import { pageTags } from '../../gateway/site/pageTags'
import { untilNextBoundary } from '../../lib/cache/clockAligned'
import { lexicalToHtml } from '../../services/text/lexicalHtml'
import { imageAltText } from '../../lib/text/imageAlt'

describe('language negotiation', () => {
  it('takes the best supported language by quality, with pt-BR for any Portuguese', () => {
    expect(negotiateLanguage('fr-CA,fr;q=0.9,en;q=0.8', 'pt-BR')).toBe('fr')
    expect(negotiateLanguage('de-DE,de;q=0.9,es;q=0.5', 'pt-BR')).toBe('es')
    expect(negotiateLanguage('pt-PT', 'en')).toBe('pt-BR')
    expect(negotiateLanguage('en;q=0.2,ht;q=0.9', 'pt-BR')).toBe('ht')
    expect(negotiateLanguage('de', 'pt-BR')).toBe('pt-BR')
    expect(negotiateLanguage(undefined, 'en')).toBe('en')
    expect(negotiateLanguage('*', 'pt-BR')).toBe('pt-BR')
  })

  it('never throws on arbitrary headers', () => {
    fc.assert(fc.property(fc.string({ maxLength: 2000 }), (header) => ['pt-BR', 'en', 'es', 'fr', 'ht'].includes(negotiateLanguage(header, 'pt-BR'))))
  })
})

describe('text on staff-chosen colours', () => {
  it('follows the spec rule (luminance above 0.6 is light) and always reaches AA contrast', () => {
    expect(lightColor('#F2C037')).toBe(true)
    expect(lightColor('#02236B')).toBe(false)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const colour = `#${n.toString(16).padStart(6, '0')}`
        const pair = readablePair(colour)
        return contrastRatio(pair.background, pair.text) >= 4.5
      }),
    )
  })

  it('keeps colours that already pass, and darkens the spec green that does not', () => {
    expect(readablePair('#02236B')).toEqual({ background: '#02236b', text: '#ffffff' })
    const green = readablePair('#21BA45')
    expect(green.text).toBe('#ffffff')
    expect(green.background).not.toBe('#21ba45')
    expect(contrastRatio(green.background, '#ffffff')).toBeGreaterThanOrEqual(4.5)
  })
})

describe('URL segments and query values', () => {
  it('clamps page numbers instead of failing', () => {
    expect(pageNumber('3')).toBe(3)
    for (const bad of ['abc', '-1', '0', '1.5', '', undefined, ['x']]) expect(pageNumber(bad)).toBe(1)
    expect(pageNumber('999999999')).toBe(100_000)
  })

  it('cuts search terms to 120 characters and keeps them as text', () => {
    expect(searchTerm(`  ${'a'.repeat(500)} `)).toHaveLength(120)
    expect(searchTerm('  orçamento   anual ')).toBe('orçamento anual')
    expect(decodeSegment('%E0%A4%A')).toBe('%E0%A4%A') // malformed escapes are not errors
    expect(SLUG_PATTERN.test('como-montar-um-orcamento')).toBe(true)
    expect(SLUG_PATTERN.test('../etc')).toBe(false)
  })
})

describe('page cache tags', () => {
  it('ties each public page to the content it shows', () => {
    expect(pageTags('/').tags).toEqual(expect.arrayContaining(['articles', 'company', 'seo', 'layout']))
    expect(pageTags('/post/a/1').tags).toContain('articles')
    expect(pageTags('/faq').tags).toContain('faqs')
    expect(pageTags('/faq').tags).not.toContain('articles')
    expect(pageTags('/privacy-police').tags).not.toContain('articles')
    // A page staff built may list articles; every page's header shows pages (issue #43).
    expect(pageTags('/sobre/carreiras').tags).toEqual(expect.arrayContaining(['pages', 'articles', 'faqs']))
    expect(pageTags('/contact').tags).toContain('pages')
    expect(pageTags('/blog').ttlMs).toBeLessThanOrEqual(60_000) // popular articles move with reads
    expect(pageTags('/').ttlMs).toBeLessThanOrEqual(60_000) // home v1 shows the month's most read
  })

  it('ends popular lists on the minute, so every instance refreshes at the same moment', () => {
    expect(untilNextBoundary(60_000, Date.UTC(2026, 0, 1, 12, 0, 45, 500))).toBe(14_500)
    expect(untilNextBoundary(60_000, Date.UTC(2026, 0, 1, 12, 1))).toBe(60_000)
    // Two instances asked 20 s apart within one minute expire together.
    const first = Date.UTC(2026, 0, 1, 12, 0, 10)
    const second = first + 20_000
    expect(first + untilNextBoundary(60_000, first)).toBe(second + untilNextBoundary(60_000, second))
  })
})

describe('images from Payload sizes', () => {
  it('offers the card and hero cuts to the browser, smallest first', () => {
    const image = pickImage({
      url: '/o.png',
      alt: 'Capa',
      width: 2000,
      height: 1125,
      sizes: {
        thumbnail: { url: '/t.webp', width: 320, height: 240 },
        card: { url: '/c.webp', width: 768, height: 432 },
        hero: { url: '/h.webp', width: 1600, height: 900 },
      },
    })
    expect(image).toMatchObject({
      url: '/c.webp',
      width: 768,
      height: 432,
      alt: 'Capa',
      variants: [
        { url: '/c.webp', width: 768 },
        { url: '/h.webp', width: 1600 },
      ],
    })
    expect(pickImage({ url: '/o.png', alt: '', thumbnail: '/t.webp' }, 'thumbnail')?.url).toBe('/t.webp')
    expect(pickImage(null)).toBeNull()
  })
})

describe('article content to HTML', () => {
  const doc = (children: unknown[]) => ({ root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children } })
  const paragraph = (children: unknown[]) => ({ type: 'paragraph', version: 1, format: '', indent: 0, direction: null, textFormat: 0, children })
  const text = (value: string, format = 0) => ({ type: 'text', version: 1, text: value, format, detail: 0, mode: 'normal', style: '' })

  it('escapes text and neutralises script URLs in links', () => {
    const html = lexicalToHtml(
      doc([
        paragraph([text('<script>alert(1)</script>'), text('negrito', 1)]),
        paragraph([
          {
            type: 'link',
            version: 3,
            fields: { url: 'javascript:alert(1)', linkType: 'custom', newTab: false },
            children: [text('clique')],
            format: '',
            indent: 0,
            direction: null,
          },
        ]),
      ]),
    )
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('<strong>negrito</strong>')
    expect(html).not.toMatch(/href="javascript:/i)
    expect(html).toContain('clique')
  })

  it('shows a body image as uploaded, at its own shape, with its description and never its file name (issue #30)', () => {
    const image = (alt: string) => ({
      root: {
        type: 'root',
        children: [
          {
            type: 'upload',
            version: 3,
            relationTo: 'media',
            fields: null,
            format: '',
            value: {
              url: '/cms-api/media/file/chart.png',
              alt,
              width: 800,
              height: 400,
              sizes: { hero: { url: '/cms-api/media/file/chart-1600x900.webp', width: 1600, height: 900 } },
            },
          },
        ],
      },
    })
    const html = lexicalToHtml(image('Vendas por trimestre'))
    expect(html).toContain('src="/cms-api/media/file/chart.png"') // not the 16:9 cut
    expect(html).toContain('width="800" height="400"')
    expect(html).toContain('alt="Vendas por trimestre"')
    expect(lexicalToHtml(image('chart.png'))).toContain('alt=""')
    expect(imageAltText('  ', { alt: 'capa-1.JPG' })).toBe('')
    expect(imageAltText('Uma mesa', { alt: 'capa.png' })).toBe('Uma mesa')
    expect(imageAltText(null, { alt: 'Gráfico.png de vendas' })).toBe('Gráfico.png de vendas') // a sentence, not a file name
  })

  it('writes value= only on the items of numbered lists, as HTML allows (issue #32)', () => {
    const item = (text: string, value: number) => ({
      type: 'listitem',
      value,
      version: 1,
      format: '',
      indent: 0,
      direction: null,
      children: [{ type: 'text', text, version: 1, format: 0, mode: 'normal', style: '', detail: 0 }],
    })
    const list = (listType: 'bullet' | 'number', children: unknown[]) => ({
      type: 'list',
      listType,
      tag: listType === 'bullet' ? 'ul' : 'ol',
      start: 1,
      version: 1,
      format: '',
      indent: 0,
      direction: null,
      children,
    })
    const html = lexicalToHtml({
      root: {
        type: 'root',
        version: 1,
        format: '',
        indent: 0,
        direction: null,
        children: [list('bullet', [item('um', 1), item('dois', 2)]), list('number', [item('três', 1), item('quatro', 2)])],
      },
    })
    const bullets = /<ul[^>]*>.*?<\/ul>/s.exec(html)?.[0] ?? ''
    const numbers = /<ol[^>]*>.*?<\/ol>/s.exec(html)?.[0] ?? ''
    expect(bullets).toContain('um')
    expect(bullets).not.toMatch(/<li[^>]*\svalue=/)
    expect(numbers).toMatch(/<li[^>]*\svalue="2"/)
  })

  it('renders nothing for content that is not Lexical, without throwing', () => {
    expect(lexicalToHtml(null)).toBe('')
    expect(lexicalToHtml({ root: { children: [{ type: 'mystery' }] } })).toBeTypeOf('string')
    expect(lexicalToHtml('text')).toBe('')
  })
})
