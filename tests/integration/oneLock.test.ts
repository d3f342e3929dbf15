// On every database: the rules at every door, the database's own refusals included (NUL characters, ids past its range).
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { USER_RULES } from '../../domain/userRules'
import type { User } from '../../payload-types'
import { translatorFor } from '../../locales/i18n'
import { client, lexical, makeImage, makeUser, tokenFor } from '../helpers/api'
import { startTestServer, type TestServer } from '../helpers/boot'
import { cmsApi } from '../helpers/cmsApi'
import { ensureRoles } from '../../services/seed/roles'

/**
 * Issue #60, item 1: one lock on every door. Each rule below is tried through the gateway
 * (/api), Payload's REST API (/cms-api, what the /cms panels call too) and the Local API as the
 * same user; each door refuses with the same status and, where it shows one, the same message
 * in the caller's language, and nothing changes.
 */
type Who = 'admin' | 'manager' | 'writer'
type Act =
  | { kind: 'delete'; target: 'self' | 'admin' }
  | { kind: 'update'; target: 'self' | 'admin' | 'staff'; data: Partial<User> }
  | { kind: 'create'; data: Partial<User> }
  | { kind: 'publish' }
type Case = { rule: string; who: Who; act: Act; status: number; key: string }

const CASES: Case[] = [
  { rule: 'nobody deletes their own account', who: 'admin', act: { kind: 'delete', target: 'self' }, ...USER_RULES.selfDelete },
  { rule: 'nobody changes their own status', who: 'admin', act: { kind: 'update', target: 'self', data: { status: 'inactive' } }, ...USER_RULES.selfStatus },
  {
    rule: 'nobody changes their own access',
    who: 'manager',
    act: { kind: 'update', target: 'self', data: { access: ['user_management', 'settings'] } },
    ...USER_RULES.selfAccess,
  },
  { rule: 'only an administrator deletes an administrator', who: 'manager', act: { kind: 'delete', target: 'admin' }, ...USER_RULES.adminsByAdmins },
  {
    rule: 'only an administrator deactivates an administrator',
    who: 'manager',
    act: { kind: 'update', target: 'admin', data: { status: 'inactive' } },
    ...USER_RULES.adminsByAdmins,
  },
  {
    rule: 'only an administrator makes an administrator',
    who: 'manager',
    act: { kind: 'update', target: 'staff', data: { permission: 'admin', position: 'admin' } },
    ...USER_RULES.adminsByAdmins,
  },
  {
    rule: 'nobody grants an area they do not hold',
    who: 'manager',
    act: { kind: 'update', target: 'staff', data: { access: ['dashboard', 'settings'] } },
    ...USER_RULES.grantHeldOnly,
  },
  { rule: 'a writer never publishes', who: 'writer', act: { kind: 'publish' }, status: 403, key: 'publishNotAllowed' },
]

const DOORS = ['gateway', 'cms-api', 'local'] as const
type Door = (typeof DOORS)[number]

