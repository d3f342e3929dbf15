import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Page } from '@playwright/test'

export const ADMIN = { email: 'admin@example.com', password: 'Admin@12345' }

/** A gateway token for the demo admin (the README's credentials). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/auth', { data: ADMIN })
  expect(response.status()).toBe(200)
  return (await response.json()).token as string
}

export async function api<T = unknown>(request: APIRequestContext, token: string, method: 'get' | 'post' | 'put' | 'patch', path: string, data?: unknown): Promise<{ status: number; body: T }> {
  const response = await request[method](`/api${path}`, { headers: { authorization: `Bearer ${token}` }, data })
  return { status: response.status(), body: (await response.json().catch(() => null)) as T }
}

/** Serious or critical axe-core violations (WCAG 2.x A/AA) on the page as it is now. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)
}

/** The first published article's public path, from the sitemap. */
export async function firstArticlePath(request: APIRequestContext): Promise<string> {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const match = sitemap.match(/<loc>https?:\/\/[^/]+(\/post\/[^<]+)<\/loc>/)
  expect(match).not.toBeNull()
  return match![1]!
}
