import { expect, test, type Locator } from '@playwright/test'
import { firstArticlePath, signIn } from './helpers'

// Issue #32, item 4: how the pages are composed, measured in the browser so a later style change
// that undoes it fails here.

const box = async (locator: Locator) => (await locator.boundingBox())!

test.describe('a desktop of 1366 x 768', () => {
  test.use({ viewport: { width: 1366, height: 768 } })

  test("an article's first screen starts the reading: title, meta, a cover of sensible height and the first lines, in a centred column", async ({
    page,
    request,
  }) => {
    await page.goto(await firstArticlePath(request))
    const article = page.locator('main article')
    const title = await box(article.getByRole('heading', { level: 1 }))
    const meta = await box(article.locator('p.meta'))
    const cover = await box(article.locator('figure img'))
    const firstLines = await box(article.locator('[data-article-body] > p').first())
    expect(title.y + title.height).toBeLessThan(768)
    expect(meta.y + meta.height).toBeLessThan(768)
    expect(cover.height).toBeGreaterThan(200)
    expect(cover.height).toBeLessThanOrEqual(420) // it was 630 px, the whole first screen
    expect(cover.y + cover.height).toBeLessThanOrEqual(768)
    expect(firstLines.y + 48).toBeLessThan(768) // at least two lines of the text
    // The reading column is centred on the page.
    expect(Math.abs(firstLines.x + firstLines.width / 2 - 683)).toBeLessThanOrEqual(40)
  })

  test("headings use the self-hosted display face, text the system's own: one font file, nothing else to download", async ({ page, request }) => {
    const fonts: string[] = []
    page.on('request', (r) => void (r.resourceType() === 'font' && fonts.push(r.url())))
    await page.goto(await firstArticlePath(request))
    await expect.poll(() => page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').length)).toBeGreaterThanOrEqual(1)
    const families = await page.evaluate(async () => {
      await document.fonts.ready
      const h1 = getComputedStyle(document.querySelector('h1')!).fontFamily
      const body = getComputedStyle(document.querySelector('[data-article-body] p')!).fontFamily
      const loaded = [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, ''))
      return { h1, body, loaded }
    })
    expect(families.h1).not.toBe(families.body)
    expect(families.loaded.some((family) => families.h1.includes(family))).toBe(true)
    expect(families.body).toMatch(/-apple-system.*Roboto.*sans-serif/)
    expect(families.loaded.some((family) => families.body.includes(family))).toBe(false)
    expect(fonts).toHaveLength(1)
    expect(new URL(fonts[0]!).origin).toBe(new URL(page.url()).origin)
  })

  test('related articles fill their row', async ({ page, request }) => {
    await page.goto(await firstArticlePath(request))
    const related = page.getByRole('region', { name: 'Artigos relacionados' })
    const cards = related.getByRole('listitem')
    await expect(cards).toHaveCount(3)
    const boxes = await Promise.all([0, 1, 2].map((i) => box(cards.nth(i))))
    expect(new Set(boxes.map((b) => Math.round(b.y))).size).toBe(1)
    const row = await box(related.getByRole('list'))
    const used = boxes.reduce((sum, b) => sum + b.width, 0)
    expect(used).toBeGreaterThan(row.width * 0.9)
  })

  test('the back-office sidebar stays put while the page scrolls; selects are styled; an option never touches the button under it', async ({ page }) => {
    await signIn(page)
    await page.goto('/admin/list-of-articles')
    const select = page.getByRole('main').locator('select').first()
    expect(await select.evaluate((el) => getComputedStyle(el).appearance)).toBe('none')

    await page.goto('/admin/compose') // a form longer than the screen
    const side = page.getByRole('navigation', { name: 'Navegação do painel' })
    await expect(side.getByRole('link', { name: 'Escrever artigo', exact: true })).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    const sideBox = await box(side)
    expect(Math.abs(sideBox.y)).toBeLessThan(1) // at the top (a fraction of a pixel either way: -0.3 rounded to -0 failed toBe(0))
    expect(sideBox.height).toBeGreaterThanOrEqual(760)
    await expect(side.getByRole('link', { name: 'Escrever artigo', exact: true })).toBeInViewport()
    // The actions' bar stays in view at the bottom of the form (issue #45, item 1: it was 4,000 px down).
    await expect(page.getByRole('button', { name: 'Publicar', exact: true })).toBeInViewport()
    await expect(page.getByRole('button', { name: 'Salvar rascunho', exact: true })).toBeInViewport()
  })
})

test.describe('a phone of 375 x 812', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  test('the breadcrumb shortens on one line instead of wrapping', async ({ page, request }) => {
    // The longest title of the newest articles (the seed's are longer than a phone's line).
    const { data } = (await (await request.get('/api/article/public-articles?limit=20')).json()) as { data: { slug: string; id: number; title: string }[] }
    const longest = [...data].sort((a, b) => b.title.length - a.title.length)[0]!
    expect(longest.title.length).toBeGreaterThan(45)
    await page.goto(`/post/${longest.slug}/${longest.id}`)
    const trail = page.getByRole('navigation', { name: 'Trilha de navegação' })
    const list = await box(trail.getByRole('list'))
    expect(list.height).toBeLessThanOrEqual(32) // one line (it was two, with a "/ Como montar..." orphan)
    const last = trail.getByRole('listitem').last()
    expect(await last.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true) // shortened, not cut off the page
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })

  test('list cards keep a gutter between the thumbnail and the text', async ({ page }) => {
    await page.goto('/blog')
    const card = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.locator('img') })
      .first()
    const image = await box(card.locator('img'))
    const title = await box(card.getByRole('heading'))
    expect(title.x - (image.x + image.width)).toBeGreaterThanOrEqual(8) // it was 0 px
  })
})
