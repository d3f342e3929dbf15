import { expect, test, type Page } from '@playwright/test'
import { ADMIN, adminToken, api } from './helpers'

type Article = { id: number; slug: string; title: string; content: unknown; image: { id: number } | null; categories: { id: number }[] }

/** What the public page shows of the body: its element structure and its text. */
async function publicBody(page: Page, path: string) {
  await page.goto(path)
  return page.locator('[data-article-body]').evaluate((el) => ({
    structure: [...el.querySelectorAll('*')].map((e) => e.tagName.toLowerCase()).join(' '),
    text: el.textContent ?? '',
  }))
}

async function signInToCms(page: Page) {
  await page.goto('/cms/login')
  await page.getByRole('textbox', { name: /e-?mail/i }).fill(ADMIN.email)
  await page.getByRole('textbox', { name: /senha/i }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/cms\/?$/, { timeout: 15_000 })
}

/** Types at the very end of a rich-text editor (Payload's or ours). */
async function typeAtEnd(page: Page, editor: ReturnType<Page['locator']>, text: string) {
  await editor.click()
  await page.keyboard.press('Control+End')
  await page.keyboard.type(text)
}

test('an article edited in /cms or in /admin gives the same public page', async ({ page, request }) => {
  test.setTimeout(90_000)
  const token = await adminToken(request)
  // A fresh copy of a seeded article: headings, lists, bold text, links and images in its body.
  let source: Article | undefined
  for (const { id } of (await api<{ data: Article[] }>(request, token, 'get', '/article/articles?page=1&limit=100')).body.data) {
    const article = (await api<{ data: Article }>(request, token, 'get', `/article/articles/${id}`)).body.data
    // Its own blocks: a staff read also carries the documents its internal links point to, each with its body.
    const blocks = (article.content as { root: { children: { type: string }[] } }).root.children.map((node) => node.type)
    if (blocks.includes('heading') && blocks.includes('list')) {
      source = article
      break
    }
  }
  expect(source, 'a seeded article with headings and lists').toBeDefined()
  const title = `Paridade ${Date.now()}`
  // It ends on a plain paragraph, where both editors append the typed text.
  const content = structuredClone(source!.content) as { root: { children: unknown[] } }
  content.root.children.push({
    type: 'paragraph',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    textFormat: 0,
    textStyle: '',
    children: [{ type: 'text', version: 1, text: 'Fim.', format: 0, detail: 0, mode: 'normal', style: '' }],
  })
  const created = await api<{ data: Article }>(request, token, 'post', '/article/articles', {
    title,
    content,
    image: source!.image!.id,
    categories: source!.categories.map((c) => c.id),
    status: 'published',
  })
  expect(created.status).toBe(201)
  const { id, slug } = created.body.data
  const path = `/post/${slug}/${id}`
  const original = await publicBody(page, path)
  expect(original.structure).toMatch(/h2.*(ul|ol) li/)

  // 1. Saved from /cms without touching the body: Payload's editor keeps what /admin's wrote.
  await signInToCms(page)
  await page.goto(`/cms/collections/articles/${id}`)
  const cmsEditor = page.locator('.rich-text-lexical [contenteditable="true"]').first()
  await expect(cmsEditor).toBeVisible({ timeout: 20_000 })
  const excerpt = page.locator('#field-excerpt')
  await excerpt.fill('Resumo alterado no CMS.')
  const cmsSave = () =>
    Promise.all([
      page.waitForResponse((r) => r.url().includes(`/cms-api/articles/${id}`) && r.request().method() === 'PATCH' && r.ok()),
      page.locator('#action-save').click(),
    ])
  await cmsSave()
  expect(await publicBody(page, path)).toEqual(original)

  // 2. Text added in /cms shows on the site, in the same structure.
  await page.goto(`/cms/collections/articles/${id}`)
  await expect(cmsEditor).toBeVisible({ timeout: 20_000 })
  await typeAtEnd(page, cmsEditor, ' Escrito no CMS.')
  await expect(cmsEditor).toContainText('Escrito no CMS.')
  // Payload's rich-text field hands its value to the form after a debounce: on a busy machine a
  // save clicked right after typing carried only the first letter. Save until the save carries it.
  await expect(async () => {
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().includes(`/cms-api/articles/${id}`) && r.request().method() === 'PATCH'),
      page.locator('#action-save').click(),
    ])
    expect(saved.ok()).toBe(true)
    expect(saved.request().postData() ?? '').toContain('Escrito no CMS.')
  }).toPass({ timeout: 20_000 })
  const afterCms = await publicBody(page, path)
  expect(afterCms.text).toContain('Escrito no CMS.')
  expect(afterCms.structure).toBe(original.structure)

  // 3. /admin's editor opens what /cms wrote, and saving from /admin keeps it exactly.
  await page.goto('/privacy-police') // not /login: it sends a visitor holding a token on to the dashboard
  await page.evaluate((value) => localStorage.setItem('auth', value), token)
  await page.goto(`/admin/compose/${slug}/${id}`)
  const ours = page.getByRole('textbox', { name: 'Conteúdo' })
  await expect(ours).toContainText('Escrito no CMS.', { timeout: 15_000 })
  await page.getByRole('button', { name: 'Atualizar', exact: true }).click()
  await expect(page.getByText('Alterações publicadas')).toBeVisible()
  expect(await publicBody(page, path)).toEqual(afterCms)

  // 4. Text added in /admin shows the same way.
  await page.goto(`/admin/compose/${slug}/${id}`)
  await typeAtEnd(page, page.getByRole('textbox', { name: 'Conteúdo' }), ' Escrito no painel.')
  await page.getByRole('button', { name: 'Atualizar', exact: true }).click()
  await expect(page.getByText('Alterações publicadas')).toBeVisible()
  const afterAdmin = await publicBody(page, path)
  expect(afterAdmin.text).toContain('Fim. Escrito no CMS. Escrito no painel.')
  expect(afterAdmin.structure).toBe(original.structure)
})
