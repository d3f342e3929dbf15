import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Article, Media } from '../../payload-types'
import { importBlog } from '../../services/imports'
import { ensureRoles } from '../../services/seed/roles'
import { makeUser } from '../helpers/api'
import { startTestServer, type TestServer } from '../helpers/boot'
import { generateWxr } from '../../scripts/generate-wxr.mjs'

/**
 * More of issue #33 on generated exports: a WXR 1.1 file, a later export of the same blog that
 * adds only its new posts, and images downloaded from where the export says when that host
 * answers (here a local server), each once.
 */
describe('importing later exports, WXR 1.1, and images from their addresses', () => {
  let server: TestServer
  let dir: string
  let images: http.Server
  let served = 0
  const sys = { overrideAccess: true, depth: 0 } as const

  beforeAll(async () => {
    server = await startTestServer({})
    await ensureRoles(server.payload)
    await makeUser(server.payload, 'later', ['article_management'], 'admin')
    dir = await mkdtemp(path.join(os.tmpdir(), 'import-more-'))
    const jpeg = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#225588' } })
      .jpeg()
      .toBuffer()
    images = http.createServer((req, res) => {
      served++
      if (req.url === '/uploads/cover.jpg') res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg)
      else res.writeHead(404).end()
    })
    await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve))
  }, 120_000)
  afterAll(async () => {
    await server?.close()
    images?.close()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  /** The generated blog as WXR 1.1 (WordPress 3.x), its covers at the local image server. */
  async function export11(posts: number) {
    const file = path.join(dir, `blog-${posts}.xml`)
    await generateWxr(posts, file)
    const { port } = images.address() as AddressInfo
    const text = (await readFile(file, 'utf8'))
      .replaceAll('export/1.2/', 'export/1.1/')
      .replace('<wp:wxr_version>1.2</wp:wxr_version>', '<wp:wxr_version>1.1</wp:wxr_version>')
      .replaceAll('<wp:is_sticky>0</wp:is_sticky>', `<wp:postmeta><wp:meta_key>_thumbnail_id</wp:meta_key><wp:meta_value>9999</wp:meta_value></wp:postmeta>`)
      .replace(
        '<item>',
        `<item><title>cover</title><wp:post_id>9999</wp:post_id><wp:post_type>attachment</wp:post_type><wp:attachment_url>http://127.0.0.1:${port}/uploads/cover.jpg</wp:attachment_url><wp:postmeta><wp:meta_key>_wp_attachment_image_alt</wp:meta_key><wp:meta_value>Capa do blog</wp:meta_value></wp:postmeta></item>\n<item>`,
      )
    await writeFile(file, text)
    return file
  }

  it('imports a WXR 1.1 export, downloading its covers once, and a later export adds only the new posts', async () => {
    // Loopback is refused as any private address, unless allowed (as the suite's image server needs).
    const refused = await importBlog(server.payload, { file: await export11(2) })
    expect(refused).toMatchObject({ articles: { created: 2, existing: 0 }, images: { created: 0, existing: 0, missing: 1 } })
    expect(refused.notes.coverMissing!.count).toBe(2)
    expect(served).toBe(0)
    const first = await importBlog(server.payload, { file: await export11(5), allowLoopback: true })
    expect(first).toMatchObject({ format: 'wxr', posts: 5, articles: { created: 3, existing: 2 }, images: { created: 1, existing: 0, missing: 0 } })
    expect(served).toBe(1)
    const { docs } = await server.payload.find({
      collection: 'articles',
      where: { title: { like: 'Post gerado 3:' } },
      depth: 1,
      limit: 1,
      overrideAccess: true,
    })
    const article = docs[0] as Article
    expect((article.image as Media).alt).toBe('Capa do blog')
    expect(article.imageAlt).toBe('Capa do blog')

    const later = await importBlog(server.payload, { file: await export11(8), allowLoopback: true })
    expect(later.articles).toEqual({ created: 3, existing: 5 })
    expect(later.images).toEqual({ created: 0, existing: 1, missing: 0 })
    expect(later.authors.created + later.categories.created + later.tags.created).toBe(0)
    expect(served).toBe(1)
    expect((await server.payload.count({ collection: 'articles', ...sys })).totalDocs).toBe(8)
  })
})
