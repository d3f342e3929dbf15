import { expect, test, type Locator, type Page } from '@playwright/test'
import { adminToken, api, composeArticle, seriousViolations, signIn } from './helpers'

/**
 * Issue #45, item 1: the writing screen. A readable column for the title and body, the settings
 * in a side panel, and a bar that stays in view with the save state and the actions named for the
 * article's state. Screenshots for the issue note land in docs/screenshots/issue-45.
 */
const SHOTS = 'docs/screenshots/issue-45'
const box = async (locator: Locator) => (await locator.boundingBox())!
const bar = (page: Page) => page.getByRole('group', { name: 'Ações do artigo' })

test.describe('a desktop of 1366 x 768', () => {
  test.use({ viewport: { width: 1366, height: 768 } })

  test('the body beside its settings, a bar in view, and actions that follow the article from draft to live and back', async ({ page, request }) => {
    test.setTimeout(90_000)
    await signIn(page)
    await page.goto('/admin/compose')
    const settings = page.getByRole('complementary', { name: 'Configurações do artigo' })
    await expect(settings.getByRole('heading', { name: 'Publicação' })).toBeVisible()
    // The side panel sits to the right of the writing column, from the top.
    const title = page.getByLabel('Título', { exact: true })
    expect((await box(settings)).x).toBeGreaterThan((await box(title)).x + (await box(title)).width)
    expect((await box(page.getByRole('textbox', { name: 'Conteúdo' }))).width).toBeLessThanOrEqual(48 * 16)

    await expect(bar(page).getByRole('status')).toHaveText('Ainda não salvo')
    await expect(bar(page).getByRole('button')).toHaveText(['Salvar rascunho', 'Publicar'])
    const name = `Mesa de escrita ${Date.now()}`
    await composeArticle(page, name, 'Um texto escrito na nova mesa.')
    await expect(bar(page).getByRole('status')).toHaveText('Alterações não salvas')
    // A date turns "Publicar" into "Agendar"; cleared, it is "Publicar" again.
    const when = page.getByLabel('Data e hora da publicação')
    await when.fill('2031-01-15T10:00')
    await expect(bar(page).getByRole('button')).toHaveText(['Salvar rascunho', 'Agendar'])
    await when.fill('')
    await expect(bar(page).getByRole('button')).toHaveText(['Salvar rascunho', 'Publicar'])
    await page.screenshot({ path: `${SHOTS}/editor-desktop-new.png`, fullPage: false })

    // The bar stays at the top of the window with the body scrolled away.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
    await expect(bar(page)).toBeInViewport()
    expect(Math.abs((await box(bar(page))).y)).toBeLessThan(2)

    await bar(page).getByRole('button', { name: 'Salvar rascunho' }).click()
    await expect(page.getByText('Rascunho salvo')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/compose\/[^/]+\/\d+$/)
    await expect(settings.getByText('Estado: Rascunho')).toBeVisible()
    await expect(bar(page).getByRole('status')).toHaveText(/^Salvo às \d{2}:\d{2}$/)

    await bar(page).getByRole('button', { name: 'Publicar', exact: true }).click()
    const live = page.getByRole('dialog', { name: 'Seu artigo está no ar' })
    await expect(live).toBeVisible()
    await live.getByRole('button', { name: 'Fechar' }).click()
    // Live: "Atualizar" and "Despublicar", and the panel says since when.
    await expect(bar(page).getByRole('button')).toHaveText(['Despublicar', 'Atualizar'])
    await expect(settings.getByText(/^Publicado em \d{2}\/\d{2}\/\d{4}$/)).toBeVisible()
    await expect(settings.getByLabel('Data e hora da publicação')).toHaveCount(0)
    expect(await seriousViolations(page)).toEqual([])
    await page.screenshot({ path: `${SHOTS}/editor-desktop-live.png`, fullPage: false })

    await title.fill(`${name} (revisto)`)
    await expect(bar(page).getByRole('status')).toHaveText('Alterações não salvas')
    await bar(page).getByRole('button', { name: 'Atualizar' }).click()
    await expect(page.getByText('Alterações publicadas')).toBeVisible()
    const id = page.url().split('/').pop()
    const token = await adminToken(request)
    const read = async () => (await api<{ data: { title: string; status: string } }>(request, token, 'get', `/article/articles/${id}`)).body.data
    expect(await read()).toMatchObject({ title: `${name} (revisto)`, status: 'published' })

    await bar(page).getByRole('button', { name: 'Despublicar' }).click()
    await expect(page.getByText('O artigo voltou a ser rascunho e saiu do site.')).toBeVisible()
    await expect(bar(page).getByRole('button')).toHaveText(['Salvar rascunho', 'Publicar'])
    expect((await read()).status).toBe('draft')
    const [slug] = page.url().split('/').slice(-2)
    expect((await request.get(`/post/${slug}/${id}`)).status()).toBe(404) // off the site
  })
})

