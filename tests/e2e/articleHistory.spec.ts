import { expect, test } from '@playwright/test'
import { signIn } from './helpers'

/** An editor's safety net: every save is a version; two versions compared; the first restored. */
test('an editor saves three versions, compares them, restores the first, and the public page shows it', async ({ page, request, browser }) => {
  test.setTimeout(90_000)
  const { data } = await (await request.get('/api/article/public-articles?limit=6')).json()
  const article = data[5] as { id: number; slug: string }
  await signIn(page)
  const titles = ['Histórico A: primeira versão', 'Histórico B: segunda versão', 'Histórico C: terceira versão']
  for (const title of titles) {
    await page.goto(`/admin/compose/${article.slug}/${article.id}`)
    const field = page.getByLabel('Título', { exact: true })
    await expect(field).not.toHaveValue('')
    await field.fill(title)
    await page.getByRole('button', { name: 'Publicar', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Seu artigo está no ar' })).toBeVisible()
    await page.getByRole('button', { name: 'Fechar' }).click()
    await expect(page).toHaveURL(/\/admin\/list-of-articles$/)
  }

  await page.goto(`/admin/compose/${article.slug}/${article.id}`)
  const history = page.getByRole('region', { name: 'Histórico' })
  await expect(history.getByLabel('Versão posterior')).toBeVisible()
  // By default the two newest: the second and the third title.
  const changes = history.getByRole('region', { name: 'Diferenças' })
  await expect(changes.locator('del').first()).toHaveText('B')
  await expect(changes.locator('ins').first()).toHaveText('C')
  await expect(changes.locator('del').nth(1)).toHaveText('segunda')
  await expect(changes.locator('ins').nth(1)).toHaveText('terceira')
  // Compare the first with the newest.
  const options = await history.getByLabel('Versão anterior').locator('option').allTextContents()
  expect(options.length).toBeGreaterThanOrEqual(3)
  await history.getByLabel('Versão anterior').selectOption({ index: 2 })
  await expect(changes.locator('del').first()).toHaveText('A')
  await expect(changes.locator('del').nth(1)).toHaveText('primeira')

  await history.getByRole('button', { name: 'Restaurar a versão anterior' }).click()
  await expect(page.getByText('Versão restaurada. O texto anterior continua no histórico.')).toBeVisible()
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue(titles[0]!)

  // The slug follows the pt-BR title: the restored title names the address again.
  const { data: now } = await (await request.get('/api/article/public-articles?limit=50')).json()
  const restored = (now as { id: number; slug: string }[]).find((a) => a.id === article.id)!
  expect(restored.slug).toBe('historico-a-primeira-versao')
  const visitor = await browser.newPage()
  await visitor.goto(`/post/${restored.slug}/${article.id}`)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(titles[0]!)
  await visitor.close()
})
