import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { LANGUAGES } from '../../domain/languages'
import { everyPublicPage } from './helpers'

/**
 * Issue #32 item 1: every public page, in every language, is valid HTML as the server sends it,
 * by the W3C Nu HTML Checker (vnu.jar from npm, run on Debian's Java: scripts/test-prereqs.sh).
 * The pages are fetched first, then checked in one run of the checker.
 */
test('every public page in every language has no error in the Nu HTML Checker', async ({ request }) => {
  test.setTimeout(180_000)
  const folder = mkdtempSync(path.join(tmpdir(), 'vnu-'))
  try {
    // The public pages, and the five newest articles (bodies with lists, quotes, images and code).
    const { data } = (await (await request.get('/api/article/public-articles?limit=5')).json()) as { data: { slug: string; id: number }[] }
    const pages = [...new Set([...(await everyPublicPage(request)), ...data.map((a) => `/post/${a.slug}/${a.id}`)])]
    const files: string[] = []
    for (const language of LANGUAGES)
      for (const page of pages) {
        const response = await request.get(`${page}${page.includes('?') ? '&' : '?'}lang=${language}`)
        expect([200, 404], page).toContain(response.status())
        const file = path.join(folder, `${language}${page.replace(/[^a-z0-9]+/gi, '_')}.html`)
        writeFileSync(file, await response.text())
        files.push(file)
      }
    const checker = spawnSync('java', ['-jar', path.resolve('node_modules/vnu-jar/build/dist/vnu.jar'), '--errors-only', '--format', 'json', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
    expect(checker.error).toBeUndefined()
    const report = JSON.parse(checker.stderr || checker.stdout || '{"messages":[]}') as {
      messages: { type: string; url: string; message: string; extract?: string }[]
    }
    const errors = report.messages
      .filter((m) => m.type === 'error')
      .map((m) => `${path.basename(decodeURIComponent(m.url))}: ${m.message} ${m.extract ? `(${m.extract.trim().slice(0, 120)})` : ''}`)
    expect(files.length).toBe(pages.length * LANGUAGES.length)
    expect(errors).toEqual([])
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
})
