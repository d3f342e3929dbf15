// On every database: the files' rows, their claim in the submission's transaction and the retention's batches are SQL of their own.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureRoles } from '../../services/seed/roles'
import { pruneFormSubmissionsAt } from '../../services/jobs/pruneFormSubmissions'
import { translatorFor } from '../../locales/i18n'
import { client, makeUser, tokenFor } from '../helpers/api'
import { startTestServer, type TestServer } from '../helpers/boot'

const sys = { overrideAccess: true } as const
const t = translatorFor('pt-BR', 'api')

/** A small real PDF, a PNG and a Windows program: what a visitor may send, told apart by their first bytes. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\nxref\n0 3\ntrailer<</Root 1 0 R>>\nstartxref\n0\n%%EOF\n',
)
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
)
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)])

/**
 * Files visitors attach to a built form (issue #65): checked by their content, not their name;
 * claimed once by the submission that names them; read only by staff with the messages screen
 * and integrators with the forms product; gone with their submission, or after a day unclaimed.
 */
describe("a built form's files", () => {
  let server: TestServer
  let admin: ReturnType<typeof client>
  let formId: number | string
  let otherFormId: number | string
  const visitor = () => client(server, undefined, 'pt-BR')

  beforeAll(async () => {
    server = await startTestServer()
    await ensureRoles(server.payload)
    await makeUser(server.payload, 'files-admin', ['dashboard', 'site_editor', 'settings', 'user_management'], 'admin')
    admin = client(server, await tokenFor(server, 'files-admin@example.com'))
    const fields = [
      { blockType: 'text', name: 'name', label: 'Nome', required: true },
      { blockType: 'file', name: 'cv', label: 'Currículo', required: true, accept: ['pdf'], maxMb: 1 },
      { blockType: 'file', name: 'photo', label: 'Foto', accept: ['image'], maxMb: 2 },
    ]
    formId = (await server.payload.create({ collection: 'forms', data: { title: 'Vagas', fields } as never, ...sys })).id
    otherFormId = (await server.payload.create({ collection: 'forms', data: { title: 'Outro', fields } as never, ...sys })).id
  })
  afterAll(async () => {
    await server?.close()
  })

  const upload = (data: Buffer, field = 'cv', name = 'cv.pdf', form = formId) =>
    visitor().post(`/forms/${form}/files?field=${field}&name=${encodeURIComponent(name)}`, data, { 'content-type': 'application/octet-stream' })
  const submit = (values: Record<string, string>) => visitor().post(`/forms/${formId}/submissions`, { values })
  const fileOnDisk = async (id: number | string) => {
    const doc = await server.payload.findByID({ collection: 'form-files', id, ...sys })
    // Where the running config put it (DATA_DIR as it was when the collection was first loaded in this worker).
    return path.join(String(server.payload.collections['form-files'].config.upload.staticDir), String(doc.filename))
  }

  it('takes a PDF, ties it to the submission that names it, and gives it back to staff byte for byte', async () => {
    const up = await upload(PDF, 'cv', 'Currículo Ana.pdf')
    expect(up.status).toBe(201)
    expect(up.body.data).toMatchObject({ name: 'Currículo Ana.pdf', size: PDF.length, type: 'application/pdf' })
    const sent = await submit({ name: 'Ana', cv: up.body.data.token })
    expect(sent.status).toBe(201)
    const list = await admin.get(`/forms/${formId}/submissions?limit=5`)
    const row = list.body.data.find((r: { id: unknown }) => r.id === sent.body.data.id)
    expect(row.values).toEqual({ name: 'Ana', cv: 'Currículo Ana.pdf' })
    expect(row.files).toEqual([{ id: expect.anything(), field: 'cv', name: 'Currículo Ana.pdf', size: PDF.length, type: 'application/pdf' }])
    // Stored under a random name, never the visitor's.
    const onDisk = await fileOnDisk(row.files[0].id)
    expect(path.basename(onDisk)).toMatch(/^[0-9a-f-]{36}\.pdf$/)

    const url = `${server.url}/api/forms/files/${row.files[0].id}`
    const staff = await fetch(url, { headers: { authorization: `Bearer ${await tokenFor(server, 'files-admin@example.com')}` } })
    expect(staff.status).toBe(200)
    expect(Buffer.from(await staff.arrayBuffer()).equals(PDF)).toBe(true)
    expect(staff.headers.get('content-type')).toBe('application/octet-stream')
    expect(staff.headers.get('content-disposition')).toMatch(/^attachment;/)
    expect(staff.headers.get('x-content-type-options')).toBe('nosniff')
    // An integrator with the forms product reads it too; one without it does not.
    for (const [products, status] of [
      [['forms'], 200],
      [['leads'], 403],
    ] as const) {
      const created = await admin.post('/auth/credentials/create-credentials-external-token', { description: 'files', products, expiresAt: null })
      const exchanged = await client(server).post('/auth/credentials/token', { accessKey: created.body.data.accessKey, secretKey: created.body.data.secretKey })
      expect((await fetch(url, { headers: { authorization: `Bearer ${exchanged.body.data.token}` } })).status).toBe(status)
    }
    // Nobody else: not a visitor, not staff without the messages screen, at any door (the collection's own rule).
    expect((await fetch(url)).status).toBe(401)
    const editor = await makeUser(server.payload, 'files-editor', ['article_writing'])
    const editorCall = await fetch(url, { headers: { authorization: `Bearer ${await tokenFor(server, 'files-editor@example.com')}` } })
    expect(editorCall.status).toBe(403)
    await expect(
      server.payload.findByID({ collection: 'form-files', id: row.files[0].id, overrideAccess: false, user: { ...editor, collection: 'users' } as never }),
    ).rejects.toThrow()
    await expect(server.payload.findByID({ collection: 'form-files', id: row.files[0].id, overrideAccess: false })).rejects.toThrow()
  })

  it('judges a file by its content: a picture or a program named .pdf is refused, in the visitor language', async () => {
    for (const data of [PNG, EXE]) {
      const up = await upload(data, 'cv', 'cv.pdf')
      expect(up.status).toBe(400)
      expect(up.body.errors).toEqual([{ field: 'file', message: t('fileTypeNotAllowed') }])
    }
    // The same picture is what the photo field takes.
    expect((await upload(PNG, 'photo', 'eu.png')).status).toBe(201)
    expect((await upload(Buffer.alloc(0))).body.errors).toEqual([{ field: 'file', message: t('fileEmpty') }])
    const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024)])
    expect((await upload(big)).body.errors).toEqual([{ field: 'file', message: t('fileTooLarge') }])
    // A PDF by its first bytes whose end is missing: Payload's own check of the content, as the visitor's error.
    const cut = await upload(PDF.subarray(0, 40))
    expect(cut.body.errors).toEqual([{ field: 'file', message: t('fileUnreadable') }])
    const notAFile = await upload(PDF, 'name')
    expect(notAFile.status).toBe(400)
    expect(notAFile.body.errors[0].field).toBe('field')
    const count = await server.payload.count({ collection: 'form-files', where: { originalName: { equals: 'cv.pdf' } }, ...sys })
    expect(count.totalDocs).toBe(0)
  })

  it('lets a token be claimed once, by its own form and field only', async () => {
    const mine = (await upload(PDF)).body.data.token as string
    const other = (await upload(PDF, 'cv', 'cv.pdf', otherFormId)).body.data.token as string
    const photo = (await upload(PNG, 'photo', 'eu.png')).body.data.token as string
    const refused = t('fileNotReceived')
    expect((await submit({ name: 'B', cv: other })).body.errors).toEqual([{ field: 'cv', message: refused }])
    expect((await submit({ name: 'B', cv: photo })).body.errors).toEqual([{ field: 'cv', message: refused }])
    expect((await submit({ name: 'B', cv: 'x'.repeat(43) })).body.errors).toEqual([{ field: 'cv', message: refused }])
    expect((await submit({ name: 'B', cv: 'not a token' })).body.errors).toEqual([{ field: 'cv', message: refused }])
    expect((await submit({ name: 'B', cv: mine })).status).toBe(201)
    // The same post again (a double press) is the first submission; a new submission cannot take the file.
    const again = await submit({ name: 'B', cv: mine })
    expect(again.status).toBe(400)
    expect(again.body.errors).toEqual([{ field: 'cv', message: refused }])
    // A required file missing is the field's own error.
    expect((await submit({ name: 'C' })).body.errors).toEqual([{ field: 'cv', message: t('fieldRequired') }])
  })

  it('deletes the files with their submission, and unclaimed files after a day, from the disk too', async () => {
    const token = (await upload(PDF)).body.data.token as string
    const sent = await submit({ name: 'Apagar', cv: token })
    const [file] = (await server.payload.find({ collection: 'form-files', where: { submission: { equals: sent.body.data.id } }, ...sys })).docs
    const onDisk = await fileOnDisk(file!.id)
    expect(existsSync(onDisk)).toBe(true)
    expect((await admin.delete(`/forms/submissions/${sent.body.data.id}`)).status).toBe(200)
    expect(existsSync(onDisk)).toBe(false)
    expect(await server.payload.findByID({ collection: 'form-files', id: file!.id, disableErrors: true, ...sys })).toBeNull()

    const unclaimed = await upload(PDF, 'cv', 'esquecido.pdf')
    const [left] = (await server.payload.find({ collection: 'form-files', where: { originalName: { equals: 'esquecido.pdf' } }, ...sys })).docs
    const leftOnDisk = await fileOnDisk(left!.id)
    await pruneFormSubmissionsAt(server.payload, new Date())
    expect(existsSync(leftOnDisk)).toBe(true) // younger than a day: the visitor may still send the form
    await pruneFormSubmissionsAt(server.payload, new Date(Date.now() + 25 * 60 * 60_000))
    expect(existsSync(leftOnDisk)).toBe(false)
    expect((await submit({ name: 'Tarde', cv: unclaimed.body.data.token })).status).toBe(400)

    // The form's retention deletes its old submissions, and their files with them.
    const kept = await submit({ name: 'Antiga', cv: (await upload(PDF, 'cv', 'antigo.pdf')).body.data.token })
    const [old] = (await server.payload.find({ collection: 'form-files', where: { submission: { equals: kept.body.data.id } }, ...sys })).docs
    const oldOnDisk = await fileOnDisk(old!.id)
    await server.payload.update({ collection: 'forms', id: formId, data: { retentionMonths: 1 } as never, ...sys })
    await pruneFormSubmissionsAt(server.payload, new Date(Date.now() + 40 * 24 * 60 * 60_000))
    expect(await server.payload.findByID({ collection: 'form-submissions', id: kept.body.data.id, disableErrors: true, ...sys })).toBeNull()
    expect(existsSync(oldOnDisk)).toBe(false)
    expect((await server.payload.count({ collection: 'form-files', where: { form: { equals: formId } }, ...sys })).totalDocs).toBe(0)
  })
})
