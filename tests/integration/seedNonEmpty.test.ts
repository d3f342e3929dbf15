// On every database: the seed on a database that holds rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoContent } from '../../services/seed'
import { startTestServer, type TestServer } from '../helpers/boot'

const sys = { overrideAccess: true } as const

// One Payload instance per test file: the Postgres adapter does not take a second one in a process.
describe('demo seed on a database that already has users', () => {
  let other: TestServer
  beforeAll(async () => {
    other = await startTestServer()
  })
  afterAll(async () => other?.close())

  it('leaves it alone', async () => {
    await other.payload.create({
      collection: 'users',
      data: {
        email: 'real@example.com',
        password: 'Str0ng!Passw0rd',
        name: 'Real',
        last_name: 'User',
        position: 'admin',
        permission: 'admin',
        status: 'active',
        type: 'staff',
      },
      ...sys,
    })
    expect(await seedDemoContent(other.payload, { adminEmail: 'owner@example.com', adminPassword: 'Str0ng!Passw0rd' })).toBe('not-empty')
    expect((await other.payload.count({ collection: 'articles', ...sys })).totalDocs).toBe(0)
  })
})
