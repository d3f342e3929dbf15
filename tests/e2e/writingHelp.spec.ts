import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { adminToken, api, composeArticle, seriousViolations, settled, signIn } from './helpers'

/**
 * Issue #45, item 2: writing help. Markdown typed at the start of a line, the slash menu, the
 * link dialog that finds this site's articles, images from the media library, paste from Word
 * and Google Docs cleaned to the editor's own nodes, and the search and sharing previews. What
 * the editor makes is checked as stored, in Payload's shape, not only as drawn.
 */
const SHOTS = 'docs/screenshots/issue-45'
const body = (page: Page) => page.getByRole('textbox', { name: 'Conteúdo' })
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Formatação do texto' })

type Node = { type: string; tag?: string; text?: string; format?: number; style?: string; children?: Node[]; fields?: { url: string }; value?: unknown }
const walk = (node: Node, seen: Node[] = []): Node[] => {
  seen.push(node)
  for (const child of node.children ?? []) walk(child, seen)
  return seen
}

/** A published demo article's title and address, for the link search. */
async function publishedArticle(request: APIRequestContext) {
  const token = await adminToken(request)
  const { body: list } = await api<{ data: { id: number; slug: string; title: string }[] }>(request, token, 'get', '/article/articles?status=published&limit=1')
  const article = list.data[0]!
  return { ...article, path: `/post/${article.slug}/${article.id}`, token }
}

/** What a paste from Word and from Google Docs puts on the clipboard (trimmed from real ones). */
const WORD_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><body>
<h1 style="mso-style-name:Title;font-family:Calibri Light">Relatório do trimestre</h1>
<p class=MsoNormal style="margin-bottom:8pt;line-height:107%"><b><span style="font-size:14pt;font-family:Calibri;color:#C00000">Vendas subiram</span></b><span style="font-family:Calibri;mso-bidi-font-family:Arial"> em todas as regiões.<o:p></o:p></span></p>
</body></html>`
const DOCS_HTML = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b"><p dir="ltr" style="line-height:1.38;margin-top:0pt"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:#ffff00;font-weight:700;">Prazo</span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-style:italic;"> até sexta</span></p><ul><li dir="ltr"><p dir="ltr"><span style="font-size:11pt;font-family:Arial">Primeiro ponto</span></p></li></ul></b>`

async function paste(page: Page, html: string, plain: string) {
  await body(page).evaluate(
    (element, [html, plain]) => {
      const data = new DataTransfer()
      data.setData('text/html', html!)
      data.setData('text/plain', plain!)
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
    },
    [html, plain],
  )
}

