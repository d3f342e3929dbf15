import { expect, test } from '@playwright/test'
import { ADMIN, signIn } from './helpers'

/** Issue #30 item 7: one staff sign-in for the back-office (/admin) and Payload's panels (/cms), in and out. */

test('signing in to /admin signs in to /cms, and signing out of /cms signs /admin out', async ({ page }) => {
  test.setTimeout(60_000) // the first /cms page of a fresh server renders Payload's panel cold (about 11 s here)
  await signIn(page)
  await page.goto('/cms')
  await expect(page).toHaveURL(/\/cms\/?$/)
  await expect(page.getByRole('link', { name: /articles|artigos/i }).first()).toBeVisible({ timeout: 15_000 })

  await page.goto('/cms/logout')
  await expect(page).toHaveURL(/\/cms\/login/, { timeout: 15_000 })
  await page.goto('/admin/dashboard')
  // The token this tab kept belonged to the session the panels ended.
  await expect(page.getByRole('dialog', { name: 'Atenção' })).toBeVisible({ timeout: 15_000 })
  await page.getByRole('button', { name: 'OK' }).click()
  await expect(page).toHaveURL(/:\d+\/$/, { timeout: 15_000 })
  await page.goto('/admin/dashboard')
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 })
})

test('signing in to /cms signs in to /admin, and signing out of /admin signs /cms out', async ({ page }) => {
  await page.goto('/cms/login')
  await page.getByRole('textbox', { name: /e-?mail/i }).fill(ADMIN.email)
  await page.getByRole('textbox', { name: /senha/i }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/cms\/?$/, { timeout: 15_000 })

  // The sign-in page finds the panels' session and goes straight in; so does /admin itself.
  await page.goto('/login')
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 15_000 })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await page.getByRole('button', { name: 'Sair' }).click()
  await expect(page).toHaveURL(/:\d+\/$/, { timeout: 15_000 }) // spec: a sign-out reloads to the root
  await page.goto('/cms')
  await expect(page).toHaveURL(/\/cms\/login/, { timeout: 15_000 })
})
