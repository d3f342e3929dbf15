import { expect, test, type Page } from '@playwright/test'
import { storedBodies } from '../fixtures/bodies'
import { adminToken, api, signIn } from './helpers'

/**
 * Issue #59, item 1: the writing screen never opened a body with a link (the tab hung). One draft
 * per kind of stored node, each opened, edited and saved in the browser; a hang fails the wait for
 * the editor. Then all the kinds in one article, on a desktop and on a phone.
 */
type Node = { type?: string; text?: string; children?: Node[] }
type Loaded = { data: { id: number; slug: string; content: { root: Node } } }
const all = (node: Node): Node[] => [node, ...(node.children ?? []).flatMap(all)]
const textOf = (body: { root: Node }) =>
  all(body.root)
    .map((node) => node.text ?? '')
    .join('')
const SHOTS = 'docs/screenshots/issue-59'
const body = (page: Page) => page.getByRole('textbox', { name: 'Conteúdo' })

test('every kind of stored body opens in the writing screen within its load, takes an edit and saves', async ({ page, request }) => {
  test.setTimeout(300_000)
  const token = await adminToken(request)
  const { data: cover } = (await api<{ data: { id: number; image: { id: number } }[] }>(request, token, 'get', '/article/articles?page=1&limit=1')).body
  const { data: categories } = (await api<{ data: { id: number }[] }>(request, token, 'get', '/category/categories?page=1&limit=1')).body
  const linked = cover[0]!
  const bodies = storedBodies(linked.image.id, { id: linked.id, slug: 'x' })
  await signIn(page)
  for (const [kind, content] of Object.entries(bodies)) {
    await test.step(kind, async () => {
      const made = await api<Loaded>(request, token, 'post', '/article/articles', {
        title: `Corpo: ${kind} ${Date.now()}`,
        content,
        categories: [categories[0]!.id],
        image: linked.image.id,
        status: 'draft',
      })
      expect(made.status, JSON.stringify(made.body)).toBe(201)
      const { id, slug } = made.body.data
      await page.goto(`/admin/compose/${slug}/${id}`)
      // The body's own words in the editor: it opened (a hung tab never gets here).
      await expect(body(page)).toBeVisible({ timeout: 10_000 })
      // Its first words shown, and typed after: at the end of the line they open.
      const first = textOf(content).trim().split(/\s+/)[0]!
      await expect(body(page)).toContainText(first)
      await body(page).getByText(first).first().click()
      await page.keyboard.press('End')
      await page.keyboard.type(' Editado.')
      await page.getByRole('group', { name: 'Ações do artigo' }).getByRole('button', { name: 'Salvar rascunho' }).click()
      await expect(page.getByText('Rascunho salvo')).toBeVisible()
      const saved = (await api<Loaded>(request, token, 'get', `/article/articles/${id}`)).body.data.content
      expect(textOf(saved)).toContain('Editado.')
      // Every kind of node it had is still there, none of the editor's own shapes stored.
      const types = (b: { root: Node }) => new Set(all(b.root).map((node) => node.type))
      for (const type of types(content)) expect(types(saved), `${kind}: ${type}`).toContain(type)
      expect(JSON.stringify(saved)).not.toMatch(/"opaque"|"payloadLink"/)
    })
  }
})

test('one article with every kind of node opens on a desktop and on a phone', async ({ browser, request }) => {
  test.setTimeout(120_000)
  const token = await adminToken(request)
  const { data: cover } = (await api<{ data: { id: number; image: { id: number } }[] }>(request, token, 'get', '/article/articles?page=1&limit=1')).body
  const { data: categories } = (await api<{ data: { id: number }[] }>(request, token, 'get', '/category/categories?page=1&limit=1')).body
  const bodies = storedBodies(cover[0]!.image.id, { id: cover[0]!.id, slug: 'x' })
  const everything = { root: { ...Object.values(bodies)[0]!.root, children: Object.values(bodies).flatMap((b) => b.root.children as Node[]) } }
  const made = await api<Loaded>(request, token, 'post', '/article/articles', {
    title: `Todos os tipos de conteúdo ${Date.now()}`,
    content: everything,
    categories: [categories[0]!.id],
    image: cover[0]!.image.id,
    status: 'draft',
  })
  expect(made.status).toBe(201)
  for (const [name, viewport] of [
    ['desktop', { width: 1366, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    const context = await browser.newContext({ viewport, locale: 'pt-BR', isMobile: name === 'phone', hasTouch: name === 'phone' })
    const page = await context.newPage()
    await signIn(page)
    await page.goto(`/admin/compose/${made.body.data.slug}/${made.body.data.id}`)
    await expect(body(page)).toContainText('Quem mede, gerencia.', { timeout: 10_000 })
    await expect(body(page).getByRole('link', { name: 'gov.br' })).toHaveAttribute('href', 'https://www.gov.br/')
    await expect(body(page).getByRole('table')).toBeVisible()
    await expect(body(page).getByText('Conteúdo editável só no /cms (relationship)')).toBeVisible()
    await body(page).screenshot({ path: `${SHOTS}/every-node-${name}.png` })
    await context.close()
  }
})
