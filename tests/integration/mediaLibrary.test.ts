import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { client, makeUser, tokenFor } from '../helpers/api'
import { adminServerForSuite } from '../helpers/boot'

const sys = { overrideAccess: true } as const

/**
 * Issue #45, item 2: the editor places an image already uploaded. GET /media/library lists the
 * images newest first with their descriptions, paged by keyset, to those who write articles.
 */
describe('the media library', () => {
  const suite = adminServerForSuite()

  const upload = async (alt: string) => {
    const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1E7E34' } })
      .png()
      .toBuffer()
    return suite.server.payload.create({
      collection: 'media',
      data: { alt },
      file: { data, name: 'imagem.png', mimetype: 'image/png', size: data.length },
      ...sys,
    })
  }

  it('lists the images newest first with their descriptions and thumbnails, and pages by cursor', async () => {
    const made = []
    for (const alt of ['Primeira imagem', 'Segunda imagem', 'Terceira imagem']) made.push(await upload(alt))
    const staff = client(suite.server, suite.adminToken)
    const first = await staff.get('/media/library?limit=2')
    expect(first.status).toBe(200)
    expect(first.body.data.map((m: { alt: string }) => m.alt)).toEqual(['Terceira imagem', 'Segunda imagem'])
    const [item] = first.body.data
    expect(item).toMatchObject({ id: made[2]!.id, url: expect.stringMatching(/\.(png|webp)$/), thumbnailUrl: expect.stringMatching(/\.(png|webp)$/) })
    expect(first.body.meta).toMatchObject({ page: 1, limit: 2, total: 3, nextCursor: expect.any(String) })
    const second = await staff.get(`/media/library?limit=2&cursor=${first.body.meta.nextCursor}`)
    expect(second.status).toBe(200)
    expect(second.body.data.map((m: { alt: string }) => m.alt)).toEqual(['Primeira imagem'])
    expect(second.body.meta).toMatchObject({ page: 2, nextCursor: null })
  })

  it('refuses a cursor it did not hand out, a caller not signed in, and staff who do not write articles', async () => {
    const staff = client(suite.server, suite.adminToken)
    const forged = await staff.get('/media/library?cursor=abc')
    expect(forged.status).toBe(422)
    expect(forged.body.message).toEqual(expect.any(String))
    expect((await client(suite.server).get('/media/library')).status).toBe(401)
    await makeUser(suite.server.payload, 'settings-only', ['settings'])
    const other = client(suite.server, await tokenFor(suite.server, 'settings-only@example.com'))
    expect((await other.get('/media/library')).status).toBe(403)
  })
})
