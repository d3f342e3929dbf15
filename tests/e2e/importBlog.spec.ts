import path from 'node:path'
import { expect, test } from '@playwright/test'
import { signIn } from './helpers'

const GHOST = path.resolve('tests/fixtures/ghost/ghost-5.json') // Playwright runs from the repository's root

/**
 * Settings > Import (issue #33), as staff meet it: the export chosen by its visible label, a
 * simulation run (the shared demo database is left as it is), its progress and its report; a
 * file that is not an export refused in place.
 */
test.describe('importing a blog from the back-office', () => {
  test('a simulated import of a Ghost export shows its report', async ({ page }) => {
    test.setTimeout(90_000)
    await signIn(page)
    await page.goto('/admin/settings')
    await page.getByRole('tab', { name: 'Importar' }).click()
    const panel = page.getByRole('tabpanel', { name: 'Importar' })
    await expect(panel.getByRole('heading', { name: 'Importar blog' })).toBeVisible()
    await panel.getByLabel('Arquivo de exportação').setInputFiles(GHOST)
    // The blog's language, chosen by its visible label (issue #44, item 4).
    await panel.getByLabel('Idioma do blog').selectOption({ label: 'English' })
    await panel.getByLabel('Só simular (não grava nada)').check()
    await panel.getByRole('button', { name: 'Importar' }).click()
    await expect(panel.getByText('Simulação concluída: nada foi gravado.')).toBeVisible({ timeout: 60_000 })
    const report = panel.getByRole('region', { name: 'Relatório' })
    await expect(report.getByRole('row').filter({ hasText: 'Artigos' })).toContainText('5')
    await expect(report.getByRole('row').filter({ hasText: 'Páginas' })).toContainText('1')
    await expect(report.getByText('Publicados: 2 · Agendados: 1 · Rascunhos: 2')).toBeVisible()
    await report.getByText('Conteúdo incorporado virou link: 3').click()
    await expect(report.getByText('Welcome to Ghost (www.youtube.com)')).toBeVisible()
  })

  test('a file that is not an export is refused next to its field', async ({ page }) => {
    await signIn(page)
    await page.goto('/admin/settings?tab=import')
    const panel = page.getByRole('tabpanel', { name: 'Importar' })
    await panel.getByLabel('Arquivo de exportação').setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('Só umas notas.') })
    await panel.getByRole('button', { name: 'Importar' }).click()
    await expect(panel.getByLabel('Arquivo de exportação')).toHaveAttribute('aria-invalid', 'true')
    await expect(panel.getByText('Este arquivo não é uma exportação do WordPress (WXR) nem do Ghost (JSON)')).toBeVisible()
  })
})
