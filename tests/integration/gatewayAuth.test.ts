// Once, on SQLite: it reads a stored row only to see the password hashed, which Payload does the same on any database.
import type { AddressInfo } from 'node:net'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../gateway/app'
import { client, makeUser, PASSWORD, tokenFor } from '../helpers/api'
import { startWithAdmin, type TestServer } from '../helpers/boot'
import { waitForMailTo } from '../helpers/mailbox'

describe('authentication and account flows over HTTP', () => {
  let server: TestServer
  let adminToken: string
  const sys = { overrideAccess: true } as const

  beforeAll(async () => {
    ;({ server, adminToken } = await startWithAdmin())
  })
  afterAll(async () => server?.close())

  it('signs in with { data: user, token } and never returns secrets', async () => {
    await makeUser(server.payload, 'ana', ['dashboard'])
    const reply = await client(server).post('/auth/auth', { email: 'ANA@example.com', password: PASSWORD })
    expect(reply.status).toBe(200)
    expect(reply.body.message).toBe('Login successful')
    expect(reply.body.token).toMatch(/^ey/)
    expect(reply.body.data).toMatchObject({ email: 'ana@example.com', status: 'active', access: ['dashboard'] })
    expect(reply.body.data.unique_key).toMatch(/^[0-9a-f-]{36}$/)
    for (const secret of ['hash', 'salt', 'sessions', 'resetPasswordToken', 'verificationCodeHash', 'password'])
      expect(reply.body.data).not.toHaveProperty(secret)
  })

  it('"remember password" gives a 30-day session that logout still ends; without it the token lives 8 hours', async () => {
    await makeUser(server.payload, 'lembra', ['dashboard'])
    const before = await server.payload.find({ collection: 'users', where: { email: { equals: 'lembra@example.com' } }, ...sys })
    const life = (token: string) => {
      const { iat, exp } = decodeJwt(token)
      return (exp ?? 0) - (iat ?? 0)
    }
    const plain = await client(server).post('/auth/auth', { email: 'lembra@example.com', password: PASSWORD })
    expect(life(plain.body.token)).toBe(8 * 3600)
    const kept = await client(server).post('/auth/auth', { email: 'lembra@example.com', password: PASSWORD, remember: true })
    expect(kept.status).toBe(200)
    expect(life(kept.body.token)).toBe(30 * 86400)
    const raw = (await server.payload.db.findOne({ collection: 'users', where: { email: { equals: 'lembra@example.com' } } })) as unknown as {
      sessions: { id: string; expiresAt: string }[]
      updatedAt: string
    }
    const session = raw.sessions.find((s) => s.id === decodeJwt(kept.body.token).sid)
    expect(new Date(session!.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000)
    expect(raw.updatedAt).toBe(before.docs[0]!.updatedAt) // signing in is not an edit
    const me = client(server, kept.body.token)
    expect((await me.get('/auth/me')).status).toBe(200)
    expect((await me.post('/auth/auth/logout', {})).status).toBe(200)
    expect((await client(server, kept.body.token).get('/auth/me')).status).toBe(401)
    expect((await client(server, plain.body.token).get('/auth/me')).status).toBe(200) // the other session stays
  })

  it('answers bad credentials with 401 in the caller’s language, English by default', async () => {
    const en = await client(server).post('/auth/auth', { email: 'ana@example.com', password: 'nope-nope' })
    expect(en.status).toBe(401)
    expect(en.body).toEqual({ error: true, code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' })
    const pt = await client(server, undefined, 'pt-BR,pt;q=0.9').post('/auth/auth', { email: 'ana@example.com', password: 'nope-nope' })
    expect(pt.body.message).toBe('Credenciais inválidas')
    const fr = await client(server, undefined, 'fr-CA').post('/auth/auth', { email: 'ana@example.com', password: 'nope-nope' })
    expect(fr.body.message).toBe('Identifiants invalides')
    const ht = await client(server, undefined, 'ht').post('/auth/auth', { email: 'x@y.com', password: 'z' })
    expect(ht.body.message).toBe('Idantifyan yo pa valab')
  })

  it('validates every field with the spec messages', async () => {
    const empty = await client(server).post('/auth/auth', {})
    expect(empty.status).toBe(400)
    expect(empty.body.code).toBe('VALIDATION')
    expect(empty.body.errors).toEqual([
      { field: 'email', message: 'E-mail required' },
      { field: 'password', message: 'Password required' },
    ])
    const bad = await client(server).post('/auth/auth', { email: 'not-an-email@x', password: 'x' })
    expect(bad.body.errors).toEqual([{ field: 'email', message: 'Invalid e-mail' }])
    const es = await client(server, undefined, 'es').post('/auth/auth', {})
    expect(es.body.errors[0].message).toBe('Correo electrónico obligatorio')
  })

  it('rejects unknown fields, operator objects and wrong types with 400, never 500', async () => {
    const api = client(server)
    const unknown = await api.post('/auth/auth', { email: 'ana@example.com', password: 'x', admin: true })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors).toContainEqual({ field: 'admin', message: 'Unknown field' })
    const operator = await api.post('/auth/auth', { email: { $gt: '' }, password: { $ne: null } })
    expect(operator.status).toBe(400)
    const malformed = await api.raw('POST', '/auth/auth', undefined, { 'content-type': 'application/json' })
    expect(malformed.status).toBeLessThan(500)
    const text = await fetch(`${server.url}/api/auth/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' })
    expect(text.status).toBe(400)
    expect((await text.json()).code).toBe('BAD_REQUEST')
  })

  it('refuses inactive and blocked accounts with their own messages', async () => {
    const ina = await makeUser(server.payload, 'ina', [])
    await server.payload.update({ collection: 'users', id: ina.id, data: { status: 'inactive' }, ...sys })
    const inactive = await client(server).post('/auth/auth', { email: 'ina@example.com', password: PASSWORD })
    expect(inactive.status).toBe(403)
    expect(inactive.body).toMatchObject({ code: 'ACCOUNT_INACTIVE', message: 'Account is inactive' })
    const blo = await makeUser(server.payload, 'blo', [])
    await server.payload.update({ collection: 'users', id: blo.id, data: { status: 'blocked' }, ...sys })
    const blocked = await client(server).post('/auth/auth', { email: 'blo@example.com', password: PASSWORD })
    expect(blocked.body).toMatchObject({ code: 'ACCOUNT_BLOCKED', message: 'Account is blocked' })
  })

  it('locks sign-in from a client after 5 failures with its own message (not "Account is blocked") and Retry-After', async () => {
    await makeUser(server.payload, 'lock', [])
    for (let i = 0; i < 5; i++) expect((await client(server).post('/auth/auth', { email: 'lock@example.com', password: 'wrong' })).status).toBe(401)
    const locked = await client(server).post('/auth/auth', { email: 'lock@example.com', password: PASSWORD })
    expect(locked.status).toBe(423)
    expect(locked.body).toEqual({ error: true, code: 'ACCOUNT_LOCKED', message: 'Too many failed attempts. Try again in 10 minutes or reset your password.' })
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(590)
  })

  it('logout revokes the token at once', async () => {
    const token = await tokenFor(server, 'ana@example.com')
    expect((await client(server, token).get('/auth/me')).status).toBe(200)
    const out = await client(server, token).post('/auth/auth/logout')
    expect(out.status).toBe(200)
    expect(out.body.message).toBe('Logout successful')
    const after = await client(server, token).get('/auth/me')
    expect(after.status).toBe(401)
    expect(after.headers.get('www-authenticate')).toBe('Bearer')
  })

  it('stops a blocked user’s open session at once', async () => {
    const user = await makeUser(server.payload, 'soon', ['dashboard'])
    const token = await tokenFor(server, 'soon@example.com')
    await client(server, adminToken).put(`/user/user-change-status/${user.id}/${user.uniqueKey}`, { status: 'blocked' })
    expect((await client(server, token).get('/auth/me')).status).toBe(401)
  })

  it('takes a new user from first access to an active account', async () => {
    const created = await client(server, adminToken).post('/user/user', {
      name: 'Nova',
      last_name: 'Pessoa',
      email: 'nova@example.com',
      position: 'operational',
      permission: 'operational',
      access: ['dashboard'],
      created_by: 'ignored',
      created_by_unique_key: 'ignored',
    })
    expect(created.status).toBe(201)
    expect(created.body.message).toBe('User created successfully')
    const { user, first_access_password } = created.body.data
    expect(user.status).toBe('first-access')
    expect(user.created_by).not.toBe('ignored')
    expect(first_access_password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/)
    expect((await client(server, adminToken).get(`/user/user/${user.id}`)).body.data).not.toHaveProperty('first_access_password')

    const login = await client(server).post('/auth/auth', { email: 'nova@example.com', password: first_access_password })
    expect(login.status).toBe(200)
    expect(login.body.data.status).toBe('first-access')
    const firstToken = login.body.token
    const blocked = await client(server, firstToken).get('/user/profile')
    expect(blocked.status).toBe(403)
    expect(blocked.body.message).toBe('Choose a new password to finish your first access')

    const weak = await client(server, firstToken).post('/auth/first-access-password', { password: 'weakpass', confirm_password: 'weakpass' })
    expect(weak.body.errors).toEqual([{ field: 'password', message: 'Your password is weak' }])
    const mismatch = await client(server, firstToken).post('/auth/first-access-password', { password: 'N3w!Passw0rd', confirm_password: 'N3w!Passw0rd?' })
    expect(mismatch.body.errors).toEqual([{ field: 'confirm_password', message: 'Passwords do not match' }])
    const chosen = await client(server, firstToken).post('/auth/first-access-password', { password: 'N3w!Passw0rd', confirm_password: 'N3w!Passw0rd' })
    expect(chosen.status).toBe(200)
    expect(chosen.body.data.status).toBe('active')
    expect((await client(server, chosen.body.token).get('/user/profile')).status).toBe(200)
    expect((await client(server).post('/auth/auth', { email: 'nova@example.com', password: first_access_password })).status).toBe(401)
  })

  it('recovers a password through a one-time e-mailed token, without telling which e-mails exist', async () => {
    const known = await client(server).post('/auth/recover-password', { email: 'ana@example.com' })
    const unknown = await client(server).post('/auth/recover-password', { email: 'ghost@example.com' })
    expect(known.status).toBe(200)
    expect(unknown.body).toEqual(known.body)
    const mail = await waitForMailTo('ana@example.com', (m) => m.text.includes('/reset-password/'))
    const link = /\/reset-password\/(\w+)\/([0-9a-f]+)/.exec(mail?.text ?? '')
    expect(link).toBeTruthy()
    const [, id, token] = link!
    const ana = await server.payload.findByID({ collection: 'users', id: id!, ...sys })
    expect(token).not.toBe(ana.uniqueKey)

    const api = client(server)
    expect((await api.put('/user/user-reset-password', { id, token, password: 'short', confirm_password: 'short' })).body.errors[0].message).toBe(
      'Your password is weak',
    )
    expect(
      (await api.put('/user/user-reset-password', { id: '999', token, password: 'R3set!Passw0rd', confirm_password: 'R3set!Passw0rd' })).body.message,
    ).toBe('The reset link is invalid or has expired')
    const done = await api.put('/user/user-reset-password', { id, token, password: 'R3set!Passw0rd', confirm_password: 'R3set!Passw0rd' })
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ message: 'Password reset successfully', data: { email: 'ana@example.com' } })
    expect(done.body.token).toMatch(/^ey/)
    const again = await api.put('/user/user-reset-password', { id, token, password: 'An0ther!Passw0rd', confirm_password: 'An0ther!Passw0rd' })
    expect(again.status).toBe(422)
  })

  it('changes a password only with the current one', async () => {
    await makeUser(server.payload, 'chg', [])
    const token = await tokenFor(server, 'chg@example.com')
    const wrong = await client(server, token).put('/auth/change-password', {
      current_password: 'wrong',
      new_password: 'Fr3sh!Passw0rd',
      confirm_password: 'Fr3sh!Passw0rd',
    })
    expect(wrong.body.errors).toEqual([{ field: 'current_password', message: 'Current password is incorrect' }])
    const empty = await client(server, token).put('/auth/change-password', {})
    expect(empty.body.errors.map((e: { message: string }) => e.message)).toEqual([
      'Current password is required',
      'New password is required',
      'Confirm new password is required',
    ])
    const ok = await client(server, token).put('/auth/change-password', {
      current_password: PASSWORD,
      new_password: 'Fr3sh!Passw0rd',
      confirm_password: 'Fr3sh!Passw0rd',
    })
    expect(ok.status).toBe(200)
    expect((await client(server).post('/auth/auth', { email: 'chg@example.com', password: 'Fr3sh!Passw0rd' })).status).toBe(200)
  })

  it('verifies an account with a single-use e-mailed code', async () => {
    await makeUser(server.payload, 'ver', [])
    const api = client(server)
    expect((await api.post('/auth/verification-code', { email: 'ver@example.com' })).status).toBe(200)
    const code = />(\d{6})</.exec((await waitForMailTo('ver@example.com')).text)?.[1]
    expect(code).toMatch(/^\d{6}$/)
    expect((await api.post('/auth/verification-code/verify', { email: 'ver@example.com', code: '12345' })).body.errors[0].message).toBe('Invalid code')
    const wrong = code === '000000' ? '000001' : '000000'
    expect((await api.post('/auth/verification-code/verify', { email: 'ver@example.com', code: wrong })).body.message).toBe('Invalid code or user email')
    expect((await api.post('/auth/verification-code/verify', { email: 'ver@example.com', code })).status).toBe(200)
    expect((await api.post('/auth/verification-code/verify', { email: 'ver@example.com', code })).status).toBe(422)
    const user = await server.payload.find({ collection: 'users', where: { email: { equals: 'ver@example.com' } }, ...sys })
    expect(user.docs[0]?.emailVerified).toBe(true)
  })

  it('e-mails the code in the language it was asked in, from the catalogues', async () => {
    await makeUser(server.payload, 'idioma', [])
    for (const [language, subject, validity] of [
      ['es', 'Su código de verificación', 'Es válido durante 10 minutos'],
      ['fr', 'Votre code de vérification', 'Il est valable 10 minutes'],
      ['pt-BR', 'Seu código de verificação', 'Ele vale por 10 minutos'],
    ]) {
      expect((await client(server, undefined, language).post('/auth/verification-code', { email: 'idioma@example.com' })).status).toBe(200)
      const mail = await waitForMailTo('idioma@example.com', (m) => m.subject === subject)
      expect(mail.text).toContain(validity)
      expect(mail.text).toMatch(/>\d{6}</)
    }
  })

  it('rate-limits login failures per address with 429 and Retry-After', async () => {
    const app = createApp({ payload: server.payload, rateLimits: { windowMs: 60_000, max: 3 } })
    const listener = app.listen(0, '127.0.0.1')
    await new Promise((r) => listener.once('listening', r))
    const url = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/api/auth/auth`
    const attempt = () =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'x@example.com', password: 'y' }) })
    try {
      for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401)
      const limited = await attempt()
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(await limited.json()).toEqual({ error: true, code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' })
    } finally {
      listener.close()
    }
  })

  it('puts the same limit on Payload’s own login and forgot-password under /cms-api', async () => {
    const app = createApp({ payload: server.payload, rateLimits: { windowMs: 60_000, max: 2 } })
    const listener = app.listen(0, '127.0.0.1')
    await new Promise((r) => listener.once('listening', r))
    const base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`
    const post = (path: string) =>
      fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":"x@example.com","password":"y"}' })
    try {
      expect((await post('/cms-api/users/forgot-password')).status).not.toBe(429)
      expect((await post('/cms-api/users/forgot-password')).status).toBe(429)
      await post('/cms-api/users/login')
      await post('/cms-api/users/login')
      expect((await post('/cms-api/users/login')).status).toBe(429)
    } finally {
      listener.close()
    }
  })
})
