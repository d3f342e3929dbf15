import { expect, test } from '@playwright/test'
import { signIn } from './helpers'

/** The security center's Webhooks screen: register an endpoint, keep its secret once, see its deliveries. */
test('staff register a webhook endpoint, see its secret once, refused private addresses, and its deliveries', async ({ page }) => {
  test.setTimeout(60_000)
  await signIn(page)
  await page.goto('/admin/security-center')
  await page.getByRole('link', { name: 'Webhooks' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible()

  const form = page.getByRole('region', { name: 'Novo endpoint' })
  await form.getByLabel('Endereço (URL)').fill('http://169.254.169.254/latest/meta-data')
  await form.getByRole('checkbox', { name: /Artigo publicado article\.published/ }).check()
  await form.getByRole('button', { name: 'Criar webhook' }).click()
  await expect(form.getByText('Informe um endereço http(s) público')).toBeVisible()

  // A public address given as a number (this machine resolves no names); nothing is delivered in this test.
  await form.getByLabel('Endereço (URL)').fill('http://93.184.216.34/hooks')
  await form.getByLabel('Descrição').fill('ERP de teste')
  await form.getByRole('button', { name: 'Criar webhook' }).click()
  const secret = form.getByLabel('Segredo de assinatura')
  await expect(secret).toHaveValue(/^whsec_/)
  const row = page.getByRole('row').filter({ hasText: 'http://93.184.216.34/hooks' })
  await expect(row).toContainText('article.published')
  await expect(row).toContainText('Ativo')
  await page.reload()
  await expect(page.getByLabel('Segredo de assinatura')).toHaveCount(0) // shown once

  await page.getByRole('row').filter({ hasText: 'http://93.184.216.34/hooks' }).getByRole('button', { name: 'Entregas de http://93.184.216.34/hooks' }).click()
  await expect(page.getByRole('heading', { name: 'Entregas para http://93.184.216.34/hooks' })).toBeVisible()
})
