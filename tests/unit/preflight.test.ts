import { describe, expect, it } from 'vitest'
import { bodyOutline, internalPaths, preflight, type PreflightInput } from '../../domain/preflight'
import { ARTICLES } from '../../services/seed/content/articles'
import { lexicalDocument } from '../../services/seed/lexical'

const text = (value: string) => ({ type: 'text', text: value })
const paragraph = (...children: object[]) => ({ type: 'paragraph', children })
const link = (url: string, label: string) => ({ type: 'link', fields: { url, linkType: 'custom' }, children: label ? [text(label)] : [] })
const heading = (tag: string, label: string) => ({ type: 'heading', tag, children: [text(label)] })
const doc = (...children: object[]) => ({ root: { type: 'root', children } })
const clean: PreflightInput = {
  title: 'Um título curto',
  excerpt: 'Um resumo que diz do que o artigo trata.',
  hasCover: true,
  coverAlt: 'Uma equipe em volta de uma mesa',
  outline: bodyOutline(doc(heading('h2', 'Seção'), paragraph(text('Texto com '), link('/blog', 'o blog inteiro')))),
  translated: ['pt-BR', 'en', 'es', 'fr', 'ht'],
}
const codes = (input: Partial<PreflightInput>) => preflight({ ...clean, ...input }).map((f) => `${f.level}:${f.code}`)

/** Issue #45, item 3: the check before going live. */
describe('the check before going live', () => {
  it('finds nothing in a described, well-ordered, well-linked article written in every language', () => {
    expect(preflight(clean)).toEqual([])
  })

  it('blocks an image without its description, the cover or one in the body (its description by media id when the body keeps only the id)', () => {
    expect(codes({ coverAlt: ' ' })).toEqual(['block:coverAlt'])
    const body = doc(
      paragraph(text('a')),
      { type: 'upload', relationTo: 'media', value: 7 },
      { type: 'upload', relationTo: 'media', value: { id: 8, alt: 'Gráfico' } },
    )
    expect(codes({ outline: bodyOutline(body) })).toEqual(['block:imageAlt'])
    expect(preflight({ ...clean, outline: bodyOutline(body) })[0]!.count).toBe(1)
    expect(codes({ outline: bodyOutline(body, new Map([['7', 'Foto da fachada']])) })).toEqual([])
  })

  it('warns of headings that skip a level, empty and vague links, and links to pages of this site that do not exist', () => {
    expect(codes({ outline: bodyOutline(doc(heading('h3', 'Começa em h3'))) })).toEqual(['warn:headingOrder'])
    expect(codes({ outline: bodyOutline(doc(heading('h2', 'a'), heading('h3', 'b'), heading('h2', 'c'))) })).toEqual([])
    const links = bodyOutline(doc(paragraph(link('/contact', ''), link('https://example.com', 'Clique aqui!'), link('/post/x/1', 'Read more…'))))
    expect(codes({ outline: links })).toEqual(['warn:emptyLink', 'warn:vagueLink', 'warn:vagueLink'])
    expect(codes({ broken: ['/post/nada/99'] })).toEqual(['warn:brokenLink'])
  })

  it('warns of a title or summary longer than Google shows, or no summary; notes the languages not yet written', () => {
    expect(codes({ title: 'x'.repeat(61) })).toEqual(['warn:titleLength'])
    expect(codes({ excerpt: 'y'.repeat(161) })).toEqual(['warn:excerptLength'])
    expect(codes({ excerpt: '' })).toEqual(['warn:noExcerpt'])
    const missing = preflight({ ...clean, translated: ['pt-BR', 'en'] })
    expect(missing).toEqual([{ code: 'languagesMissing', level: 'note', field: 'languages', detail: 'es, fr, ht' }])
  })

  it('asks about the addresses of this site only, relative or absolute, once each', () => {
    const outline = bodyOutline(
      doc(paragraph(link('/post/a/1#x', 'A'), link('https://site.example/post/a/1', 'A'), link('https://other.example/', 'B'), link('//cdn.example/x', 'C'))),
    )
    expect(internalPaths(outline, 'https://site.example')).toEqual(['/post/a/1'])
  })

  it("on the demo's 16 articles: what the note reports", () => {
    const report = ARTICLES.map((article) => ({
      title: article.title,
      found: preflight({
        title: article.title,
        excerpt: article.excerpt,
        hasCover: false,
        coverAlt: '',
        outline: bodyOutline(lexicalDocument(article.blocks)),
        translated: ['pt-BR'],
      })
        .filter((f) => f.level !== 'note')
        .map((f) => f.code),
    }))
    expect(report).toHaveLength(16)
    // Long titles are the demo's only finding: the counts are printed for the issue note.
    const long = report.filter((r) => r.found.includes('titleLength'))
    console.log(
      `preflight on the demo: ${long.length} of ${report.length} titles over 60 characters; other findings: ${JSON.stringify(report.filter((r) => r.found.some((c) => c !== 'titleLength')))}`,
    )
    for (const r of report) expect(r.found.filter((c) => c !== 'titleLength')).toEqual([])
  })
})
