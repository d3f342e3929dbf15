import { SCREEN_ROUTES } from '../../domain/access'
import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'

export const ADMIN = { email: 'admin@example.com', password: 'Admin@12345' }

/** Every back-office screen: the screen routes and the screens below them. */
export const BACK_OFFICE_SCREENS = [
  ...SCREEN_ROUTES,
  'list-leads/newsletter',
  'security-center/activity',
  'security-center/webhooks',
  'list-of-articles/calendar',
  'settings?tab=import',
] as const

/** The public pages with fixed paths (an article and an author profile are added from the API where needed). */
export const PUBLIC_PATHS = [
  '/',
  '/home-v2',
  '/blog',
  '/list-article-results/gestao',
  '/contact',
  '/faq',
  '/faq/rc-sistemI',
  '/rc-sistemI',
  '/privacy-police',
  '/utilization-terms',
  '/cookies',
  '/login',
  '/recover-password',
  '/verify-account',
  '/unsubscribe-newsletter',
  '/error-forbidden',
  '/nao-existe',
]

/** A gateway token for the demo admin (the README's credentials). */
/** The review step's demo accounts (issue #45, item 4): they share the admin's demo password. */
export const WRITER = { email: 'redator@example.com', password: ADMIN.password }
export const EDITOR = { email: 'editora@example.com', password: ADMIN.password }

export async function adminToken(request: APIRequestContext, who: { email: string; password: string } = ADMIN): Promise<string> {
  const response = await request.post('/api/auth/auth', { data: who })
  expect(response.status()).toBe(200)
  return (await response.json()).token as string
}

export async function api<T = unknown>(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post' | 'put' | 'patch',
  path: string,
  data?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await request[method](`/api${path}`, { headers: { authorization: `Bearer ${token}` }, data })
  return { status: response.status(), body: (await response.json().catch(() => null)) as T }
}

/** Waits until an element's animations (a dialog's 300 ms appearance) have run: axe measures colours as drawn, and a fading dialog fails contrast. */
export async function settled(locator: Locator) {
  await expect.poll(() => locator.evaluate((element) => element.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length)).toBe(0)
}

/**
 * Serious or critical axe-core violations (WCAG 2.x A/AA) on the page once it has settled; `rules`
 * turns on axe's experimental ones too (label-content-name-mismatch: WCAG 2.5.3).
 */
export async function seriousViolations(page: Page, rules: string[] = []) {
  // Audit the page it settles to: a client navigation drops <title> until the new route's
  // metadata streams in (vercel/next.js#83017), and a dialog fading in has half its contrast.
  await expect(page).toHaveTitle(/\S/)
  await expect
    .poll(() =>
      page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity).length),
    )
    .toBe(0)
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ rules: Object.fromEntries(rules.map((rule) => [rule, { enabled: true }])) })
    .analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    )
}

/** The newest published article's public path, as the blog lists it first. */
export async function firstArticlePath(request: APIRequestContext): Promise<string> {
  const { data } = (await (await request.get('/api/article/public-articles?limit=1')).json()) as { data: { slug: string; id: number }[] }
  expect(data).toHaveLength(1)
  return `/post/${data[0]!.slug}/${data[0]!.id}`
}

/** PUBLIC_PATHS plus the newest article and its author's profile. */
export async function everyPublicPage(request: APIRequestContext): Promise<string[]> {
  const { data } = (await (await request.get('/api/article/public-articles?limit=1')).json()) as {
    data: { slug: string; id: number; author: { unique_key: string; id: number } }[]
  }
  const article = data[0]!
  return [...PUBLIC_PATHS, `/post/${article.slug}/${article.id}`, `/profile/${article.author.unique_key}/${article.author.id}`]
}

/** Every URL of the sitemap: the index and each file it lists. */
export async function sitemapText(request: APIRequestContext): Promise<string> {
  const index = await (await request.get('/sitemap.xml')).text()
  const files = [...index.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]+)<\/loc>/g)].map((m) => m[1]!)
  expect(files).toContain('/sitemap-pages.xml')
  return (await Promise.all(files.map(async (file) => (await request.get(file)).text()))).join('\n')
}

/**
 * Signs the demo admin in and lands on the dashboard: through /login's form with "remember
 * password", else as signInAs does.
 */
export async function signIn(page: Page, remember = false) {
  if (remember) await signInThroughForm(page, ADMIN, /\/admin\/dashboard$/, true)
  else await signInAs(page, ADMIN, /\/admin\/dashboard$/)
}

/**
 * Signs in as `who` the way the back-office's form does it, without drawing the form (issue #61:
 * 60 tests each rendered /login first): the gateway's sign-in, whose answer sets the panels'
 * cookie in this browser, and the token where the back-office keeps it; then /admin, which opens
 * the first screen they hold (`landing`). The form itself is tested as a form (signInThroughForm).
 */
export async function signInAs(page: Page, who: { email: string; password: string }, landing: RegExp) {
  const answer = await page.request.post('/api/auth/auth', { data: { email: who.email, password: who.password } })
  expect(answer.status()).toBe(200)
  const { token } = (await answer.json()) as { token: string }
  await page.goto('/robots.txt') // the site's origin at its lightest, to reach its localStorage
  await page.evaluate((value) => localStorage.setItem('auth', value), token)
  await page.goto('/admin')
  await expect(page).toHaveURL(landing, { timeout: 15_000 })
}

/** Signs in as `who` through /login's form (optionally with "remember password") and waits for the first screen they hold. */
export async function signInThroughForm(page: Page, who: { email: string; password: string }, landing: RegExp, remember = false) {
  await page.goto('/login')
  const form = page.getByTestId('login-form')
  await form.getByLabel('E-mail').fill(who.email)
  await form.getByLabel('Senha', { exact: true }).fill(who.password)
  if (remember) await form.getByLabel('Lembrar senha').check()
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/auth') && r.request().method() === 'POST', { timeout: 10_000 })
  await form.getByRole('button', { name: 'Entrar' }).click()
  const response = await answer
  expect(response.status()).toBe(200)
  // Sign-in hashes the password, then /admin loads and its guard checks the roles: allow for a busy CI machine.
  await expect(page).toHaveURL(landing, { timeout: 15_000 })
}

/** A plain PNG of one colour, for the upload fields (drawn by sharp, as the server's own image library). */
export async function drawnPng(width: number, height: number, background: string): Promise<Buffer> {
  return (await import('sharp'))
    .default({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer()
}

/** On /admin/compose: a drawn cover through the file dialog and its description, the title, one paragraph and the first category. */
export async function composeArticle(page: Page, title: string, text: string) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Escolher uma imagem' }).click()
  await (await chooser).setFiles({ name: 'capa.png', mimeType: 'image/png', buffer: await drawnPng(960, 540, '#31CCEC') })
  await page.getByLabel('Título', { exact: true }).fill(title)
  await page.getByLabel('Descrição da capa').fill('Fundo azul-claro liso')
  await page.getByLabel('Resumo').fill(`${text} Em poucas linhas, o que o artigo traz.`) // without one, publishing asks first (issue #45, item 3)
  await page.getByRole('textbox', { name: 'Conteúdo' }).click()
  await page.keyboard.type(text)
  await page
    .getByRole('group', { name: /Categorias/ })
    .getByRole('checkbox')
    .first()
    .check()
}