test.describe('the check before going live, at 1366 x 768', () => {
  test.use({ viewport: { width: 1366, height: 768 } })

  test('the side panel lists what would trip a reader, publishing shows it again and asks; a cover without its description blocks', async ({ page }) => {
    test.setTimeout(90_000)
    await signIn(page)
    await page.goto('/admin/compose')
    const name = `Verificado ${Date.now()}`
    await composeArticle(page, name, 'Um texto com um link.')
    const check = page.getByRole('region', { name: 'Antes de publicar' })
    await expect(check).toContainText('Ainda não escrito em: English, Español, Français, Kreyòl ayisyen.')
    await expect(page.getByText(/^\d+ palavras · \d+ min de leitura$/)).toBeVisible()
    // A subheading first (the title is the page's h1), then a link that says nothing, to a page that does not exist.
    const toolbar = page.getByRole('toolbar', { name: 'Formatação do texto' })
    await page.getByRole('textbox', { name: 'Conteúdo' }).click()
    await page.keyboard.press('Control+End')
    await page.keyboard.press('Enter')
    await toolbar.getByRole('button', { name: 'Subtítulo' }).click()
    await page.keyboard.type('Detalhes')
    await page.keyboard.press('Enter')
    await page.keyboard.type('clique aqui')
    await page.keyboard.press('Shift+Home')
    await toolbar.getByRole('button', { name: 'Link' }).click()
    const linkDialog = page.getByRole('dialog', { name: 'Inserir link' })
    await linkDialog.getByLabel('Endereço').fill('/post/nao-existe/999999')
    await linkDialog.getByRole('button', { name: 'Aplicar link' }).click()
    await expect(check).toContainText('Os títulos do texto pulam um nível (h1 → h3)')
    await expect(check).toContainText('O link "clique aqui" não diz aonde leva')
    await expect(check).toContainText('O link para /post/nao-existe/999999 não existe neste site.') // asked of the site itself
    await page.screenshot({ path: `${SHOTS}/preflight-panel.png`, fullPage: false })

    // The cover's description removed: publishing is refused, the summary leads to the field.
    await page.getByLabel('Descrição da capa').fill('')
    await expect(check).toContainText('Impede a publicação')
    await bar(page).getByRole('button', { name: 'Publicar', exact: true }).click()
    const problems = page.getByRole('region', { name: 'Há um problema' })
    await expect(problems).toBeFocused()
    await expect(problems.getByRole('link')).toHaveText(['Descreva a imagem de capa.'])
    await page.getByLabel('Descrição da capa').fill('Fundo azul-claro liso')

    // Warnings: the dialog lists them again; back to the article changes nothing, "anyway" publishes.
    await bar(page).getByRole('button', { name: 'Publicar', exact: true }).click()
    const ask = page.getByRole('dialog', { name: 'Antes de publicar' })
    await expect(ask).toContainText('O link para /post/nao-existe/999999 não existe neste site.')
    expect(await seriousViolations(page)).toEqual([])
    await page.screenshot({ path: `${SHOTS}/preflight-dialog.png`, fullPage: false })
    await ask.getByRole('button', { name: 'Voltar ao artigo' }).click()
    await expect(ask).toBeHidden()
    await expect(bar(page).getByRole('status')).toHaveText('Alterações não salvas') // nothing was saved
    await bar(page).getByRole('button', { name: 'Publicar', exact: true }).click()
    await ask.getByRole('button', { name: 'Publicar mesmo assim' }).click()
    await expect(page.getByRole('dialog', { name: 'Seu artigo está no ar' })).toBeVisible()
  })
})

test.describe('a phone of 390 x 844', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('one column with the bar at the bottom of the screen, and the articles list as cards, title first', async ({ page }) => {
    await signIn(page)
    await page.goto('/admin/compose')
    const settings = page.getByRole('complementary', { name: 'Configurações do artigo' })
    await expect(settings.getByRole('heading', { name: 'Publicação' })).toBeVisible()
    const title = page.getByLabel('Título', { exact: true })
    // One column: the settings come after the body, not beside it.
    expect((await box(settings)).y).toBeGreaterThan((await box(page.getByRole('textbox', { name: 'Conteúdo' }))).y)
    const at = await box(bar(page))
    expect(at.y + at.height).toBeCloseTo(844, -1)
    await title.fill('No telefone')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2))
    await expect(bar(page).getByRole('button', { name: 'Publicar', exact: true })).toBeInViewport()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(await seriousViolations(page)).toEqual([])
    await page.screenshot({ path: `${SHOTS}/editor-phone.png`, fullPage: false })

    await page.goto('/admin/list-of-articles')
    const first = page.getByRole('row').nth(1)
    await expect(first).toBeVisible()
    const [titleCell, statusCell] = [first.getByRole('cell').first(), first.getByRole('cell').nth(1)]
    // A card: the title on top, the other columns under it, each named.
    expect((await box(titleCell)).y).toBeLessThan((await box(statusCell)).y)
    await expect(statusCell).toHaveAttribute('data-label', 'Data de publicação')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(await seriousViolations(page)).toEqual([])
    await page.screenshot({ path: `${SHOTS}/articles-phone.png`, fullPage: false })
  })
})
