import { execFileSync, spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

describe('docker-compose.yml', () => {
  it('validates with docker-compose config and runs the app on MongoDB with a media volume', () => {
    const out = execFileSync('docker-compose', ['config'], { encoding: 'utf8', env: { ...process.env, SEED_ADMIN_PASSWORD: 'Compose!Passw0rd' } })
    expect(out).toMatch(/DATABASE_URI: mongodb:\/\/mongo:27017\/site\?replicaSet=rs0/)
    expect(out).toMatch(/--replSet/)
    expect(out).toMatch(/media:\/data/)
  })

  it('has no default admin password: it refuses to start without one, naming the variable', () => {
    const env = { ...process.env }
    delete env.SEED_ADMIN_PASSWORD
    const run = spawnSync('docker-compose', ['config'], { encoding: 'utf8', env })
    expect(run.status).not.toBe(0)
    expect(run.stderr).toMatch(/SEED_ADMIN_PASSWORD/)
  })
})
