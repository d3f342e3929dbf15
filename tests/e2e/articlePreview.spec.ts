import { expect, test } from '@playwright/test'
import { signIn } from './helpers'

/** Draft preview from the editor (two languages, unsaved work included), and a share link for someone signed out. */
test('an editor previews a draft in two languages, then shares a link that works signed out until it is revoked', async ({ page, browser }) => {
  test.setTimeout(90_000)
  await signIn(page)
  const token = await page.evaluate(() => window.localStorage.getItem('auth'))
  const headers = { authorization: `Bearer ${token}` }
  const { data } = await (await page.request.get('/api/article/articles?status=draft&limit=1', { headers })).json()
  const draft = data[0] as { id: number; slug: string; title: string }

  await page.goto(`/admin/compose/${draft.slug}/${draft.id}`)
  const title = page.getByLabel('Título', { exact: true })
  await expect(title).toHaveValue(draft.title)
  const unsaved = `${draft.title} (ainda não salvo)`
  await title.fill(unsaved)
  const panel = page.getByRole('region', { name: 'Pré-visualização' })

  // In English: the site around it speaks English; the text is the pt-BR one, not yet translated.
  await panel.getByLabel('Idioma da pré-visualização').selectOption('en')
  let opened = page.waitForEvent('popup')
  await panel.getByRole('button', { name: 'Pré-visualizar', exact: true }).click()
  let tab = await opened
  await expect(tab.getByRole('region', { name: 'Preview' })).toContainText('This article is a draft')
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(unsaved)
  await expect(tab.locator('html')).toHaveAttribute('lang', 'en')
  await tab.close()
  await panel.getByLabel('Idioma da pré-visualização').selectOption('pt-BR')
  opened = page.waitForEvent('popup')
  await panel.getByRole('button', { name: 'Pré-visualizar', exact: true }).click()
  tab = await opened
  await expect(tab.getByRole('region', { name: 'Pré-visualização' })).toContainText('Este artigo é um rascunho')
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(unsaved)
  await tab.close()

  // A share link: the saved article, for someone without an account, never indexed.
  await panel.getByRole('button', { name: 'Criar link de pré-visualização' }).click()
  const link = await panel.getByLabel('Link criado').inputValue()
  expect(link).toMatch(/\?lang=pt-BR$/) // the link names its language
  // Opened by someone whose browser asks for English, a pt-BR link still shows pt-BR (issue #30).
  const visitor = await browser.newContext({ locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en-US,en;q=0.9' } })
  const guest = await visitor.newPage()
  const answer = await guest.goto(link)
  expect(answer?.status()).toBe(200)
  expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow')
  expect(answer?.headers()['x-page-cache']).toBeUndefined()
  await expect(guest.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(draft.title)
  await expect(guest.locator('html')).toHaveAttribute('lang', 'pt-BR')
  await expect(guest.getByRole('region', { name: 'Pré-visualização' })).toBeVisible()

  await panel.getByRole('button', { name: /^Revogar o link válido até/ }).click()
  await expect(panel.getByText('Nenhum link de pré-visualização ativo.')).toBeVisible()
  expect((await guest.goto(link))?.status()).toBe(404)
  await visitor.close()
})
