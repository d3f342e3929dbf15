import { expect, test, type Page } from '@playwright/test'
import { NEWSLETTER_CONSENT_VERSION } from '../../domain/leads'
import { adminToken, api } from './helpers'

/**
 * Every public form works without JavaScript (issue #42, item 1): with scripts off, and with
 * scripts on but every /_next/ file failing, what a visitor sends is stored once and the page
 * tells them so, or shows each error beside its field with what they typed.
 */

type Lead = {
  id: number
  unique_key: string
  email: string
  newsletterStatus: string
  newsletterCancelReason: string
  consentSource: string
  consentVersion: string
}

const leadsFor = async (request: Parameters<typeof adminToken>[0], email: string) => {
  const token = await adminToken(request)
  return (await api<{ data: Lead[] }>(request, token, 'get', `/lead/leads?email=${encodeURIComponent(email)}`)).body.data
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('newsletter sign-up on the home and the blog, then unsubscribe with a reason', async ({ page, request }) => {
    const email = `semscript${Date.now()}@example.com`
    await page.goto('/')
    const form = page.getByTestId('newsletter-form')
    await form.getByLabel('Seu e-mail').fill(email)
    await form.getByRole('button', { name: 'Assinar' }).click()
    await expect(page.getByText('Pronto! Você assinou a nossa newsletter.')).toBeVisible()
    // Back at the form (its anchor), on the page it was sent from.
    expect(new URL(page.url()).hash).toBe('#home-newsletter-form')
    const [lead] = await leadsFor(request, email)
    expect(lead).toMatchObject({ newsletterStatus: 'active', consentSource: '/', consentVersion: NEWSLETTER_CONSENT_VERSION })
    // A refresh of the page sends nothing again and shows the form once more.
    await page.reload()
    await expect(page.getByTestId('newsletter-form')).toBeVisible()
    expect(await leadsFor(request, email)).toHaveLength(1)

    await page.goto(`/unsubscribe-newsletter/${lead!.unique_key}/${lead!.id}`)
    await page.getByLabel('Motivo (opcional)').selectOption('Recebo e-mails demais')
    await page.getByRole('button', { name: 'Confirmar cancelamento' }).click()
    await expect(page.getByText('Sua inscrição foi cancelada.', { exact: false })).toBeVisible()
    const [after] = await leadsFor(request, email)
    expect(after).toMatchObject({ newsletterStatus: 'cancelled', newsletterCancelReason: 'Recebo e-mails demais' })

    // On the blog, a wrong address: the error beside the field, in the page's language, and what was typed kept.
    await page.goto('/blog?lang=en')
    const blogForm = page.getByTestId('newsletter-form')
    await blogForm.getByLabel('Your e-mail').fill('not-an-address')
    await blogForm.getByLabel('Your name (optional)').fill('Bea')
    await blogForm.getByRole('button', { name: 'Subscribe' }).click()
    await expect(blogForm.getByLabel('Your e-mail')).toHaveValue('not-an-address')
    await expect(blogForm.getByLabel('Your e-mail')).toHaveAttribute('aria-invalid', 'true')
    await expect(blogForm.getByText('Invalid e-mail')).toBeVisible()
    await expect(blogForm.getByLabel('Your name (optional)')).toHaveValue('Bea')
  })

  test('the contact form shows its errors, keeps what was typed, then sends once', async ({ page, request }) => {
    const email = `contato-semscript${Date.now()}@example.com`
    await page.goto('/contact')
    const form = page.getByTestId('contact-form')
    await form.getByLabel('Nome').fill('Dora')
    await form.getByLabel('E-mail').fill(email)
    await form.getByLabel('Mensagem').fill('Uma mensagem sem JavaScript')
    await form.getByRole('button', { name: 'Enviar mensagem' }).click()
    // Company, telephone and subject are missing: each says so, and nothing typed is lost.
    await expect(form.getByLabel('Empresa')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByLabel('Nome')).toHaveValue('Dora')
    await expect(form.getByLabel('Mensagem')).toHaveValue('Uma mensagem sem JavaScript')
    await form.getByLabel('Empresa').fill('ACME')
    await form.getByLabel('Telefone').fill('11 98888-7777')
    const subject = `Sem JavaScript ${Date.now()}`
    await form.getByLabel('Assunto').fill(subject)
    await form.getByRole('button', { name: 'Enviar mensagem' }).click()
    await expect(page.getByText('Mensagem enviada')).toBeVisible()
    await expect(page.getByText(/Obrigado, Dora\. Responderemos até \d{2}\/\d{2}\/\d{4}\./)).toBeVisible()
    const token = await adminToken(request)
    const list = await api<{ data: Array<{ subject: string }> }>(request, token, 'get', '/message/messages-list?tab=all&limit=100')
    expect(list.body.data.filter((m) => m.subject === subject)).toHaveLength(1)
  })

  test('the product page asks for the terms before the demo request, as a plain form', async ({ page }) => {
    await page.goto('/rc-sistemI')
    await page.getByRole('link', { name: 'Solicitar demonstração' }).first().click()
    const terms = page.locator('form#terms')
    await expect(terms.getByRole('heading', { name: 'Termos de uso: RC Sistema I' })).toBeVisible()
    await terms.getByRole('button', { name: 'Continuar' }).click()
    // The browser itself keeps the form until the box is ticked.
    await expect(page).toHaveURL(/terms=review/)
    await terms.getByLabel('Li e aceito os termos').check()
    await terms.getByRole('button', { name: 'Continuar' }).click()
    await expect(page).toHaveURL(/\/contact\?subject=RC/)
    await expect(page.getByLabel('Assunto')).toHaveValue('RC Sistema I')
  })
})

/** Every script file fails, as on a dropped connection or a blocking filter. */
const failScripts = (page: Page) => page.route('**/_next/**', (route) => route.abort())

test('with every script file failing, a submission shows it is being sent at once, then goes to the server once', async ({ page, request }) => {
  await failScripts(page)
  const email = `bloqueado${Date.now()}@example.com`
  const posts: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.postData()?.includes(encodeURIComponent(email))) posts.push(r.url())
  })
  await page.goto('/')
  const form = page.getByTestId('newsletter-form')
  await form.getByLabel('Seu e-mail').fill(email)
  await form.getByRole('button', { name: 'Assinar' }).click()
  // Busy at once, and said to screen readers, before anything answers.
  await expect(form).toHaveAttribute('data-held', '')
  await expect(form.getByRole('status').locator('[data-held-note]')).toBeVisible()
  await expect(form.getByRole('status')).toHaveText('Assinando…')
  await expect(page.getByText('Pronto! Você assinou a nossa newsletter.')).toBeVisible({ timeout: 20_000 })
  expect(posts).toHaveLength(1)
  expect(await leadsFor(request, email)).toHaveLength(1)
})

test('pages with forms hydrate over their server markup without a mismatch (React would re-create the forms and lose a held submission)', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
  for (const path of ['/', '/blog', '/contact', '/rc-sistemI', '/rc-sistemI?terms=review']) {
    await page.goto(path)
    await page.keyboard.press('Tab') // public pages load React on the visitor's first act
    await expect(page.locator('html[data-hydrated]'), path).toHaveCount(1, { timeout: 15_000 })
  }
  expect(errors).toEqual([])
})