test.describe('a desktop of 1366 x 768', () => {
  test.use({ viewport: { width: 1366, height: 768 } })

  test('Markdown, the slash menu, a link found by title, a library image and pastes become the stored nodes Payload reads', async ({ page, request }) => {
    test.setTimeout(120_000)
    const target = await publishedArticle(request)
    await signIn(page)
    await page.goto('/admin/compose')
    const name = `Ajuda para escrever ${Date.now()}`
    await composeArticle(page, name, 'Abertura do texto.')
    await body(page).click()
    await page.keyboard.press('Control+End')
    await page.keyboard.press('Enter')

    // Markdown at the start of a line: `#` and `##` give the body's first heading level (h2).
    await page.keyboard.type('# Contexto')
    await expect(body(page).getByRole('heading', { level: 2, name: 'Contexto' })).toBeVisible()
    await page.keyboard.press('Enter')
    await page.keyboard.type('- primeiro')
    await page.keyboard.press('Enter')
    await page.keyboard.type('segundo')
    await expect(body(page).getByRole('listitem')).toHaveText(['primeiro', 'segundo'])
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter') // an empty item ends the list
    await page.keyboard.type('> Uma frase citada')
    await expect(body(page).locator('blockquote')).toHaveText('Uma frase citada')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Texto com **negrito** e `codigo` no meio.')
    await expect(body(page).locator('strong, .bold').filter({ hasText: 'negrito' })).toHaveCount(1)
    await page.keyboard.press('Enter')

    // The slash menu: "/" opens it, typing filters it, Enter chooses.
    await page.keyboard.type('/')
    const menu = page.getByRole('listbox', { name: 'Inserir bloco' })
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('option')).toHaveCount(9)
    expect(await seriousViolations(page)).toEqual([])
    await page.screenshot({ path: `${SHOTS}/slash-menu-1366.png` })
    await page.keyboard.type('subt')
    await expect(menu.getByRole('option')).toHaveCount(1)
    await expect(menu.getByRole('option', { name: /Subtítulo/ })).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Enter')
    await expect(menu).toBeHidden()
    await page.keyboard.type('Detalhes')
    await expect(body(page).getByRole('heading', { level: 3, name: 'Detalhes' })).toBeVisible()
    await expect(body(page)).not.toContainText('/subt')
    await page.keyboard.press('Enter')

    // A link found by its title: its address is filled in, and so is its text.
    await page.keyboard.type('Leia também: ')
    await toolbar(page).getByRole('button', { name: 'Link' }).click()
    const linkDialog = page.getByRole('dialog', { name: 'Inserir link' })
    await linkDialog.getByLabel('Buscar artigo ou página deste site').fill(target.title.split(/\s+/).slice(0, 3).join(' '))
    await linkDialog
      .getByRole('button', { name: new RegExp(target.title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .first()
      .click()
    await expect(linkDialog.getByLabel('Endereço')).toHaveValue(target.path)
    await expect(linkDialog.getByLabel('Texto do link')).toHaveValue(target.title)
    await settled(linkDialog)
    expect(await seriousViolations(page)).toEqual([])
    await page.screenshot({ path: `${SHOTS}/link-dialog-1366.png` })
    await linkDialog.getByRole('button', { name: 'Aplicar link' }).click()
    await expect(linkDialog).toBeHidden()
    await expect(body(page).getByRole('link', { name: target.title })).toHaveAttribute('href', target.path)

    // An image from the library, with the description it was uploaded with.
    await toolbar(page).getByRole('button', { name: 'Imagem', exact: true }).click()
    const library = page.getByRole('dialog', { name: 'Biblioteca de imagens' })
    const first = library.getByRole('list', { name: 'Imagens enviadas' }).getByRole('button').first()
    await expect(first).toBeVisible()
    const description = (await first.innerText()).trim()
    expect(description.length).toBeGreaterThan(0)
    await settled(library)
    expect(await seriousViolations(page)).toEqual([])
    await first.click()
    await expect(library).toBeHidden()
    await expect(body(page).getByRole('img', { name: description })).toBeVisible()

    // Pastes from Word and Google Docs: formats kept, fonts and colours dropped, the title a section heading.
    await body(page).click()
    await page.keyboard.press('Control+End')
    await page.keyboard.press('Enter')
    await paste(page, WORD_HTML, 'Relatório do trimestre\nVendas subiram em todas as regiões.')
    await expect(body(page).getByRole('heading', { level: 2, name: 'Relatório do trimestre' })).toBeVisible()
    await paste(page, DOCS_HTML, 'Prazo até sexta\nPrimeiro ponto')
    await expect(body(page).getByText('Primeiro ponto')).toBeVisible()
    // Pasted text keeps none of its inline CSS (Lexical's own caret marks beside a block image aside).
    await expect(body(page).locator('[style]:not([data-lexical-decorator-boundary])')).toHaveCount(0)

    // The previews follow the title and summary.
    const settings = page.getByRole('complementary', { name: 'Configurações do artigo' })
    const previews = settings.getByRole('region', { name: 'Prévia na busca e ao compartilhar — Português (Brasil)' })
    await expect(previews.getByText(name, { exact: true })).toHaveCount(2) // the search result and the card
    await expect(previews).toContainText('Abertura do texto. Em poucas linhas, o que o artigo traz.')

    await page.getByRole('group', { name: 'Ações do artigo' }).getByRole('button', { name: 'Salvar rascunho' }).click()
    await expect(page.getByText('Rascunho salvo')).toBeVisible()
    // The address names the new article once the screen has taken its id (after the note, on a busy machine).
    await expect(page).toHaveURL(/\/admin\/compose\/[^/]+\/\d+$/)
    const id = page.url().split('/').pop()
    const { body: saved } = await api<{ data: { content: { root: Node } } }>(request, target.token, 'get', `/article/articles/${id}`)
    const nodes = walk(saved.data.content.root)
    const headings = nodes.filter((n) => n.type === 'heading').map((n) => `${n.tag} ${walk(n).find((c) => c.type === 'text')?.text}`)
    expect(headings).toEqual(['h2 Contexto', 'h3 Detalhes', 'h2 Relatório do trimestre'])
    expect(nodes.filter((n) => n.type === 'list').length).toBe(2)
    expect(nodes.some((n) => n.type === 'quote')).toBe(true)
    expect(nodes.find((n) => n.type === 'link')?.fields?.url).toBe(target.path)
    expect(nodes.filter((n) => n.type === 'upload')).toHaveLength(1)
    const texts = nodes.filter((n) => n.type === 'text')
    expect(texts.filter((n) => n.style)).toEqual([])
    expect(texts.find((n) => n.text === 'Vendas subiram')?.format).toBe(1) // bold
    expect(texts.find((n) => n.text === 'negrito')?.format).toBe(1)
    expect(texts.find((n) => n.text === 'codigo')?.format).toBe(16) // code
    expect(new Set(nodes.map((n) => n.type))).toEqual(new Set(['root', 'paragraph', 'text', 'heading', 'list', 'listitem', 'quote', 'link', 'upload']))
  })
})

test.describe('a phone of 390 x 844', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the slash menu, the link dialog and the library fit the screen and pass axe', async ({ page }) => {
    test.setTimeout(90_000)
    await signIn(page)
    await page.goto('/admin/compose')
    await body(page).click()
    await page.keyboard.type('/')
    const menu = page.getByRole('listbox', { name: 'Inserir bloco' })
    await expect(menu).toBeVisible()
    await menu.getByRole('option', { name: /Link/ }).click()
    const linkDialog = page.getByRole('dialog', { name: 'Inserir link' })
    await expect(linkDialog).toBeVisible()
    const width = await linkDialog.evaluate((d) => d.getBoundingClientRect().width)
    expect(width).toBeLessThanOrEqual(390)
    await linkDialog.getByLabel('Endereço').fill('exemplo.com/guia')
    await linkDialog.getByLabel('Texto do link').fill('o guia')
    await settled(linkDialog)
    expect(await seriousViolations(page)).toEqual([])
    await linkDialog.getByRole('button', { name: 'Aplicar link' }).click()
    await expect(body(page).getByRole('link', { name: 'o guia' })).toHaveAttribute('href', 'https://exemplo.com/guia')
    await expect(body(page)).not.toContainText('/')

    await toolbar(page).getByRole('button', { name: 'Imagem', exact: true }).click()
    const library = page.getByRole('dialog', { name: 'Biblioteca de imagens' })
    await expect(library.getByRole('list', { name: 'Imagens enviadas' }).getByRole('button').first()).toBeVisible()
    await settled(library)
    expect(await seriousViolations(page)).toEqual([])
    await page.screenshot({ path: `${SHOTS}/media-library-390.png` })
    await library.getByRole('button', { name: 'Cancelar' }).click()
    await expect(library).toBeHidden()
  })
})
