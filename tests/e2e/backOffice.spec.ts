import { expect, test, type Page } from '@playwright/test'
import { lastMailTo } from '../helpers/mailbox'
import { ADMIN, adminToken, api, composeArticle, drawnPng, seriousViolations, signIn } from './helpers'

/** A plain picture for the upload fields. */
const cover = () => drawnPng(960, 540, '#31CCEC')

/** Signs in, composes an article with a cover and the first category, and schedules it for `when` (the input's local time). */
async function scheduleArticle(page: Page, title: string, text: string, when: string) {
  await signIn(page)
  await page.goto('/admin/compose')
  await composeArticle(page, title, text)
  await page.getByLabel('Data e hora da publicação').fill(when) // a date turns "Publicar" into "Agendar"
  await page.getByRole('button', { name: 'Agendar', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Seu artigo foi agendado' })).toBeVisible()
}

test.describe('account pages and the route guard', () => {
  test('wrong credentials show the gateway message in place and keep the e-mail', async ({ page }) => {
    await page.goto('/login')
    const form = page.getByTestId('login-form')
    await form.getByLabel('E-mail').fill(ADMIN.email)
    await form.getByLabel('Senha', { exact: true }).fill('errada-123')
    await form.getByRole('button', { name: 'Entrar' }).click()
    await expect(form.getByRole('alert').filter({ hasText: 'Credenciais inválidas' })).toBeVisible()
    await expect(form.getByLabel('E-mail')).toHaveValue(ADMIN.email)
  })

  test('guard: no token → login; token at login → dashboard; bare /admin → first screen', async ({ page }) => {
    await page.goto('/admin/dashboard').catch(() => null)
    await expect(page).toHaveURL(/\/login$/)
    await signIn(page, true)
    await expect(page.getByRole('heading', { level: 1, name: 'Painel' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toMatch(/^ey/)
    expect(await page.evaluate(() => localStorage.getItem('rememberEmail'))).toBe(ADMIN.email)
    // "Remember password" also means a longer session: 30 days instead of 8 hours.
    const life = await page.evaluate(() => {
      const claims = JSON.parse(atob(localStorage.getItem('auth')!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { iat: number; exp: number }
      return claims.exp - claims.iat
    })
    expect(life).toBe(30 * 86_400)
    await page.goto('/login').catch(() => null)
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
  })

  test('guard: a user without the route goes to error-forbidden; the sidebar shows only allowed screens', async ({ page, request }) => {
    const admin = await adminToken(request)
    const email = `editor${Date.now()}@example.com`
    const created = await api<{ data: { first_access_password: string } }>(request, admin, 'post', '/user/user', {
      name: 'Edite',
      last_name: 'Artigos',
      email,
      position: 'operational',
      permission: 'operational',
      access: ['article_management'],
    })
    expect(created.status).toBe(201)
    const login = await request.post('/api/auth/auth', { data: { email, password: created.body.data.first_access_password } })
    expect(login.status()).toBe(200)
    const chosen = await request.post('/api/auth/first-access-password', {
      headers: { authorization: `Bearer ${(await login.json()).token}` },
      data: { password: 'Editora#2026', confirm_password: 'Editora#2026' },
    })
    expect(chosen.status()).toBe(200)
    const token = (await chosen.json()).token as string
    await page.goto('/login')
    await page.evaluate((value) => localStorage.setItem('auth', value), token)
    // The guard replaces the location while the page loads: the navigation itself is aborted.
    await page.goto('/admin/dashboard').catch(() => null)
    await expect(page).toHaveURL(/\/error-forbidden$/)
    await page.goto('/admin/list-of-categories')
    await expect(page.getByRole('heading', { level: 1, name: 'Categorias' })).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Navegação do painel' })
    await expect(nav.getByRole('link', { name: 'Categorias' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Painel' })).toHaveCount(0)
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/list-of-articles$/) // the first screen article_management holds
  })

  test('first access: a user created by an admin chooses a password, then enters the back-office', async ({ page, request }) => {
    const admin = await adminToken(request)
    const email = `novata${Date.now()}@example.com`
    const created = await api<{ data: { first_access_password: string } }>(request, admin, 'post', '/user/user', {
      name: 'Nina',
      last_name: 'Nova',
      email,
      position: 'operational',
      access: ['article_management'],
    })
    await page.goto('/login')
    const form = page.getByTestId('login-form')
    await form.getByLabel('E-mail').fill(email)
    await form.getByLabel('Senha', { exact: true }).fill(created.body.data.first_access_password)
    await form.getByRole('button', { name: 'Entrar' }).click()
    await expect(page).toHaveURL(/\/first-access-password$/, { timeout: 15_000 })
    await page.getByLabel('Nova senha', { exact: true }).fill('Nina#Nova2026')
    await page.getByLabel('Confirme a nova senha').fill('Nina#Nova2026')
    await page.getByRole('button', { name: 'Salvar a nova senha' }).click()
    await expect(page).toHaveURL(/\/admin\/list-of-articles$/, { timeout: 15_000 })
    expect((await request.post('/api/auth/auth', { data: { email, password: 'Nina#Nova2026' } })).status()).toBe(200)

    // Her e-mail is not verified yet: the banner sends a code and opens the verification page.
    await page.getByRole('button', { name: 'Verificar agora' }).click()
    await expect(page).toHaveURL(/\/verify-account\?email=/, { timeout: 15_000 })
    const verify = page.getByTestId('verify-form')
    await expect(verify.getByLabel('E-mail')).toHaveValue(email)
    const mailedCode = () => />(\d{6})</.exec(lastMailTo(email, process.env.E2E_DATA_DIR)?.text ?? '')?.[1] ?? ''
    await expect.poll(mailedCode, { timeout: 10_000 }).toMatch(/^\d{6}$/)
    const code = mailedCode()
    await verify.getByLabel('Código de verificação').fill(code === '000000' ? '111111' : '000000')
    await verify.getByRole('button', { name: 'Verificar a conta' }).click()
    await expect(verify.getByText('Código ou e-mail do usuário inválido').first()).toBeVisible()
    await verify.getByLabel('Código de verificação').fill(code)
    await verify.getByRole('button', { name: 'Verificar a conta' }).click()
    await expect(page.getByText('Conta verificada.')).toBeVisible()
    await page.getByRole('link', { name: 'Abrir o painel' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Artigos' })).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('button', { name: 'Verificar agora' })).toHaveCount(0)
  })

  test('a 401 shows the Warning dialog, clears the session and reloads to the root', async ({ page }) => {
    await signIn(page)
    await page.evaluate(() => localStorage.setItem('auth', 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.invalid'))
    await page.goto('/admin/dashboard')
    const dialog = page.getByRole('dialog', { name: 'Atenção' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'OK' }).click()
    await expect(page).toHaveURL(/\/$/)
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull()
  })

  test('logout ends the session on the server', async ({ page }) => {
    await signIn(page)
    const token = await page.evaluate(() => localStorage.getItem('auth'))
    await page.getByRole('button', { name: 'Sair' }).click()
    await expect(page).toHaveURL(/\/$/)
    const me = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })
    expect(me.status()).toBe(401)
  })

  test('password recovery, then reset with the e-mailed link and the live checklist', async ({ page }) => {
    await page.goto('/recover-password')
    await page.getByLabel('E-mail cadastrado').fill('autora.reset@example.com')
    await page.getByRole('button', { name: 'Enviar o link' }).click()
    await expect(page.getByText('E-mail enviado.', { exact: false })).toBeVisible()

    await page.goto('/reset-password/1/0123456789abcdef0123456789abcdef')
    const password = page.getByLabel('Nova senha', { exact: true })
    await password.fill('abc')
    const rules = page.locator('#password-rules li')
    await expect(rules.filter({ hasText: 'Uma letra minúscula' })).toHaveAttribute('data-ok', 'true')
    await expect(rules.filter({ hasText: 'Pelo menos 8 caracteres' })).toHaveAttribute('data-ok', 'false')
    await password.fill('Abcdef1!')
    for (let i = 0; i < 5; i++) await expect(rules.nth(i)).toHaveAttribute('data-ok', 'true')
    await page.getByLabel('Confirme a nova senha').fill('Abcdef1!')
    await page.getByRole('button', { name: 'Salvar a nova senha' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'O link de redefinição é inválido ou expirou' }).first()).toBeVisible()
  })
})

test.describe('back-office screens', () => {
  test('dashboard: cards, chart, recent articles and the period selector', async ({ page }) => {
    await signIn(page)
    const cards = page.getByRole('list', { name: 'Resumo' })
    await expect(cards.getByText('Total de leituras')).toBeVisible()
    const chart = page.getByRole('img', { name: 'Leituras por dia' })
    await expect(chart).toBeVisible()
    await expect(
      chart
        .locator('text')
        .filter({ hasText: /^\d{2}\/\d{2}$/ })
        .first(),
    ).toBeVisible() // days drawn by the chart library
    const response = page.waitForResponse((r) => r.url().includes('period=7d'))
    await page.getByLabel('Período').selectOption('7d')
    expect((await response).status()).toBe(200)
    await expect(page.getByRole('heading', { name: 'Artigos recentes' })).toBeVisible()
    // Entering the same route again is a navigation: the roles are checked again behind the indicator.
    const recheck = page.waitForRequest((r) => r.url().endsWith('/api/auth/me'))
    await page.getByRole('navigation', { name: 'Navegação do painel' }).getByRole('link', { name: 'Painel' }).click()
    await recheck
    await expect(page.getByRole('heading', { level: 1, name: 'Painel' })).toBeVisible()
  })

  test('categories: create with a live preview, deactivate after confirmation, then delete', async ({ page }) => {
    await signIn(page)
    await page.getByRole('link', { name: 'Categorias' }).click()
    await expect(page).toHaveURL(/\/admin\/list-of-categories$/)
    await page.getByRole('button', { name: 'Nova categoria' }).click()
    const dialog = page.getByRole('dialog', { name: 'Nova categoria' })
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    await expect(dialog.getByText('O nome é obrigatório')).toBeVisible()
    const name = `Inovação ${Date.now() % 100000}`
    await dialog.getByLabel('Nome').fill(name)
    await dialog.getByLabel('Descrição').fill('Ideias novas para empresas.')
    await expect(dialog.getByText(name)).toBeVisible() // the preview chip
    const chooser = page.waitForEvent('filechooser')
    await dialog.getByRole('button', { name: 'Escolher imagem' }).click()
    await (await chooser).setFiles({ name: 'categoria.png', mimeType: 'image/png', buffer: await cover() })
    await expect(dialog.getByRole('img', { name })).toBeVisible()
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    await expect(dialog).toBeHidden()
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /categoria/i })
        .first(),
    ).toBeVisible()
    const row = page.getByRole('row').filter({ hasText: name })
    await expect(row).toBeVisible()
    await row.getByRole('button', { name: `Editar ${name}` }).click()
    const editing = page.getByRole('dialog', { name: 'Editar categoria' })
    await expect(editing.getByRole('img', { name })).toBeVisible() // the image was stored with it
    await editing.getByRole('button', { name: 'Cancelar' }).click()

    await row.getByRole('button', { name: `Desativar ${name}` }).click()
    await page.getByRole('dialog', { name: 'Confirme, por favor' }).getByRole('button', { name: 'Confirmar' }).click()
    await expect(row.getByText('Inativa')).toBeVisible()
    await row.getByRole('button', { name: `Excluir ${name}` }).click()
    await page.getByRole('dialog', { name: 'Confirme, por favor' }).getByRole('button', { name: 'Confirmar' }).click()
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0)
  })

  // The signed-in screens are audited in both languages by backOfficeAxe.spec.ts.
  test('axe-core: no serious or critical violation on the account pages', async ({ page }) => {
    const problems: string[] = []
    for (const p of ['/login', '/recover-password', '/reset-password/1/0123456789abcdef0123456789abcdef', '/verify-account']) {
      await page.goto(p)
      for (const v of await seriousViolations(page)) problems.push(`${p} ${v}`)
    }
    expect(problems).toEqual([])
  })
})

test.describe('back-office screens, continued', () => {
  test('users: create one (first-access password shown once), then block them after confirmation', async ({ page }) => {
    await signIn(page)
    await page.getByRole('link', { name: 'Usuários' }).click()
    await page.getByRole('button', { name: 'Novo usuário' }).click()
    const dialog = page.getByRole('dialog', { name: 'Novo usuário' })
    const email = `pessoa${Date.now()}@example.com`
    await dialog.getByLabel('Nome', { exact: true }).fill('Paula')
    await dialog.getByLabel('Sobrenome').fill('Souza')
    await dialog.getByLabel('E-mail').fill(email)
    await dialog.getByLabel('Gestão de artigos').check()
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    const info = page.getByRole('dialog', { name: 'Informações de acesso' })
    await expect(info.getByTestId('first-access-password')).toHaveText(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/)
    await info.getByRole('button', { name: 'OK' }).click()
    await page.getByLabel('Buscar').fill('Paula Souza')
    const row = page.getByRole('row').filter({ hasText: email })
    await expect(row).toBeVisible()
    await row.getByRole('button', { name: 'Bloquear Paula Souza' }).click()
    await page.getByRole('dialog', { name: 'Confirme, por favor' }).getByRole('button', { name: 'Confirmar' }).click()
    await expect(row.getByText('Bloqueado')).toBeVisible()
  })

  test('leads: classify one after a confirmation, blacklist one, and export the filtered list as CSV', async ({ page, request }) => {
    const email = `lead${Date.now()}@example.com`
    expect((await request.post('/api/newsletter/subscribe', { data: { email, name: 'Lia Lead' } })).status()).toBe(201)
    await signIn(page)
    await page.getByRole('link', { name: 'Leads' }).click()
    await page.getByLabel('E-mail', { exact: true }).fill(email)
    const row = page.getByRole('row').filter({ hasText: email })
    await expect(row).toBeVisible()
    const confirmDialog = page.getByRole('dialog', { name: 'Confirme, por favor' })
    // Spec section 4: nothing changes until the confirmation; cancelling leaves the lead as it was.
    await row.getByLabel(`Classificação de ${email}`).selectOption('warm')
    await expect(confirmDialog).toContainText(`Classificar ${email} como “Morno”?`)
    await confirmDialog.getByRole('button', { name: 'Cancelar' }).click()
    await expect(row.getByLabel(`Classificação de ${email}`)).toHaveValue('none')
    await row.getByLabel(`Classificação de ${email}`).selectOption('hot')
    await confirmDialog.getByRole('button', { name: 'Confirmar' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Lead atualizado com sucesso' }).first()).toBeVisible()
    await expect(row.getByLabel(`Classificação de ${email}`)).toHaveValue('hot')
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Exportar CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}-\d{6}\.csv$/)
    const csv = (await (await import('node:fs/promises')).readFile((await file.path())!)).toString('utf8')
    const [header, ...lines] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    // The staff's export: the user's language, the screen's formats, only the filtered lead.
    expect(header).toBe(
      'Nome;Empresa;E-mail;Telefone;Título;Origem;Situação;Classificação;Newsletter;Cadastro;Atualização;Consentimento;Página do consentimento;Idioma do consentimento;Versão do texto de consentimento',
    )
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      new RegExp(`^Lia Lead;-;${email};-;-;Newsletter;Ativo;Quente;assinante;\\d{2}/\\d{2}/\\d{4};\\d{2}/\\d{2}/\\d{4};\\d{2}/\\d{2}/\\d{4};-;en;-$`),
    ) // consent: signed up through the API in English, no page or text version
    await expect(page.getByRole('status').filter({ hasText: '1 lead exportado' }).first()).toBeVisible()

    await row.getByRole('button', { name: `Pôr ${email} na lista negra` }).click()
    await expect(confirmDialog).toContainText('Deixará de receber a newsletter')
    await confirmDialog.getByRole('button', { name: 'Confirmar' }).click()
    await expect(row.getByText('Lista negra')).toBeVisible()
    await expect(row.getByRole('button', { name: 'Reativar' })).toBeVisible()
  })

  test('messages: open one from the contact form, archive it, find it under Arquivadas', async ({ page, request }) => {
    const subject = `Assunto ${Date.now()}`
    expect(
      (
        await request.post('/api/contact/contact', {
          data: { name: 'Caio', company: 'Loja', email: 'caio@example.com', telephone: '11 98888-7777', subject, message: 'Olá!' },
        })
      ).status(),
    ).toBe(201)
    await signIn(page)
    await page.getByRole('link', { name: 'Mensagens' }).click()
    await page.getByRole('button', { name: new RegExp(subject) }).click()
    await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible()
    await page.getByRole('button', { name: 'Arquivar', exact: true }).click()
    // The archive must be written before the Arquivadas tab reads its list (once, in a full run, the tab was faster).
    const archived = page.waitForResponse((r) => r.url().includes('/archive') && r.request().method() === 'PATCH')
    await page.getByRole('dialog', { name: 'Confirme, por favor' }).getByRole('button', { name: 'Confirmar' }).click()
    expect((await archived).status()).toBe(200)
    await page.getByRole('tab', { name: /Arquivadas/ }).click()
    await expect(page.getByRole('button', { name: new RegExp(subject) })).toBeVisible()
  })

  test('security center: create a credential (secret once, must confirm before closing), then regenerate it', async ({ page }) => {
    await signIn(page)
    await page.getByRole('link', { name: 'Central de segurança' }).click()
    await page.getByRole('button', { name: 'Nova credencial' }).click()
    const dialog = page.getByRole('dialog', { name: 'Nova credencial' })
    const name = `Integração ${Date.now()}`
    await dialog.getByLabel('Descrição').fill(name)
    await dialog.getByLabel('Artigos').check()
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    const secret = page.getByRole('dialog', { name: 'Suas credenciais' })
    const first = await secret.getByTestId('secret-key').textContent()
    expect(first?.length).toBeGreaterThan(20)
    await secret.getByRole('button', { name: 'Fechar' }).click()
    await expect(secret.getByText('Confirme que você salvou as suas credenciais')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(secret).toBeVisible()
    await secret.getByLabel('Salvei as minhas credenciais').check()
    await secret.getByRole('button', { name: 'Fechar' }).click()
    await expect(secret).toBeHidden()

    await page
      .getByRole('row')
      .filter({ hasText: name })
      .getByRole('button', { name: `Gerar nova chave de ${name}` })
      .click()
    await page.getByRole('dialog', { name: 'Confirme, por favor' }).getByRole('button', { name: 'Confirmar' }).click()
    const second = await secret.getByTestId('secret-key').textContent()
    expect(second).not.toBe(first)
  })

  test('layout settings: switching to V2 changes the public home and the browser keeps homeDesignVersion', async ({ page, request }) => {
    await signIn(page)
    await page.getByRole('link', { name: 'Layout' }).click()
    try {
      await page.getByLabel(/Versão 2/).check()
      await page.getByRole('button', { name: 'Salvar', exact: true }).click()
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: /layout/i })
          .first(),
      ).toBeVisible()
      expect(await page.evaluate(() => localStorage.getItem('homeDesignVersion'))).toBe('v2')
      await page.getByRole('button', { name: 'Salvar', exact: true }).click()
      await expect(page.getByText('Versão já aplicada')).toBeVisible()
      const home = await (await request.get('/')).text()
      expect(home).toContain('data-design-version="v2"')
    } finally {
      const token = await adminToken(request)
      await api(request, token, 'post', '/layout/layout-setting', { version: 'V1' })
    }
  })
})

test.describe('articles', () => {
  test('compose and publish an article with the Lexical editor, then read it on /blog', async ({ page }) => {
    await signIn(page)
    await page.getByRole('link', { name: 'Escrever artigo' }).click()
    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: 'Escolher uma imagem' }).click()
    await (await chooser).setFiles({ name: 'capa.png', mimeType: 'image/png', buffer: await cover() })
    await expect(page.getByRole('img').first()).toBeVisible()
    const title = `Guia de testes ${Date.now()}`
    await page.getByLabel('Título', { exact: true }).fill(title)
    const editor = page.getByRole('textbox', { name: 'Conteúdo' })
    await editor.click()
    await page.keyboard.type('Primeiro parágrafo com ')
    await page.getByRole('toolbar', { name: 'Formatação do texto' }).getByRole('button', { name: 'Negrito' }).click()
    await page.keyboard.type('texto forte')
    await page.keyboard.press('Enter')
    await page.getByRole('toolbar', { name: 'Formatação do texto' }).getByRole('button', { name: 'Título', exact: true }).click()
    await page.keyboard.type('Uma seção')
    await page.keyboard.press('Enter')
    // A body image: its description is asked before the upload (issue #30: never its file name), and it keeps its shape.
    page.once('dialog', (dialog) => void dialog.accept('Gráfico de barras com as vendas do trimestre'))
    const bodyImage = page.waitForEvent('filechooser')
    await page.getByRole('toolbar', { name: 'Formatação do texto' }).getByRole('button', { name: 'Imagem', exact: true }).click()
    await page.getByRole('dialog', { name: 'Biblioteca de imagens' }).getByRole('button', { name: 'Enviar uma imagem nova' }).click()
    await (await bodyImage).setFiles({ name: 'grafico-800x400.png', mimeType: 'image/png', buffer: await drawnPng(800, 400, '#1E7E34') })
    await expect(page.getByRole('img', { name: 'Gráfico de barras com as vendas do trimestre' })).toBeVisible()
    await page.getByRole('button', { name: 'Publicar', exact: true }).click()
    // Refused: the focus moves to the summary at the top of the form, each entry a link to its
    // field, which shows its own message too (issue #45, item 1: the GOV.UK error summary).
    const problems = page.getByRole('region', { name: 'Há um problema' })
    await expect(problems).toBeFocused()
    await expect(problems.getByRole('link')).toHaveText(['Descreva a imagem de capa.', 'Pelo menos uma categoria é obrigatória'])
    await expect(page.getByRole('alert').filter({ hasText: 'Pelo menos uma categoria é obrigatória' })).toBeVisible()
    await expect(page.getByLabel('Título', { exact: true })).toHaveValue(title) // nothing typed is lost
    await problems.getByRole('link', { name: 'Descreva a imagem de capa.' }).click()
    await expect(page.getByLabel('Descrição da capa')).toBeFocused() // a cover needs its description
    await expect(page.getByLabel('Descrição da capa')).toHaveAccessibleDescription(/Descreva a imagem de capa\./)
    await page.getByLabel('Descrição da capa').fill('Fundo azul-claro liso')
    await page
      .getByRole('group', { name: /Categorias/ })
      .getByRole('checkbox')
      .first()
      .check()
    await page.getByLabel('Tags').fill('testes, qualidade')
    await page.getByLabel('Resumo').fill('Como testamos o editor de ponta a ponta.')
    await page.getByRole('button', { name: 'Publicar', exact: true }).click()
    const live = page.getByRole('dialog', { name: 'Seu artigo está no ar' })
    await expect(live).toBeVisible()
    const href = await live.getByRole('link', { name: 'Abrir o artigo' }).getAttribute('href')
    expect(href).toMatch(/^\/post\/guia-de-testes-\d+\/\d+$/)
    // Closing keeps the editor open, now on the published article (issue #30).
    await live.getByRole('button', { name: 'Fechar' }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/compose/guia-de-testes-\\d+/${href!.split('/').pop()}$`))
    await expect(page.getByLabel('Título', { exact: true })).toHaveValue(title)

    await page.goto('/blog')
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible()
    await page.goto(href!)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.locator('article strong', { hasText: 'texto forte' })).toBeVisible()
    await expect(page.locator('article h2', { hasText: 'Uma seção' })).toBeVisible()
    await expect(page.locator('article figure img').first()).toHaveAttribute('alt', 'Fundo azul-claro liso')
    const figure = page.locator('article img[alt="Gráfico de barras com as vendas do trimestre"]')
    await expect(figure).toHaveAttribute('width', '800')
    await expect(figure).toHaveAttribute('height', '400')
    const box = (await figure.boundingBox())!
    expect(box.width / box.height).toBeCloseTo(2, 1) // shown 2:1 as uploaded, not cut to 16:9
  })

  test('a user limited to article_management composes and publishes; other screens stay closed to them', async ({ page, request }) => {
    const admin = await adminToken(request)
    const email = `autora${Date.now()}@example.com`
    const created = await api<{ data: { first_access_password: string } }>(request, admin, 'post', '/user/user', {
      name: 'Ada',
      last_name: 'Autora',
      email,
      position: 'operational',
      access: ['article_management'],
    })
    const login = await request.post('/api/auth/auth', { data: { email, password: created.body.data.first_access_password } })
    const chosen = await request.post('/api/auth/first-access-password', {
      headers: { authorization: `Bearer ${(await login.json()).token}` },
      data: { password: 'Autora#2026', confirm_password: 'Autora#2026' },
    })
    const token = (await chosen.json()).token as string
    expect((await api(request, token, 'post', '/user/users-list', { page: 1, limit: 10 })).status).toBe(403) // the server, not only the sidebar
    await page.goto('/privacy-police')
    await page.evaluate((value) => localStorage.setItem('auth', value), token)
    await page.goto('/admin/compose')
    const title = `Da autora ${Date.now()}`
    await composeArticle(page, title, 'Escrito por quem só cuida de artigos.')
    await page.getByRole('button', { name: 'Publicar', exact: true }).click()
    await expect(page.getByRole('dialog', { name: 'Seu artigo está no ar' })).toBeVisible()
    await page.goto('/blog')
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible()
    await page.goto('/admin/users').catch(() => null)
    await expect(page).toHaveURL(/\/error-forbidden$/)
  })

  test('schedule an article: a separate message, and it stays off the site until its time', async ({ page, request }) => {
    const title = `Agendado ${Date.now()}`
    const tomorrow = new Date(Date.now() + 2 * 86_400_000)
    await scheduleArticle(page, title, 'Texto agendado.', tomorrow.toISOString().slice(0, 16))
    expect(await (await request.get('/blog')).text()).not.toContain(title)
  })
})

test.describe('in São Paulo time (UTC-3)', () => {
  test.use({ timezoneId: 'America/Sao_Paulo' })

  test('a scheduled time is the editor’s wall-clock time, and opening and saving the article again keeps it', async ({ page, request }) => {
    const title = `Fuso ${Date.now()}`
    await scheduleArticle(page, title, 'Texto com hora marcada.', '2030-05-10T09:30')

    const token = await adminToken(request)
    const stored = async () =>
      (await api<{ data: { id: number; slug: string; publishedAt: string }[] }>(request, token, 'get', `/article/articles?search=${encodeURIComponent(title)}`))
        .body.data[0]!
    const first = await stored()
    expect(first.publishedAt).toBe('2030-05-10T12:30:00.000Z') // 09:30 in São Paulo

    await page.goto(`/admin/compose/${first.slug}/${first.id}`)
    await expect(page.getByLabel('Data e hora da publicação')).toHaveValue('2030-05-10T09:30')
    await page.getByRole('button', { name: 'Atualizar', exact: true }).click() // a scheduled article is updated, and stays scheduled
    await expect(page.getByRole('dialog', { name: 'Seu artigo foi agendado' })).toBeVisible()
    expect((await stored()).publishedAt).toBe('2030-05-10T12:30:00.000Z') // was 15:30 after one save, 18:30 after two
  })
})

test.describe('on the company’s clock, from a browser in Lisbon', () => {
  test.use({ timezoneId: 'Europe/Lisbon' })

  test('a scheduled time is typed and shown in the company’s time zone (issue #30 item 7), which follows the setting', async ({ page, request }) => {
    const title = `Relógio ${Date.now()}`
    await scheduleArticle(page, title, 'Texto no relógio da empresa.', '2030-05-10T09:30')
    const token = await adminToken(request)
    const first = (
      await api<{ data: { id: number; slug: string; publishedAt: string }[] }>(request, token, 'get', `/article/articles?search=${encodeURIComponent(title)}`)
    ).body.data[0]!
    expect(first.publishedAt).toBe('2030-05-10T12:30:00.000Z') // 09:30 in São Paulo (the company), not in Lisbon (08:30Z)

    try {
      expect((await api(request, token, 'put', '/company/company', { timeZone: 'America/Manaus' })).status).toBe(200)
      await page.goto(`/admin/compose/${first.slug}/${first.id}`)
      await expect(page.getByLabel('Data e hora da publicação')).toHaveValue('2030-05-10T08:30') // the same instant in Manaus (UTC-4)
    } finally {
      await api(request, token, 'put', '/company/company', { timeZone: 'America/Sao_Paulo' })
    }
  })
})

test.describe('settings', () => {
  test('tabs follow the keyboard: one tab stop, arrows, Home and End choose a tab and keep focus on it', async ({ page }) => {
    await signIn(page)
    await page.goto('/admin/settings-profile')
    const tabs = page.getByRole('tablist', { name: 'Configurações' })
    const tab = (name: string) => tabs.getByRole('tab', { name })
    await expect(tab('Perfil')).toHaveAttribute('aria-selected', 'true')
    await expect(tab('WhatsApp')).toHaveAttribute('tabindex', '-1') // one tab stop for the row
    await tab('Perfil').focus()
    await page.keyboard.press('ArrowRight')
    await expect(page).toHaveURL(/\/admin\/settings-whatsapp$/)
    await expect(tab('WhatsApp')).toHaveAttribute('aria-selected', 'true')
    await expect(tab('WhatsApp')).toBeFocused()
    await expect(page.getByRole('tabpanel', { name: 'WhatsApp' })).toBeVisible()
    await page.keyboard.press('End')
    await expect(tab('Importar')).toBeFocused()
    await expect(page.getByRole('tabpanel', { name: 'Importar' })).toBeVisible()
    await page.keyboard.press('ArrowLeft')
    await expect(tab('SEO')).toBeFocused()
    await expect(page).toHaveURL(/\/admin\/seo$/)
    await page.keyboard.press('End')
    await page.keyboard.press('ArrowRight') // wraps round
    await expect(tab('Perfil')).toBeFocused()
    await page.keyboard.press('ArrowLeft') // wraps back
    await expect(tab('Importar')).toBeFocused()
    await page.keyboard.press('Home')
    await expect(tab('Perfil')).toHaveAttribute('aria-selected', 'true')
    await expect(tab('Perfil')).toBeFocused()
  })

  test('profile: biography saved, an invalid CPF refused in place', async ({ page }) => {
    await signIn(page)
    await page.goto('/admin/settings-profile')
    const form = page.locator('form').filter({ has: page.getByLabel('Biografia') })
    await form.getByLabel('Biografia').fill('Administra o site e a equipe.')
    await form.getByLabel('CPF').fill('111.111.111-11')
    await form.getByRole('button', { name: 'Salvar' }).click()
    await expect(form.getByLabel('CPF')).toHaveAttribute('aria-invalid', 'true')
    await form.getByLabel('CPF').fill('529.982.247-25')
    const savedWait = page.waitForResponse((r) => r.url().endsWith('/api/user/profile') && r.request().method() === 'PUT')
    await form.getByRole('button', { name: 'Salvar' }).click()
    expect((await savedWait).status()).toBe(200)
    await page.reload()
    await expect(page.getByLabel('Biografia')).toHaveValue('Administra o site e a equipe.')
  })

  test('WhatsApp: a new message shows on the public button at once', async ({ page, request }) => {
    await signIn(page)
    await page.goto('/admin/settings-whatsapp')
    await expect(page.getByRole('tab', { name: 'WhatsApp' })).toHaveAttribute('aria-selected', 'true')
    const text = `Olá ${Date.now()}`
    await page.getByLabel('Mensagem inicial').fill(text)
    await page.getByRole('button', { name: 'Salvar' }).click()
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /WhatsApp|salv|atualiz/i })
        .first(),
    ).toBeVisible()
    const home = await (await request.get('/')).text()
    expect(home).toContain(encodeURIComponent(text))
  })

  test('SEO: a snippet written in the back-office reaches the public head', async ({ page, request }) => {
    await signIn(page)
    await page.goto('/admin/seo')
    await page.getByRole('button', { name: 'Novo snippet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Novo snippet' })
    await dialog.getByLabel('Nome').fill('Verificação')
    await dialog.getByLabel('Texto do head').fill('<meta name="verificacao-e2e" content="ok">')
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('row').filter({ hasText: 'Verificação' })).toBeVisible()
    expect(await (await request.get('/contact')).text()).toContain('<meta name="verificacao-e2e" content="ok"/>')
    await page.getByRole('button', { name: 'Excluir Verificação' }).click()
    await page.getByRole('dialog', { name: 'Confirme, por favor' }).getByRole('button', { name: 'Confirmar' }).click()
    await expect(page.getByRole('row').filter({ hasText: 'Verificação' })).toHaveCount(0)
  })
})
