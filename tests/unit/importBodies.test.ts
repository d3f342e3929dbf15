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
