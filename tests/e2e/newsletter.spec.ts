import { expect, test } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { lastMailTo } from '../helpers/mailbox'
import { adminToken, composeArticle, seriousViolations, signIn } from './helpers'

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

test('an article scheduled with "send to subscribers" says it will be sent, and keeps the flag', async ({ page, request }) => {
  await signIn(page)
  await page.goto('/admin/compose')
  const title = `Agendado para a newsletter ${Date.now()}`
  await composeArticle(page, title, 'Sai na semana que vem.')
  const when = new Date(Date.now() + 7 * 86_400_000)
  const local = new Date(when.getTime() - when.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
  await page.getByLabel('Data e hora da publicação').fill(local)
  await page.getByRole('checkbox', { name: 'Enviar aos assinantes da newsletter quando for ao ar' }).check()
  await page.getByRole('button', { name: 'Agendar', exact: true }).click()
  const scheduled = page.getByRole('dialog', { name: 'Seu artigo foi agendado' })
  await expect(scheduled).toContainText('Será enviado aos assinantes da newsletter quando for ao ar.')

  const headers = { authorization: `Bearer ${await adminToken(request)}` }
  const list = await request.get(`/api/article/articles?search=${encodeURIComponent(title)}&limit=1`, { headers })
  expect(list.status()).toBe(200)
  const [found] = (await list.json()).data as { id: number }[]
  const article = await (await request.get(`/api/article/articles/${found!.id}`, { headers })).json()
  expect(article.data).toMatchObject({ status: 'scheduled', sendToSubscribers: true })
})

test("with confirmation by e-mail on, the link of the e-mail confirms once; used again it says so in the visitor's language", async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` }
  await signIn(page)
  await page.goto('/admin/list-leads/newsletter')
  await page.getByRole('checkbox', { name: 'Confirmar inscrições por e-mail (opt-in duplo)' }).check()
  await page.getByRole('button', { name: 'Salvar configurações' }).click()
  await expect(page.getByText('Configurações da newsletter salvas')).toBeVisible()
  try {
    const email = `confirmar${Date.now()}@example.com`
    const signUp = await request.post('/api/newsletter/subscribe', { data: { email }, headers: { 'accept-language': 'es' } })
    expect(signUp.status()).toBe(202)
    const link = () => /\/confirm-newsletter\/\d+\/\d+\.[A-Za-z0-9_-]{43}/.exec(lastMailTo(email, process.env.E2E_DATA_DIR)?.text ?? '')?.[0] ?? ''
    await expect.poll(link, { timeout: 10_000 }).not.toBe('')
    const address = link()

    // The confirmation e-mail and the newsletter fit a 375 px phone: nothing scrolls sideways (an unbroken link made it 553 px).
    const phone = await page.context().newPage()
    await phone.setViewportSize({ width: 375, height: 667 })
    const newsletterId = (await (await request.get('/api/article/public-articles?limit=1')).json()).data[0].id
    const newsletter = (await (await request.get(`/api/newsletter/preview?article=${newsletterId}`, { headers })).json()).data.html as string
    for (const html of [(await simpleParser(lastMailTo(email, process.env.E2E_DATA_DIR)!.raw)).html as string, newsletter]) {
      await phone.setContent(html)
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    }
    await phone.close()

    await page.context().addCookies([{ name: 'lang', value: 'es', url: new URL('/', page.url()).toString() }])
    await page.goto(address)
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmar la suscripción al boletín' })).toBeVisible()
    await page.getByRole('button', { name: 'Confirmar suscripción' }).click()
    await expect(page.getByText('¡Suscripción confirmada!', { exact: false })).toBeVisible()

    await page.goto(address)
    await page.getByRole('button', { name: 'Confirmar suscripción' }).click()
    await expect(page.getByText('Este enlace de confirmación ya se usó', { exact: false })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  } finally {
    await request.put('/api/newsletter/settings', { data: { confirmByEmail: false, content: 'excerpt' }, headers })
  }
})

test('a test of the newsletter from a draft, before it is published, in the language being edited', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` }
  await signIn(page)
  await page.goto('/admin/compose')
  const title = `Rascunho para a newsletter ${Date.now()}`
  await composeArticle(page, title, 'Um texto que ainda não foi publicado.')
  await page.getByRole('button', { name: 'Salvar rascunho' }).click()
  await expect(page.getByText('Rascunho salvo')).toBeVisible()
  // The editor stays open, now on the saved draft (its own address), with the Newsletter panel.
  await expect(page).toHaveURL(/\/admin\/compose\/[^/]+\/\d+$/)
  const id = page.url().split('/').pop()
  const { data } = await (await request.get(`/api/article/articles/${id}`, { headers })).json()
  expect(data).toMatchObject({ title, status: 'draft' })
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue(title)
  const panel = page.getByRole('region', { name: 'Newsletter', exact: true })
  await panel.getByRole('button', { name: 'Enviar um teste para mim' }).click()
  await expect(page.getByText('Um teste foi enviado para o seu endereço.')).toBeVisible()
  const mail = () => lastMailTo('admin@example.com', process.env.E2E_DATA_DIR)
  await expect.poll(() => mail()?.subject ?? '', { timeout: 10_000 }).toBe(`[TEST] ${title}`)
  await page.screenshot({ path: 'docs/screenshots/issue-30/newsletter-test-from-draft-editor.png', fullPage: false })

  // The e-mail itself, as the editor receives it: on a desktop and on a 375 px phone.
  const html = (await simpleParser(mail()!.raw)).html as string
  expect(html).toContain(title)
  for (const [name, size] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 375, height: 812 }],
  ] as const) {
    const view = await page.context().newPage()
    await view.setViewportSize(size)
    await view.setContent(html)
    expect(await view.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width)
    await view.screenshot({ path: `docs/screenshots/issue-30/newsletter-test-from-draft-${name}.png`, fullPage: true })
    await view.close()
  }
})
