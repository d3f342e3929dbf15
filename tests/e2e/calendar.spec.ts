import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { adminToken, api, seriousViolations, settled, signIn } from './helpers'

/**
 * Issue #45, item 5: the editorial calendar. A month and a week of scheduled and published
 * articles, filtered by category and author, rescheduled by dragging to another day and by the
 * keyboard (a date field on the item), opened from the dashboard. The demo company's clock is
 * Sao Paulo's (UTC-3, no summer time): 09:30 there is 12:30 UTC.
 */
const SHOTS = 'docs/screenshots/issue-45'

/** Three months ahead: a month of its own, away from the demo's dates. */
const month = (() => {
  const now = new Date()
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 3, 1))
  return date.toISOString().slice(0, 7)
})()
const day = (n: number) => `${month}-${String(n).padStart(2, '0')}`

type Made = { id: number; title: string }

async function scheduled(request: APIRequestContext, token: string, title: string, at: string, category: number, image: number): Promise<Made> {
  const answer = await api<{ data: { id: number } }>(request, token, 'post', '/article/articles', {
    title,
    content: { root: { type: 'root', version: 1, children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text: `${title}.` }] }] } },
    excerpt: `${title}: um resumo curto.`,
    categories: [category],
    image,
    imageAlt: 'Capa de teste',
    status: 'scheduled',
    publishedAt: at,
  })
  expect(answer.status).toBe(201)
  return { id: answer.body.data.id, title }
}

async function setUp(request: APIRequestContext) {
  const token = await adminToken(request)
  const categories = (await api<{ data: { id: number; name: string }[] }>(request, token, 'get', '/category/categories?page=1&limit=10')).body.data
  const source = (await api<{ data: { image: { id: number } | null }[] }>(request, token, 'get', '/article/articles?status=published&limit=1')).body.data[0]!
  const stamp = Date.now()
  const first = await scheduled(request, token, `Pauta A ${stamp}`, `${day(10)}T12:30:00.000Z`, categories[0]!.id, source.image!.id)
  const second = await scheduled(request, token, `Pauta B ${stamp}`, `${day(12)}T17:00:00.000Z`, categories[1]!.id, source.image!.id)
  const read = async (id: number) => (await api<{ data: { publishedAt: string; status: string } }>(request, token, 'get', `/article/articles/${id}`)).body.data
  return { first, second, categories, read }
}

const dayCell = (page: Page, n: number) => page.locator(`[data-day="${day(n)}"]`)

