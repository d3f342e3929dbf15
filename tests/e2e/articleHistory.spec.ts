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
    // A live article's action is named for its state (issue #45, item 1), and saves without a dialog.
    await page.getByRole('button', { name: 'Atualizar', exact: true }).click()
    await expect(page.getByText('Alterações publicadas')).toBeVisible()
    await expect(page.getByRole('group', { name: 'Ações do artigo' }).getByRole('status')).toHaveText(/^Salvo às \d{2}:\d{2}$/)
    // The editor stays open on what was saved (issue #30), ready for the next change.
    await expect(page).toHaveURL(new RegExp(`/admin/compose/[^/]+/${article.id}$`))
    await expect(page.getByLabel('Título', { exact: true })).toHaveValue(title)
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

  // Versions are numbered: no two options read alike, even saved in the same minute by the same person.
  expect(new Set(options).size).toBe(options.length)
  // Restore asks first and says what it changes, language by language.
  await history.getByRole('button', { name: 'Restaurar a versão anterior' }).click()
  const ask = page.getByRole('dialog', { name: /^Restaurar a versão n\.º \d+\?$/ })
  await expect(ask.getByRole('listitem').filter({ hasText: 'Português (Brasil)' })).toHaveText('Português (Brasil): volta ao texto desta versão (Título)')
  await ask.getByRole('button', { name: 'Cancelar' }).click()
  await expect(ask).toBeHidden()
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue(titles[2]!)
  await history.getByRole('button', { name: 'Restaurar a versão anterior' }).click()
  await ask.getByRole('button', { name: 'Restaurar', exact: true }).click()
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

/** Autosave: a closed tab loses at most a few seconds, leaving asks first, and the article is untouched until saved. */
test('unsaved work is kept automatically, leaving asks first, and the editor offers it back after a reload', async ({ page, request }) => {
  test.setTimeout(60_000)
  const { data } = await (await request.get('/api/article/public-articles?limit=8')).json()
  const article = data[7] as { id: number; slug: string; title: string }
  await signIn(page)
  const field = page.getByLabel('Título', { exact: true })
  // Opened and left untouched, the editor has nothing to keep and lets the user go without asking.
  let asked = false
  page.on('dialog', () => (asked = true))
  await page.goto(`/admin/compose/${article.slug}/${article.id}`)
  await expect(field).toHaveValue(article.title)
  await page.getByRole('link', { name: 'Artigos', exact: true }).first().click()
  await expect(page).toHaveURL(/\/admin\/list-of-articles$/)
  expect(asked).toBe(false)
  page.removeAllListeners('dialog')

  await page.goto(`/admin/compose/${article.slug}/${article.id}`)
  await expect(field).toHaveValue(article.title)
  const unsaved = `${article.title} (revisão em andamento)`
  await field.fill(unsaved)
  await expect(page.getByText(/^Alterações guardadas automaticamente em/)).toBeVisible({ timeout: 15_000 })

  // A back-office link asks first; "cancel" keeps the editor and what was typed.
  const question = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message())
      void dialog.dismiss()
    }),
  )
  await page.getByRole('link', { name: 'Artigos', exact: true }).first().click()
  expect(await question).toContain('alterações não salvas')
  await expect(page).toHaveURL(new RegExp(`/admin/compose/${article.slug}/${article.id}$`))
  await expect(field).toHaveValue(unsaved)

  // The tab reloads (the browser asks too, and the user goes): the work is offered back.
  page.once('dialog', (dialog) => void dialog.accept())
  await page.reload()
  await expect(page.getByText(/^Há alterações não salvas deste idioma/)).toBeVisible()
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue(article.title)
  await page.getByRole('button', { name: 'Recuperar alterações' }).click()
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue(unsaved)

  // Autosave never publishes: the public article keeps its title until the editor saves.
  const live = await (await request.get(`/api/article/public-articles/${article.slug}/${article.id}`)).json()
  expect(live.data.title).toBe(article.title)
})
