// On every database: access functions become where clauses the database evaluates.
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { canUseAnyRoute } from '../../access/canUseRoute'
import { ACCESS_AREAS, type AccessArea, type AdminRoute, type Permission } from '../../domain/access'
import type { User } from '../../payload-types'
import { lexicalDocument } from '../../services/seed/lexical'
import { ensureRoles } from '../../services/seed/roles'
import { startTestServer, type TestServer } from '../helpers/boot'

/**
 * Payload's own access functions must agree with the one route rule: for every area, each
 * protected read is allowed exactly when the rule says the user holds one of its routes.
 */
const PROTECTED_READS: { collection: 'leads' | 'messages' | 'credentials' | 'article-reads'; routes: AdminRoute[] }[] = [
  { collection: 'leads', routes: ['list-leads'] },
  { collection: 'messages', routes: ['message-received'] },
  { collection: 'credentials', routes: ['security-center'] },
  { collection: 'article-reads', routes: ['dashboard'] },
]

const sys = { overrideAccess: true } as const
type Doc = User

describe('Payload access follows the route rule', () => {
  let server: TestServer
  const users = new Map<string, Doc>()
  let draftId: number | string

  beforeAll(async () => {
    server = await startTestServer()
    await ensureRoles(server.payload)
    const makeUser = (key: string, access: AccessArea[], permission: Permission = 'operational') =>
      server.payload.create({
        collection: 'users',
        data: {
          email: `${key}@example.com`,
          password: 'Str0ng!Passw0rd',
          name: key,
          last_name: 'Test',
          position: permission,
          permission,
          status: 'active',
          type: 'staff',
          access,
        },
        ...sys,
      })
    for (const area of ACCESS_AREAS) users.set(area, await makeUser(area.replace('_', '-'), [area]))
    users.set('none', await makeUser('none', []))
    users.set('admin', await makeUser('boss', [], 'admin'))
    users.set('blocked', { ...(await makeUser('blocked', [...ACCESS_AREAS], 'admin')) })
    await server.payload.update({ collection: 'users', id: users.get('blocked')!.id, data: { status: 'blocked' }, ...sys })
    users.set('blocked', await server.payload.findByID({ collection: 'users', id: users.get('blocked')!.id, ...sys }))

    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#02236B' } })
      .png()
      .toBuffer()
    const image = await server.payload.create({
      collection: 'media',
      data: { alt: 'x' },
      file: { data: png, name: 'x.png', mimetype: 'image/png', size: png.length },
      ...sys,
    })
    const category = await server.payload.create({
      collection: 'categories',
      data: { name: 'Cat', description: 'd', textColor: '#FFFFFF', backgroundColor: '#02236B', status: 'active' },
      ...sys,
    })
    const content = lexicalDocument([{ p: 'Texto do rascunho.' }])
    const draft = await server.payload.create({
      collection: 'articles',
      data: { title: 'Rascunho', content, image: image.id, categories: [category.id], author: users.get('admin')!.id, status: 'draft' },
      ...sys,
    })
    draftId = draft.id
  })
  afterAll(async () => server?.close())

  const readAllowed = async (collection: string, user: Doc) => {
    try {
      await server.payload.find({ collection: collection as 'leads', user, overrideAccess: false })
      return true
    } catch {
      return false
    }
  }

  for (const key of [...ACCESS_AREAS, 'none', 'admin', 'blocked']) {
    for (const { collection, routes } of PROTECTED_READS) {
      it(`${key}: reading ${collection} follows the rule`, async () => {
        const user = users.get(key)!
        expect(await readAllowed(collection, user)).toBe(canUseAnyRoute(user, routes))
      })
    }

    it(`${key}: sees other users only with the users route`, async () => {
      const user = users.get(key)!
      const { docs } = await server.payload.find({ collection: 'users', user, overrideAccess: false, limit: 100 }).catch(() => ({ docs: [] as Doc[] }))
      const others = docs.filter((d) => d.id !== user.id)
      expect(others.length > 0).toBe(canUseAnyRoute(user, ['users']))
    })

    it(`${key}: sees draft articles only with an article route`, async () => {
      const user = users.get(key)!
      const { docs } = await server.payload.find({ collection: 'articles', user, overrideAccess: false })
      expect(docs.some((d) => d.id === draftId)).toBe(canUseAnyRoute(user, ['list-of-articles', 'compose']))
    })
  }

  it('lets a user without the users route change their profile but not their own status, permission or areas', async () => {
    const user = users.get('dashboard')!
    const updated = await server.payload.update({
      collection: 'users',
      id: user.id,
      user,
      overrideAccess: false,
      data: { biography: 'Minha biografia', status: 'blocked', permission: 'admin', access: [...ACCESS_AREAS] },
    })
    expect(updated.biography).toBe('Minha biografia')
    expect(updated.status).toBe('active')
    expect(updated.permission).toBe('operational')
    expect(updated.access).toEqual(['dashboard'])
  })

  it('refuses sign-in to blocked and inactive accounts with their own messages', async () => {
    await expect(server.payload.login({ collection: 'users', data: { email: 'blocked@example.com', password: 'Str0ng!Passw0rd' } })).rejects.toThrow(
      'Account is blocked',
    )
    await server.payload.update({ collection: 'users', id: users.get('none')!.id, data: { status: 'inactive' }, ...sys })
    await expect(server.payload.login({ collection: 'users', data: { email: 'none@example.com', password: 'Str0ng!Passw0rd' } })).rejects.toThrow(
      'Account is inactive',
    )
  })

  it('keeps the credential secret hash out of every answer', async () => {
    const admin = users.get('admin')!
    await server.payload.create({
      collection: 'credentials',
      data: { description: 'ERP', products: ['articles'], accessKey: 'ak_test', secretHash: 'scrypt$salt$hash', status: 'active' },
      ...sys,
    })
    const { docs } = await server.payload.find({ collection: 'credentials', user: admin, overrideAccess: false })
    expect(docs[0]).toBeTruthy()
    expect(JSON.stringify(docs)).not.toContain('scrypt$salt$hash')
  })

  it('rejects a duplicate article title with the spec message', async () => {
    const existing = await server.payload.findByID({ collection: 'articles', id: draftId, ...sys })
    const error = await server.payload.create({ collection: 'articles', data: { ...existing, id: undefined, slug: undefined }, ...sys }).then(
      () => null,
      (e: { data?: { errors?: { path: string; message: string }[] } }) => e,
    )
    expect(error?.data?.errors).toEqual([expect.objectContaining({ path: 'title', message: 'An article with that title already exists' })])
  })

  it('locks sign-in for a client after LOGIN_MAX_ATTEMPTS failures, even with the right password', async () => {
    await server.payload.create({
      collection: 'users',
      data: {
        email: 'lock@example.com',
        password: 'Str0ng!Passw0rd',
        name: 'Lock',
        last_name: 'Test',
        position: 'operational',
        permission: 'operational',
        status: 'active',
        type: 'staff',
      },
      overrideAccess: true,
    })
    const attempt = (password: string) =>
      server.payload.login({ collection: 'users', data: { email: 'lock@example.com', password } }).then(
        () => 'ok',
        (e: Error & { status?: number }) => `${e.name} ${e.status}`,
      )
    for (let i = 0; i < 5; i++) expect(await attempt('wrong-password')).toBe('AuthenticationError 401')
    expect(await attempt('Str0ng!Passw0rd')).toBe('APIError 423')
  })
})
