import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { ADMIN, adminToken, api } from './helpers'

/**
 * A page on another port of the same host (same site, another origin) posts a form to
 * Payload's REST API while a staff member is signed in to /cms (issue #16, hole 4). SameSite=Lax
 * sends the cookie along; the origin check must refuse the write.
 */
test.describe('cross-origin writes with the staff cookie', () => {
  let attacker: http.Server
  let attackerOrigin = ''
  const formPage = (target: string, name: string) => `<!doctype html><html lang="en"><title>Prize</title><body>
    <form id="f" method="POST" enctype="multipart/form-data" action="${target}">
      <input type="hidden" name="_payload" value='${JSON.stringify({ name, description: 'Criada por outra origem' })}'>
    </form><script>document.getElementById('f').submit()</script></body></html>`

  test.beforeAll(async () => {
    attacker = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x')
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(formPage(url.searchParams.get('target') ?? '', url.searchParams.get('name') ?? ''))
    })
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve))
    attackerOrigin = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`
  })
  test.afterAll(async () => new Promise<void>((resolve) => attacker.close(() => resolve())))

  test('a form on another port of the host cannot create a category with the /cms cookie; the same form from the site can', async ({ page, baseURL, request }) => {
    const signedIn = await page.request.post('/cms-api/users/login', { data: ADMIN })
    expect(signedIn.status()).toBe(200)
    const target = `${baseURL}/cms-api/categories`
    const token = await adminToken(request)
    const exists = async (name: string) => {
      const { body } = await api<{ data: { name: string }[] }>(request, token, 'get', `/category/categories?page=1&limit=100&search=${encodeURIComponent(name)}`)
      return body.data.some((c) => c.name === name)
    }

    const forged = `Forjada ${Date.now()}`
    const refused = page.waitForResponse((r) => r.url() === target)
    await page.goto(`${attackerOrigin}/?target=${encodeURIComponent(target)}&name=${encodeURIComponent(forged)}`)
    expect((await refused).status()).toBe(403)
    expect(await exists(forged)).toBe(false)

    // Control: the very same form served from the site's own origin goes through.
    const genuine = `Legítima ${Date.now()}`
    await page.goto('/')
    const accepted = page.waitForResponse((r) => r.url() === target)
    await page.evaluate(
      ({ action, value }) => {
        const form = Object.assign(document.createElement('form'), { method: 'POST', enctype: 'multipart/form-data', action })
        form.append(Object.assign(document.createElement('input'), { type: 'hidden', name: '_payload', value }))
        document.body.append(form)
        form.submit()
      },
      { action: target, value: JSON.stringify({ name: genuine, description: 'Criada pelo próprio site' }) },
    )
    expect((await accepted).status()).toBe(201)
    expect(await exists(genuine)).toBe(true)
  })
})

/**
 * Every kind of page runs under its Content-Security-Policy (issue #16, hole 5): nothing the
 * product itself ships is blocked (Next's scripts, the early script, the deferred loader, the
 * panels), and React still hydrates.
 */
test.describe('Content-Security-Policy in the browser', () => {
  test('public pages, the back-office and /cms run with no CSP violation, and the site hydrates', async ({ page, request }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`)
    })
    const { data } = (await (await request.get('/api/article/public-articles?limit=1')).json()) as { data: { slug: string; id: number }[] }
    const article = `/post/${data[0]!.slug}/${data[0]!.id}`
    for (const path of ['/', '/blog', article, '/contact', '/faq', '/login', '/playground']) {
      const response = await page.goto(path)
      expect(response!.headers()['content-security-policy'], path).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/)
      await expect(page.locator('html[data-hydrated]'), path).toHaveCount(1, { timeout: 15_000 })
    }
    // A cached page keeps the nonce its HTML carries (a second visit is a cache hit).
    const again = await page.goto('/blog')
    expect(again!.headers()['x-page-cache']).toBe('HIT')
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 15_000 })

    await page.goto('/login')
    const form = page.getByTestId('login-form')
    await form.getByLabel('E-mail').fill(ADMIN.email)
    await form.getByLabel('Senha', { exact: true }).fill(ADMIN.password)
    await form.getByRole('button', { name: 'Entrar' }).click()
    await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 15_000 })
    await expect(page.getByRole('heading', { level: 1, name: 'Painel' })).toBeVisible()

    // Payload's panel: its login form is React (it must hydrate to submit) and posts from the site's own origin.
    await page.goto('/cms/login')
    await page.getByRole('textbox', { name: /e-?mail/i }).fill(ADMIN.email)
    await page.getByRole('textbox', { name: /senha/i }).fill(ADMIN.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/cms\/?$/, { timeout: 15_000 })
    expect(violations).toEqual([])
  })
})
