import { mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ImportError, IMPORT_MAX_ITEM_CHARS, type ImportErrorCode } from '../../domain/imports'
import { importBlog } from '../../services/imports'
import { ensureRoles } from '../../services/seed/roles'
import { makeUser } from '../helpers/api'
import { startTestServer, type TestServer } from '../helpers/boot'

const WXR = path.resolve(__dirname, '../fixtures/wordpress/theme-unit-test.wordpress.xml')
const GHOST = path.resolve(__dirname, '../fixtures/ghost/ghost-5.json')

/**
 * Bad input is refused with its own reason, before anything is written (issue #33): not an
 * export, an unknown format, a file cut short, one that is not well-formed, an empty one, one
 * too large (2 GB), one that is not there.
 */
describe('an import refuses what is not a whole export, and changes nothing', () => {
  let server: TestServer
  let dir: string
  const sys = { overrideAccess: true } as const
  const counts = async () =>
    Promise.all(
      (['articles', 'categories', 'tags', 'users', 'media', 'redirects', 'imported-items'] as const).map(
        async (c) => (await server.payload.count({ collection: c, ...sys })).totalDocs,
      ),
    )
  const file = async (name: string, content: string | Buffer) => {
    const p = path.join(dir, name)
    await writeFile(p, content)
    return p
  }
  const refusal = async (p: string): Promise<ImportErrorCode | 'accepted'> => {
    const before = await counts()
    const code = await importBlog(server.payload, { file: p, download: false }).then(
      () => 'accepted' as const,
      (error: unknown) => {
        expect(error).toBeInstanceOf(ImportError)
        return (error as ImportError).code
      },
    )
    expect(await counts()).toEqual(before)
    return code
  }

  beforeAll(async () => {
    server = await startTestServer({})
    await ensureRoles(server.payload)
    await makeUser(server.payload, 'refuser', ['article_management'], 'admin')
    dir = await mkdtemp(path.join(os.tmpdir(), 'import-refusals-'))
  }, 120_000)
  afterAll(async () => {
    await server?.close()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('refuses files that are not exports', async () => {
    expect(await refusal(await file('notes.txt', 'Just some notes, not an export.\n'))).toBe('unknownFormat')
    expect(await refusal(await file('feed.xml', '<?xml version="1.0"?><rss version="2.0"><channel><title>A feed</title></channel></rss>'))).toBe(
      'unknownFormat',
    )
    expect(await refusal(await file('other.json', '{"name":"package","version":"1.0.0"}'))).toBe('unknownFormat')
    expect(await refusal(await file('image.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70])))).toBe('unknownFormat')
  })

  it('refuses an export cut short, or not well-formed', async () => {
    const wxr = await readFile(WXR)
    expect(await refusal(await file('cut.xml', wxr.subarray(0, Math.floor(wxr.length * 0.6))))).toBe('truncated')
    const ghost = await readFile(GHOST)
    expect(await refusal(await file('cut.json', ghost.subarray(0, Math.floor(ghost.length * 0.6))))).toBe('truncated')
    const broken = wxr.toString('utf8').replace('</wp:author_login>', '</wp:author_name>')
    expect(await refusal(await file('broken.xml', broken))).toBe('malformed')
    const damaged = ghost.toString('utf8').replace('"posts_authors"', '"posts_authors" "')
    expect(await refusal(await file('damaged.json', damaged))).toBe('malformed')
  })

  it('refuses an empty file, a file of 2 GB, and a file that is not there', async () => {
    expect(await refusal(await file('empty.xml', ''))).toBe('empty')
    const huge = await file('huge.xml', '')
    await truncate(huge, 2 * 1024 ** 3) // sparse: 2 GB in size, nothing on disk
    expect(await refusal(huge)).toBe('tooLarge')
    expect(await refusal(path.join(dir, 'missing.xml'))).toBe('notFound')
  })

  it('refuses an export with one post too large to hold, before anything is written (issue #42, item 10)', async () => {
    const wxr = (await readFile(WXR)).toString('utf8')
    // One post's body past IMPORT_MAX_ITEM_CHARS, in one CDATA section as WordPress writes it.
    const body = 'x'.repeat(IMPORT_MAX_ITEM_CHARS + 1024)
    const big = wxr.replace(/<content:encoded><!\[CDATA\[/, `<content:encoded><![CDATA[${body}`)
    expect(big.length).toBeGreaterThan(wxr.length + IMPORT_MAX_ITEM_CHARS)
    expect(await refusal(await file('one-huge-post.xml', big))).toBe('itemTooLarge')
    const ghost = JSON.parse((await readFile(GHOST)).toString('utf8')) as { db: { data: { posts: { html?: string | null }[] } }[] }
    ghost.db[0]!.data.posts[0]!.html = body
    expect(await refusal(await file('one-huge-post.json', JSON.stringify(ghost)))).toBe('itemTooLarge')
  })

  it('refuses an import on a site with no user yet, before anything is written (issue #44, item 1)', async () => {
    const empty = await startTestServer({})
    try {
      const before = await Promise.all(
        (['categories', 'tags', 'redirects', 'imported-items'] as const).map(async (c) => (await empty.payload.count({ collection: c, ...sys })).totalDocs),
      )
      const code = await importBlog(empty.payload, { file: WXR, download: false }).then(
        () => 'accepted',
        (error: unknown) => (error instanceof ImportError ? error.code : String(error)),
      )
      expect(code).toBe('noAuthor')
      const after = await Promise.all(
        (['categories', 'tags', 'redirects', 'imported-items'] as const).map(async (c) => (await empty.payload.count({ collection: c, ...sys })).totalDocs),
      )
      expect(after).toEqual(before)
    } finally {
      await empty.close()
    }
  })
})
