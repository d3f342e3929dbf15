import { describe, expect, it } from 'vitest'
import { BODY_MAX_DEPTH, htmlDepth, plainParagraphs } from '../../services/imports/bodyDepth'
import { ghostLexicalToHtml } from '../../services/imports/ghostLexical'
import { autop } from '../../services/imports/wordpressBody'

const nested = (depth: number) => `${'<div>'.repeat(depth)}<p>deep <b>words</b> &amp; more</p>${'</div>'.repeat(depth)}`

describe('bodies too deep to convert (issue #64, item 2)', () => {
  it('measures nesting in one pass, void and self-closed elements and comments aside', () => {
    expect(htmlDepth('<p>a<br>b<img src="x"/><!-- <div> --></p><ul><li><b>x</b></li></ul>')).toBe(3)
    expect(htmlDepth(nested(10_000))).toBe(BODY_MAX_DEPTH + 1)
    expect(htmlDepth('<a title="1 > 0"><span>x</span></a>')).toBe(2)
  })

  it('keeps a body’s text in order, in paragraphs, with no element left', () => {
    expect(plainParagraphs(`<h2>Title</h2>${nested(10_000)}<ul><li>one</li><li>two &lt;3</li></ul>`)).toBe(
      '<p>Title</p>\n<p>deep words &amp; more</p>\n<p>one</p>\n<p>two &lt;3</p>',
    )
  })

  it('turns a Ghost Lexical body 10,000 levels deep into its text, named in the notes, without a RangeError', () => {
    // Written as text: JSON.stringify itself recurses, as an exporter's would not.
    const open = '{"type":"list","listType":"bullet","children":[{"type":"listitem","children":['
    const bottom = '{"type":"paragraph","children":[{"type":"text","text":"bottom"}]}'
    const deep = `${open.repeat(10_000)}${bottom}${']}]}'.repeat(10_000)}`
    const top = '{"type":"paragraph","children":[{"type":"text","text":"top "},{"type":"text","text":"line"}]}'
    const state = `{"root":{"type":"root","children":[${top},${deep}]}}`
    const { html, notes } = ghostLexicalToHtml(state)
    expect(html).toBe('<p>top line</p><p>bottom</p>')
    expect(notes).toEqual([{ code: 'bodyAsText', detail: `> ${BODY_MAX_DEPTH} levels` }])
  })

  it('renders a Ghost body of ordinary depth as before, with no note', () => {
    const state = JSON.stringify({
      root: { type: 'root', children: [{ type: 'list', listType: 'number', children: [{ type: 'listitem', children: [{ type: 'text', text: 'a' }] }] }] },
    })
    expect(ghostLexicalToHtml(state)).toEqual({ html: '<ol><li>a</li></ol>', notes: [] })
  })
})

describe("WordPress's paragraphs around block elements (issue #64, item 3)", () => {
  it('a classic-editor list under a line of text: no line break inside the list, no empty item', () => {
    const html = autop('Our plans:\n<ul>\n\t<li>One</li>\n\t<li>Two</li>\n</ul>\nThat is all.')
    expect(html).toBe('<p>Our plans:</p>\n<ul>\n<li>One</li>\n<li>Two</li>\n</ul>\n<p>That is all.</p>')
    expect(html).not.toContain('<br>')
  })

  it('a table after text gets no line breaks before it; a line break inside text stays one', () => {
    const html = autop('Prices\nbelow\n<table>\n<tbody>\n<tr>\n<td>Pro</td>\n</tr>\n</tbody>\n</table>')
    expect(html.match(/<br>/g)).toHaveLength(1)
    expect(html.startsWith('<p>Prices<br>\nbelow</p>')).toBe(true)
  })

  it('keeps a preformatted block’s blank lines and indentation as they are', () => {
    const pre = '<pre>if (a) {\n\n\treturn <b>b</b>\n}</pre>'
    expect(autop(`Code:\n\n${pre}\n\nAfter`)).toBe(`<p>Code:</p>\n${pre}\n<p>After</p>`)
  })
})

describe("Ghost's cards as their authors wrote them (issue #64, item 3)", () => {
  const render = (...cards: Record<string, unknown>[]) => ghostLexicalToHtml(JSON.stringify({ root: { type: 'root', children: cards } }))

  it('converts a Markdown card instead of showing its marks', () => {
    const { html, notes } = render({ type: 'markdown', markdown: '## Plans\n\n**Bold** and *light*, [docs](https://ghost.org/docs/)\n\n- one\n- two' })
    expect(html).toContain('<h2>Plans</h2>')
    expect(html).toContain('<strong>Bold</strong> and <em>light</em>, <a href="https://ghost.org/docs/">docs</a>')
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/)
    expect(html).not.toMatch(/##|\*\*/)
    expect(notes).toEqual([])
  })

  it('names a video or audio file of the old blog in the text and the report, never as a link to __GHOST_URL__', () => {
    const { html, notes } = render(
      { type: 'video', src: '__GHOST_URL__/content/media/2024/01/our%20clip.mp4', fileName: 'our clip.mp4', caption: 'The <b>launch</b>' },
      { type: 'audio', src: '__GHOST_URL__/content/media/2024/01/episode.mp3', title: 'Episode 1' },
      { type: 'video', src: 'https://cdn.example.com/v.mp4' },
    )
    expect(html).toBe('<p>our clip.mp4</p><p><em>The <b>launch</b></em></p><p>Episode 1</p><video src="https://cdn.example.com/v.mp4"></video>')
    expect(notes).toEqual([
      { code: 'mediaNotBrought', detail: '/content/media/2024/01/our%20clip.mp4' },
      { code: 'mediaNotBrought', detail: '/content/media/2024/01/episode.mp3' },
    ])
  })

  it('keeps a call to action as its text and its button, named', () => {
    const { html, notes } = render({
      type: 'call-to-action',
      textValue: '<p>Try it free.</p>',
      buttonText: 'Start',
      buttonUrl: 'https://example.com/start',
      showButton: true,
    })
    expect(html).toBe('<p>Try it free.</p><p><a href="https://example.com/start">Start</a></p>')
    expect(notes).toEqual([{ code: 'cardSimplified', detail: 'call-to-action' }])
  })

  it('keeps the captions of galleries, bookmarks, embeds and code as the line under them', () => {
    const { html } = render(
      { type: 'gallery', images: [{ src: 'a.jpg', alt: 'A', caption: 'First' }], caption: 'Our team' },
      { type: 'bookmark', url: 'https://ghost.org', metadata: { title: 'Ghost' }, caption: 'Where we started' },
      { type: 'embed', url: 'https://youtu.be/x', caption: 'The talk' },
      { type: 'codeblock', code: 'x()', caption: 'Run it' },
    )
    for (const text of [
      '<figcaption>First</figcaption>',
      '<p><em>Our team</em></p>',
      '<p><em>Where we started</em></p>',
      '<p><em>The talk</em></p>',
      '<p><em>Run it</em></p>',
    ])
      expect(html).toContain(text)
  })
})