describe('one lock on every door (issue #60, item 1)', () => {
  let server: TestServer
  let payload: Payload
  const users = {} as Record<Who | 'staff', User>
  const tokens = {} as Record<Who, string>
  let draft: { id: number | string }
  const message = (key: string) => translatorFor('pt-BR', 'api')(key)

  beforeAll(async () => {
    server = await startTestServer()
    payload = server.payload
    await ensureRoles(payload)
    users.admin = await makeUser(payload, 'lock-admin', ['dashboard', 'article_management', 'site_editor', 'user_management', 'settings'], 'admin')
    users.manager = await makeUser(payload, 'lock-manager', ['user_management', 'dashboard'])
    users.writer = await makeUser(payload, 'lock-writer', ['article_writing'])
    users.staff = await makeUser(payload, 'lock-staff', ['dashboard'])
    for (const who of ['admin', 'manager', 'writer'] as const) tokens[who] = await tokenFor(server, users[who].email)
    const image = await makeImage(payload)
    const category = await payload.create({
      collection: 'categories',
      data: { name: 'Trancas', description: 'Trancas', textColor: '#FFFFFF', backgroundColor: '#02236B', status: 'active' },
      overrideAccess: true,
    })
    draft = await payload.create({
      collection: 'articles',
      data: { title: 'Rascunho da redatora', content: lexical('Texto.'), image: image.id, categories: [category.id], author: users.writer.id, status: 'draft' },
      overrideAccess: true,
    })
  })
  afterAll(async () => server?.close())

  const targetOf = (act: Act, who: Who) => ('target' in act ? (act.target === 'self' ? users[who] : users[act.target]) : null)

  /** Tries the case through one door: its status and the message it shows (null where a door shows none). */
  async function tryThrough(door: Door, c: Case): Promise<{ status: number; message: string | null }> {
    const user = users[c.who]
    const target = targetOf(c.act, c.who)
    if (door === 'gateway') {
      const api = client(server, tokens[c.who], 'pt-BR')
      const reply =
        c.act.kind === 'delete'
          ? await api.delete(`/user/user/${target!.id}/${target!.uniqueKey}`)
          : c.act.kind === 'publish'
            ? await api.patch(`/article/articles/${draft.id}/status`, { action: 'publish' })
            : c.act.kind === 'update' && 'status' in c.act.data
              ? await api.put(`/user/user-change-status/${target!.id}/${target!.uniqueKey}`, { status: c.act.data.status })
              : c.act.kind === 'update'
                ? await api.put(`/user/user/${target!.id}/${target!.uniqueKey}`, c.act.data)
                : await api.post('/user/user', c.act.data)
      return { status: reply.status, message: reply.body?.message ?? null }
    }
    if (door === 'cms-api') {
      const options = { token: tokens[c.who], language: 'pt-BR' }
      const reply =
        c.act.kind === 'delete'
          ? await cmsApi(server, 'DELETE', `/users/${target!.id}`, options)
          : c.act.kind === 'publish'
            ? await cmsApi(server, 'PATCH', `/articles/${draft.id}`, { ...options, body: { status: 'published' } })
            : c.act.kind === 'update'
              ? await cmsApi(server, 'PATCH', `/users/${target!.id}`, { ...options, body: c.act.data })
              : await cmsApi(server, 'POST', '/users', { ...options, body: { ...c.act.data, password: 'Str0ng!Passw0rd' } })
      return { status: reply.status, message: reply.body.errors?.[0]?.message ?? null }
    }
    const as = { user: { ...user, collection: 'users' as const }, overrideAccess: false }
    const run =
      c.act.kind === 'delete'
        ? payload.delete({ collection: 'users', id: target!.id, ...as })
        : c.act.kind === 'publish'
          ? payload.update({ collection: 'articles', id: draft.id, data: { status: 'published' }, ...as })
          : c.act.kind === 'update'
            ? payload.update({ collection: 'users', id: target!.id, data: c.act.data, ...as })
            : payload.create({ collection: 'users', data: { ...(c.act.data as User), password: 'Str0ng!Passw0rd' }, ...as })
    return run.then(
      () => ({ status: 200, message: null }),
      (error: { status?: number }) => ({ status: error.status ?? 500, message: null }),
    )
  }

  it.each(CASES.flatMap((c) => DOORS.map((door) => [`${c.rule} (${door})`, c, door] as const)))('%s', async (_name, c, door) => {
    const before = JSON.stringify(await payload.find({ collection: 'users', sort: 'id', depth: 0, limit: 50, overrideAccess: true }).then((r) => r.docs))
    const answer = await tryThrough(door, c)
    expect(answer.status).toBe(c.status)
    if (answer.message !== null) expect(answer.message).toBe(message(c.key))
    // Refused whole: no account changed, the draft stays a draft.
    expect(JSON.stringify(await payload.find({ collection: 'users', sort: 'id', depth: 0, limit: 50, overrideAccess: true }).then((r) => r.docs))).toBe(before)
    expect((await payload.findByID({ collection: 'articles', id: draft.id, depth: 0, overrideAccess: true })).status).toBe('draft')
  })

  it('keeps the last active administrator whatever asks: the system too (409), and an administrator may still change another', async () => {
    const refused = await payload
      .update({ collection: 'users', id: users.admin.id, data: { status: 'blocked' }, overrideAccess: true })
      .catch((e: { status?: number }) => e)
    expect((refused as { status?: number }).status).toBe(409)
    const second = await makeUser(payload, 'lock-second-admin', ['user_management'], 'admin')
    // With a second active administrator, the first may deactivate the other, never themselves.
    const api = client(server, tokens.admin, 'en')
    expect((await api.put(`/user/user-change-status/${second.id}/${second.uniqueKey}`, { status: 'inactive' })).status).toBe(200)
    expect((await payload.findByID({ collection: 'users', id: second.id, depth: 0, overrideAccess: true })).status).toBe('inactive')
    expect((await api.put(`/user/user-change-status/${users.admin.id}/${users.admin.uniqueKey}`, { status: 'inactive' })).body.message).toBe(
      translatorFor('en', 'api')('cannotChangeOwnStatus'),
    )
  })
})
