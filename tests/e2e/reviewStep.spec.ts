import { expect, test, type Browser, type Page } from '@playwright/test'
import { EDITOR, WRITER, adminToken, api, composeArticle, seriousViolations, settled, signInAs } from './helpers'

/**
 * Issue #45, item 4: the review step end to end with the demo's writer and editor. The writer
 * submits (the API refuses them publishing), the editor returns it with a note, the writer reads
 * the note, fixes and submits again, the editor publishes. Each person has a browser of their own.
 */
const SHOTS = 'docs/screenshots/issue-45'
const WRITER_HOME = /\/admin\/list-of-articles$/
const EDITOR_HOME = /\/admin\/dashboard$/
const bar = (page: Page) => page.getByRole('group', { name: 'Ações do artigo' })

async function personPage(browser: Browser, who: typeof WRITER, landing: RegExp, width: number, height: number) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width, height } })
  const page = await context.newPage()
  await signInAs(page, who, landing)
  return page
}

async function expectClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([])
}

test.describe('a desktop of 1366 x 768', () => {
  test('writer submits, editor returns with a note, writer fixes and submits, editor publishes', async ({ browser, request }) => {
    test.setTimeout(180_000)
    const title = `Revisão de ponta a ponta ${Date.now()}`

    // The writer: their bar saves or submits, never publishes.
    const writer = await personPage(browser, WRITER, WRITER_HOME, 1366, 768)
    await writer.goto('/admin/compose')
    await composeArticle(writer, title, 'Primeira versão do texto.')
    await expect(bar(writer).getByRole('button', { name: 'Publicar', exact: true })).toHaveCount(0)
    await bar(writer).getByRole('button', { name: 'Enviar para revisão' }).click()
    await expect(writer.getByText('Enviado para revisão. Os editores foram avisados por e-mail.')).toBeVisible()
    await expect(writer).toHaveURL(/\/admin\/compose\/[^/]+\/\d+$/)
    await expect(writer.getByText('Aguardando a revisão de um editor.')).toBeVisible()
    await expect(bar(writer).getByRole('button', { name: 'Retirar da revisão' })).toBeVisible()
    await expectClean(writer)
    await writer.screenshot({ path: `${SHOTS}/review-writer-submitted-1366.png` })
    const id = Number(writer.url().split('/').at(-1))

    // The writer's own API call to publish is refused, whatever the screen shows.
    const writerToken = await adminToken(request, WRITER)
    const refused = await api<{ code: string; message: string }>(request, writerToken, 'patch', `/article/articles/${id}/status`, { action: 'publish' })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toContain('Only an editor')

    // The editor sees the queue above the articles list, opens the article and returns it with a note.
    const editor = await personPage(browser, EDITOR, EDITOR_HOME, 1366, 768)
    await editor.goto('/admin/list-of-articles')
    await editor.getByRole('button', { name: 'Ver os artigos em revisão' }).click()
    await expect(editor.getByLabel('Situação')).toHaveValue('review')
    await editor.getByRole('button', { name: `Editar ${title}` }).click()
    await expect(editor.getByText('Renato Dias enviou este artigo para revisão.')).toBeVisible()
    await bar(editor).getByRole('button', { name: 'Devolver ao autor' }).click()
    const dialog = editor.getByRole('dialog', { name: 'Devolver ao autor' })
    await settled(dialog)
    await dialog.getByRole('button', { name: 'Devolver', exact: true }).click()
    await expect(dialog.getByText('Escreva uma nota dizendo ao autor o que mudar')).toBeVisible()
    await expect(dialog.getByLabel('Nota para o autor')).toBeFocused()
    await expectClean(editor)
    const note = 'Falta uma conclusão com o próximo passo para o leitor.'
    await dialog.getByLabel('Nota para o autor').fill(note)
    await editor.screenshot({ path: `${SHOTS}/review-editor-return-1366.png` })
    await dialog.getByRole('button', { name: 'Devolver', exact: true }).click()
    await expect(editor.getByText('Devolvido ao autor com a sua nota.')).toBeVisible()
    await expect(dialog).toBeHidden()

    // The writer finds it above their list with the note, opens it, fixes it and submits again.
    await writer.goto('/admin/list-of-articles')
    await expect(writer.getByText('1 artigo seu voltou com uma nota')).toBeVisible()
    await writer.getByRole('link', { name: title }).click()
    await expect(writer.getByText('Devolvido para ajustes')).toBeVisible()
    await expect(writer.getByText(note)).toBeVisible()
    await expectClean(writer)
    await writer.screenshot({ path: `${SHOTS}/review-writer-returned-1366.png` })
    await writer.getByRole('textbox', { name: 'Conteúdo' }).click()
    await writer.keyboard.press('Control+End')
    await writer.keyboard.press('Enter')
    await writer.keyboard.type('Conclusão: comece pelo inventário dos processos.')
    await bar(writer).getByRole('button', { name: 'Enviar para revisão' }).click()
    await expect(writer.getByText('Enviado para revisão. Os editores foram avisados por e-mail.')).toBeVisible()

    // The editor publishes it; the writer's note is gone and the article is live.
    await editor.reload()
    await expect(editor.getByText('Renato Dias enviou este artigo para revisão.')).toBeVisible()
    await bar(editor).getByRole('button', { name: 'Publicar', exact: true }).click()
    const goOn = editor.getByRole('button', { name: 'Publicar mesmo assim' })
    const live = editor.getByRole('dialog', { name: 'Seu artigo está no ar' })
    await expect(goOn.or(live)).toBeVisible()
    if (await goOn.isVisible()) await goOn.click()
    await expect(live).toBeVisible()

    // Live, the writer's screen locks: no actions, and a notice saying who may change it.
    await writer.reload()
    await expect(writer.getByText('Este artigo está no ar ou agendado: só um editor pode alterá-lo.')).toBeVisible()
    await expect(bar(writer).getByRole('button')).toHaveCount(0)
    const stored = await api<{ data: { status: string; review: unknown } }>(request, writerToken, 'get', `/article/articles/${id}`)
    expect(stored.body.data).toMatchObject({ status: 'published', review: null })
    await writer.context().close()
    await editor.context().close()
  })
})

test.describe('a phone of 390 x 844', () => {
  test("the writer's bar submits at the bottom of the screen, and the note reads on a phone", async ({ browser, request }) => {
    test.setTimeout(120_000)
    const title = `Revisão no celular ${Date.now()}`
    const writer = await personPage(browser, WRITER, WRITER_HOME, 390, 844)
    await writer.goto('/admin/compose')
    await composeArticle(writer, title, 'Texto escrito no celular.')
    await bar(writer).getByRole('button', { name: 'Enviar para revisão' }).click()
    await expect(writer.getByText('Aguardando a revisão de um editor.')).toBeVisible()
    const id = Number(writer.url().split('/').at(-1))
    const editorToken = await adminToken(request, EDITOR)
    const returned = await api(request, editorToken, 'patch', `/article/articles/${id}/status`, {
      action: 'return',
      note: 'Encurte o título para caber no celular.',
    })
    expect(returned.status).toBe(200)
    await writer.reload()
    await expect(writer.getByText('Encurte o título para caber no celular.')).toBeVisible()
    const box = await bar(writer).boundingBox()
    expect(box!.y + box!.height).toBeGreaterThan(800) // fixed at the bottom
    expect(await writer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectClean(writer)
    await writer.screenshot({ path: `${SHOTS}/review-writer-returned-390.png` })
    await writer.context().close()
  })
})
