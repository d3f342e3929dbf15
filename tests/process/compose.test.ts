import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

describe('docker-compose.yml', () => {
  it('validates with docker-compose config and runs the app on MongoDB with a media volume', () => {
    const out = execFileSync('docker-compose', ['config'], { encoding: 'utf8' })
    expect(out).toMatch(/DATABASE_URI: mongodb:\/\/mongo:27017\/site\?replicaSet=rs0/)
    expect(out).toMatch(/--replSet/)
    expect(out).toMatch(/media:\/data/)
  })
})
