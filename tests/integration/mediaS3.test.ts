import { existsSync } from 'node:fs'
import path from 'node:path'
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import ptBR from '../../locales/pt-BR.json'
import { ensureRoles } from '../../services/seed/roles'
import { client, makeUser, tokenFor } from '../helpers/api'
import { startTestServer, type TestServer } from '../helpers/boot'
import { startS3Server, type S3Server } from '../helpers/s3Server'
import { freePort } from '../helpers/serverProcess'

/**
 * Media on an S3-compatible server (S3_* settings, Payload's official adapter): an upload through
 * the gateway stores the original and every image size in the bucket, nothing on local disk,
 * and deleting the image removes them all.
 */
describe('media on S3-compatible storage', () => {
  let s3: S3Server
  let server: TestServer
  let bucket: S3Client
  let staff: ReturnType<typeof client>

  beforeAll(async () => {
    s3 = await startS3Server()
    server = await startTestServer({ env: s3.env })
    await ensureRoles(server.payload)
    await makeUser(server.payload, 'uploader', ['article_management'])
    staff = client(server, await tokenFor(server, 'uploader@example.com'))
    bucket = new S3Client({
      endpoint: s3.env.S3_ENDPOINT,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    })
  })
  afterAll(async () => {
    await server?.close()
    await s3?.close()
  })

  const keys = async () => ((await bucket.send(new ListObjectsV2Command({ Bucket: 'media' }))).Contents ?? []).map((o) => o.Key!).sort()

  it('stores the original and each size in the bucket and nothing on disk; deleting the image removes them', async () => {
    const png = await sharp({ create: { width: 1800, height: 1000, channels: 3, background: '#02236B' } })
      .png()
      .toBuffer()
    const uploaded = await staff.raw('POST', '/media/upload?alt=Nuvem', new Uint8Array(png), { 'content-type': 'image/png' })
    expect(uploaded.status).toBe(201)
    const { id, url, sizes } = uploaded.body.data as { id: number; url: string; sizes: Record<string, { url: string }> }
    const name = decodeURIComponent(url.split('/').pop()!)
    expect(url).toMatch(/\/cms-api\/media\/file\//) // as on disk
    const sizeNames = Object.values(sizes).map((s) => decodeURIComponent(s.url.split('/').pop()!))
    expect(sizeNames).toHaveLength(3)
    expect(await keys()).toEqual([name, ...sizeNames].sort())
    expect(existsSync(path.resolve(process.env.DATA_DIR ?? './data', 'media', name))).toBe(false)

    const stored = await bucket.send(new GetObjectCommand({ Bucket: 'media', Key: name }))
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(png)).toBe(true)

    await server.payload.delete({ collection: 'media', id, overrideAccess: true })
    expect(await keys()).toEqual([])
  })

  it('leaves no object in the bucket for an upload it refuses', async () => {
    const bad = await staff.raw('POST', '/media/upload?alt=x', new Uint8Array([1, 2, 3]), { 'content-type': 'image/png' })
    expect(bad.status).toBe(400)
    expect(await keys()).toEqual([])
  })
})

describe('media storage that does not answer', () => {
  let server: TestServer

  beforeAll(async () => {
    const closed = `http://127.0.0.1:${await freePort()}` // nothing listens there
    server = await startTestServer({
      env: { S3_BUCKET: 'media', S3_ENDPOINT: closed, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' },
    })
    await ensureRoles(server.payload)
    await makeUser(server.payload, 'stranded', ['article_management'])
  })
  afterAll(async () => server?.close())

  it('refuses the upload with a clear 503 in the contract format and keeps no media row', async () => {
    const staff = client(server, await tokenFor(server, 'stranded@example.com'), 'pt-BR')
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#02236B' } })
      .png()
      .toBuffer()
    const reply = await staff.raw('POST', '/media/upload?alt=Perdida', new Uint8Array(png), { 'content-type': 'image/png' })
    expect(reply.status).toBe(503)
    expect(reply.body).toMatchObject({ error: true, code: 'STORAGE_UNAVAILABLE' })
    expect(reply.body.message).toBe(ptBR.api.storageUnavailable) // in the caller's language, naming no address or library
    expect((await server.payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(0)
  })
})
