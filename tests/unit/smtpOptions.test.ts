import { describe, expect, it } from 'vitest'
import { smtpOptions } from '../../config/email'

describe('SMTP_URL as transport options', () => {
  it('reads host, port, credentials and query options, pools the connection and sends without delay on plain connections', () => {
    const plain = smtpOptions('smtp://user%40site:p%C3%A1ss@mail.example.com:2525?maxConnections=3&requireTLS=true') as unknown as Record<string, unknown>
    expect(plain).toMatchObject({ host: 'mail.example.com', port: 2525, secure: false, pool: true, maxConnections: 3, requireTLS: true })
    expect(plain.auth).toEqual({ user: 'user@site', pass: 'páss' })
    expect(typeof plain.getSocket).toBe('function')
  })

  it('keeps TLS from the first byte on smtps, with its default port, and a URL that turns pooling off', () => {
    const tls = smtpOptions('smtps://mail.example.com') as unknown as Record<string, unknown>
    expect(tls).toMatchObject({ host: 'mail.example.com', port: 465, secure: true, pool: true })
    expect(tls.getSocket).toBeUndefined()
    expect(smtpOptions('smtp://mail.example.com?pool=false')).toMatchObject({ port: 587, pool: false })
  })
})
