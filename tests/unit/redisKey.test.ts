import { afterEach, describe, expect, it } from 'vitest'
import { redisKey } from '../../services/shared/redis'

/** Issue #29: two sites on one Redis heard each other's content changes (one channel for all). */
describe('shared Redis keys carry the site', () => {
  const saved = { uri: process.env.DATABASE_URI, prefix: process.env.REDIS_PREFIX }
  afterEach(() => {
    process.env.DATABASE_URI = saved.uri
    process.env.REDIS_PREFIX = saved.prefix
    if (saved.uri === undefined) delete process.env.DATABASE_URI
    if (saved.prefix === undefined) delete process.env.REDIS_PREFIX
  })

  it('draws the prefix from the database the instances share, never from its password, unless REDIS_PREFIX names it', () => {
    delete process.env.REDIS_PREFIX
    process.env.DATABASE_URI = 'postgres://site:secret@db:5432/site_a'
    const a = redisKey('content-changes')
    process.env.DATABASE_URI = 'postgres://site:other-secret@db:5432/site_a'
    expect(redisKey('content-changes')).toBe(a) // the same site, whatever password an instance holds
    process.env.DATABASE_URI = 'postgres://site:secret@db:5432/site_b'
    expect(redisKey('content-changes')).not.toBe(a)
    expect(a).toMatch(/^corporate-site:[0-9a-f]{12}:content-changes$/)
    expect(a).not.toContain('secret')
    process.env.REDIS_PREFIX = 'blog-a'
    expect(redisKey('lock', 'mail')).toBe('corporate-site:blog-a:lock:mail')
  })
})