test.describe('a desktop of 1366 x 768', () => {
  test.use({ viewport: { width: 1366, height: 768 } })

  test('a month and a week of what goes out, filtered, rescheduled by mouse and by keyboard', async ({ page, request }) => {
    test.setTimeout(120_000)
    const { first, second, categories, read } = await setUp(request)
    await signIn(page)
    // Opened from the dashboard.
    await page.goto('/admin/dashboard')
    await page.getByRole('link', { name: 'Calendário editorial' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Calendário editorial' })).toBeVisible()
    await page.goto(`/admin/list-of-articles/calendar?view=month&date=${day(1)}`)
    const days = page.getByRole('list', { name: 'Dias' })
    await expect(dayCell(page, 10).getByRole('button', { name: `09:30 ${first.title} (Agendado)` })).toBeVisible()
    await expect(dayCell(page, 12).getByRole('button', { name: `14:00 ${second.title} (Agendado)` })).toBeVisible()
    await expect(days.getByRole('listitem', { name: new RegExp(`^[^,]+, 10 de `) })).toContainText(first.title) // each day named by its date
    expect(await seriousViolations(page)).toEqual([])
    await page.screenshot({ path: `${SHOTS}/calendar-month-1366.png` })

    // By mouse: dragged to the 15th, it keeps its time of day.
    await dayCell(page, 10)
      .getByRole('button', { name: new RegExp(first.title) })
      .dragTo(dayCell(page, 15))
    await expect(page.getByText(`"${first.title}" reagendado para 15/`)).toBeVisible()
    await expect(dayCell(page, 15).getByRole('button', { name: `09:30 ${first.title} (Agendado)` })).toBeVisible()
    await expect(dayCell(page, 10).getByRole('button', { name: new RegExp(first.title) })).toHaveCount(0)
    expect(await read(first.id)).toMatchObject({ status: 'scheduled', publishedAt: `${day(15)}T12:30:00.000Z` })

    // By keyboard: the item opens its details, whose date field moves it.
    await dayCell(page, 12)
      .getByRole('button', { name: new RegExp(second.title) })
      .focus()
    await page.keyboard.press('Enter')
    const details = page.getByRole('dialog', { name: second.title })
    await expect(details).toContainText('Agendado para 12/')
    await details.getByLabel('Nova data e hora').fill(`${day(20)}T08:00`)
    await settled(details)
    expect(await seriousViolations(page)).toEqual([])
    await details.getByLabel('Nova data e hora').press('Enter')
    await expect(details).toBeHidden()
    await expect(dayCell(page, 20).getByRole('button', { name: `08:00 ${second.title} (Agendado)` })).toBeVisible()
    expect((await read(second.id)).publishedAt).toBe(`${day(20)}T11:00:00.000Z`)

    // Filtered by category: the other category's article leaves the grid.
    await page.getByLabel('Categoria').selectOption(String(categories[0]!.id))
    await expect(dayCell(page, 15).getByRole('button', { name: new RegExp(first.title) })).toBeVisible()
    await expect(page.getByRole('button', { name: new RegExp(second.title) })).toHaveCount(0)
    await page.getByLabel('Categoria').selectOption('')

    // A week: seven days, the address says which.
    await page.getByRole('button', { name: 'Semana' }).click()
    await expect(page).toHaveURL(/view=week/)
    await page.goto(`/admin/list-of-articles/calendar?view=week&date=${day(20)}`)
    await expect(page.getByRole('list', { name: 'Dias' }).locator('> li')).toHaveCount(7)
    await expect(dayCell(page, 20).getByRole('button', { name: new RegExp(second.title) })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.screenshot({ path: `${SHOTS}/calendar-week-1366.png` })
  })
})

test.describe('a phone of 390 x 844', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the month as a list of the days that hold something, with the date field to move an article', async ({ page, request }) => {
    test.setTimeout(90_000)
    const { first, read } = await setUp(request)
    // A category named at length: the filter's select must not widen the page.
    const token = await adminToken(request)
    const long = await api<{ data: { id: number } }>(request, token, 'post', '/category/categories', {
      name: `Categoria de nome bem comprido para o filtro do calendário ${Date.now()}`,
      description: 'Longa.',
    })
    expect(long.status).toBe(201)
    expect((await api(request, token, 'put', `/article/articles/${first.id}`, { categories: [long.body.data.id] })).status).toBe(200)
    await signIn(page)
    await page.goto(`/admin/list-of-articles/calendar?view=month&date=${day(1)}`)
    await expect(dayCell(page, 10).getByRole('button', { name: new RegExp(first.title) })).toBeVisible()
    await expect(dayCell(page, 11)).toBeHidden() // an empty day takes no room on a phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(await seriousViolations(page)).toEqual([])
    await page.screenshot({ path: `${SHOTS}/calendar-390.png` })
    await dayCell(page, 10)
      .getByRole('button', { name: new RegExp(first.title) })
      .click()
    const details = page.getByRole('dialog', { name: first.title })
    await details.getByLabel('Nova data e hora').fill(`${day(11)}T09:30`)
    await details.getByRole('button', { name: 'Reagendar' }).click()
    await expect(details).toBeHidden()
    await expect(dayCell(page, 11).getByRole('button', { name: new RegExp(first.title) })).toBeVisible()
    expect((await read(first.id)).publishedAt).toBe(`${day(11)}T12:30:00.000Z`)
  })
})
