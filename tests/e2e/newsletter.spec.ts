import { expect, test } from '@playwright/test'
import { composeArticle, seriousViolations, signIn } from './helpers'

/**
 * The newsletter from the back-office: publishing an article offers a test to oneself and the
 * send to subscribers; Leads › Newsletter lists the send, which finishes on its own.
 */
test('publish an article, send it to the subscribers, and follow the send in Leads › Newsletter', async ({ page, request }) => {
  test.setTimeout(90_000)
  const reader = `assinante${Date.now()}@example.com`
  expect((await request.post('/api/newsletter/subscribe', { data: { email: reader } })).status()).toBe(201)

  await signIn(page)
  await page.goto('/admin/compose')
  const title = `Novidades do mês ${Date.now()}`
  await composeArticle(page, title, 'O que mudou neste mês.')
  await page.getByRole('button', { name: 'Publicar', exact: true }).click()
  const live = page.getByRole('dialog', { name: 'Seu artigo está no ar' })
  await expect(live).toBeVisible()

  await live.getByRole('button', { name: 'Enviar um teste para mim' }).click()
  await expect(page.getByText('Um teste foi enviado para o seu endereço.')).toBeVisible()
  await live.getByRole('button', { name: 'Enviar aos assinantes' }).click()
  await expect(live.getByRole('status')).toHaveText(/O envio aos assinantes começou/)

  await page.goto('/admin/list-leads')
  await page.getByRole('link', { name: 'Newsletter' }).click()
  await expect(page).toHaveURL(/\/admin\/list-leads\/newsletter$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row).toBeVisible()
  await expect(row).toContainText('Concluído', { timeout: 20_000 }) // the screen refreshes while a send runs
  expect(await seriousViolations(page)).toEqual([])
})
