import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureRoles } from '../../services/seed/roles'
import { client, makeImage, makeUser, tokenFor } from '../helpers/api'
import { startTestServer, type TestServer } from '../helpers/boot'

describe('users over HTTP', () => {
  let server: TestServer
  let admin: ReturnType<typeof client>
  let adminUser: { id: number | string; uniqueKey?: string | null }

  beforeAll(async () => {
    server = await startTestServer()
    await ensureRoles(server.payload)
    adminUser = await makeUser(server.payload, 'root', ['user_management'], 'admin')
    admin = client(server, await tokenFor(server, 'root@example.com'))
  })
  afterAll(async () => server?.close())

  it('validates the user form with the spec messages', async () => {
    const empty = await admin.post('/user/user', {})
    expect(empty.body.errors).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'last_name', message: 'Last name is required' },
      { field: 'email', message: 'E-mail required' },
      { field: 'position', message: 'Position is required' },
    ])
    expect((await admin.post('/user/user', { name: 'A', last_name: 'B', email: 'a.b@exa_mple.com', position: 'ceo' })).body.errors).toEqual([
      { field: 'email', message: 'Invalid e-mail' },
    ])
    expect((await admin.post('/user/user', { name: 'A', last_name: 'B', email: 'a@b.museum', position: 'ceo' })).body.errors).toEqual([
      { field: 'email', message: 'Invalid e-mail' },
    ])
    // A repeated access area is named as such (issue #47, item 1), not "refers to a record that does not exist".
    const repeated = await admin.post('/user/user', {
      name: 'A',
      last_name: 'B',
      email: 'rep@example.com',
      position: 'ceo',
      access: ['dashboard', 'dashboard'],
    })
    expect(repeated.status).toBe(400)
    expect(repeated.body.errors).toEqual([{ field: 'access', message: 'Each item may appear only once.' }])
    const docs = await admin.get('/openapi.json')
    expect(JSON.stringify(docs.body)).toContain('"uniqueItems":true')
  })

  it('creates, lists, searches, updates, changes status and deletes', async () => {
    const created = await admin.post('/user/user', {
      name: 'Carla',
      last_name: 'Dias',
      email: 'carla@example.com',
      position: 'manager',
      permission: 'manager',
      access: ['dashboard', 'site_editor'],
      gender: 'female',
    })
    expect(created.status).toBe(201)
    const { id, unique_key } = created.body.data.user
    expect((await admin.post('/user/user', { name: 'X', last_name: 'Y', email: 'carla@example.com', position: 'manager' })).status).toBe(409)

    const list = await admin.post('/user/users-list', { page: 1, limit: 10, search: 'carla' })
    expect(list.body.meta.total).toBe(1)
    expect(list.body.data[0]).toMatchObject({ full_name: 'Carla Dias', permission: 'manager', position: 'manager', status: 'first-access' })
    expect((await admin.post('/user/users-list', {})).body.meta).toMatchObject({ page: 1, limit: 10 })

    const updated = await admin.put(`/user/user/${id}/${unique_key}`, { phone: '(11) 91234-5678', last_name: 'Dias Souza' })
    expect(updated.body).toMatchObject({ message: 'User updated successfully', data: { full_name: 'Carla Dias Souza', phone: '(11) 91234-5678' } })
    expect((await admin.put(`/user/user/${id}/00000000-0000-4000-8000-000000000000`, { phone: '1' })).body.message).toBe('User not found')

    const routes = await admin.get(`/user/user/user-active-routes/${id}/x`)
    expect(routes.body.data.roles.map((r: { name: string }) => r.name)).toEqual([])
    expect((await admin.put(`/user/user-change-status/${id}/${unique_key}`, { status: 'active' })).body.message).toBe('User status changed successfully')
    const active = await admin.get(`/user/user/user-active-routes/${id}/x`)
    expect(active.body.data.roles.flatMap((r: { active_routes: string[] }) => r.active_routes)).toEqual(
      expect.arrayContaining(['dashboard', 'seo', 'list-leads', 'settings-profile']),
    )
    expect((await admin.delete(`/user/user/${id}/${unique_key}`)).body.message).toBe('User deleted successfully')
    expect((await admin.get(`/user/user/${id}`)).status).toBe(404)
  })

  it('never lets users delete themselves or change their own status', async () => {
    const self = await admin.delete(`/user/user/${adminUser.id}/${adminUser.uniqueKey}`)
    expect(self.status).toBe(403)
    expect(self.body.message).toBe('You cannot delete yourself')
    const status = await admin.put(`/user/user-change-status/${adminUser.id}/${adminUser.uniqueKey}`, { status: 'blocked' })
    expect(status.body.message).toBe('You cannot change your own status')
  })

  it('lets a user read and edit their own profile without the users route, but not their permissions', async () => {
    const me = await makeUser(server.payload, 'plain', [])
    const plain = client(server, await tokenFor(server, 'plain@example.com'))
    expect((await plain.get(`/user/user/${me.id}`)).status).toBe(200)
    expect((await plain.get(`/user/user/${adminUser.id}`)).status).toBe(403)
    const edit = await plain.put(`/user/user/${me.id}/${me.uniqueKey}`, { biography: 'Olá', permission: 'admin', access: ['user_management'] })
    expect(edit.status).toBe(200)
    expect(edit.body.data).toMatchObject({ biography: 'Olá', permission: 'operational', access: [] })
    const profile = await plain.put('/user/profile', { cpf: '111.444.777-35', phone: '(21) 99999-0000' })
    expect(profile.body.data.cpf).toBe('11144477735')
    const photo = await makeImage(server.payload, 'Minha foto')
    for (const image of [photo.id, String(photo.id)]) {
      const withPhoto = await plain.put('/user/profile', { image })
      expect(withPhoto.status).toBe(200)
      expect(withPhoto.body.data.image).toMatchObject({ id: photo.id, alt: 'Minha foto' })
    }
    expect((await plain.put('/user/profile', { image: null })).body.data.image).toBeNull()
    expect((await plain.put('/user/profile', { cpf: '111.444.777-36' })).body.errors).toEqual([{ field: 'cpf', message: 'Invalid CPF' }])
    expect((await plain.put('/user/profile', { cpf: '' })).body.errors).toEqual([{ field: 'cpf', message: 'Cpf is required' }])
    const own = await plain.get(`/user/user/user-active-routes/${me.id}/x`)
    expect(own.body.data.roles).toEqual([{ name: 'profile', active_routes: ['settings-profile'] }])
    expect((await plain.get(`/user/user/user-active-routes/${adminUser.id}/x`)).status).toBe(403)
  })

  it('shows only authors’ public fields to anonymous callers', async () => {
    const recent = await client(server).get('/user/user/recent-updated-users/3')
    expect(recent.status).toBe(200)
    expect(recent.body.data.length).toBeGreaterThan(0)
    const text = JSON.stringify(recent.body)
    for (const secret of ['"email"', '"cpf"', '"phone"', '"status"', 'example.com', '11144477735']) expect(text).not.toContain(secret)
    const [author] = recent.body.data
    const profile = await client(server).get(`/user/user/data-user-router-public/${author.unique_key}/${author.id}`)
    expect(profile.body.data.full_name).toBe(author.full_name)
    expect(JSON.stringify(profile.body)).not.toContain('example.com')
    expect((await client(server).get(`/user/user/data-user-router-public/00000000-0000-4000-8000-000000000000/${author.id}`)).status).toBe(404)
    expect((await client(server).get('/user/user/recent-updated-users/500')).status).toBe(400)
  })
})
