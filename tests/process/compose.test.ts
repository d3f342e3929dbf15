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

describe('docker-compose.cluster.yml', () => {
  const env = {
    ...process.env,
    SEED_ADMIN_PASSWORD: 'Compose!Passw0rd',
    PAYLOAD_SECRET: 'shared-secret-0123456789abcdef',
    S3_SECRET_ACCESS_KEY: 'media-secret',
  }

  it('validates and runs two instances behind HAProxy with the committed config, on PostgreSQL, Redis and S3 media', () => {
    const out = execFileSync('docker-compose', ['-f', 'docker-compose.cluster.yml', 'config'], { encoding: 'utf8', env })
    for (const service of ['app-a', 'app-b', 'balancer', 'postgres', 'redis', 'minio', 'media-bucket']) expect(out).toMatch(new RegExp(`^  ${service}:$`, 'm'))
    expect(out.match(/REDIS_URL: redis:\/\/redis:6379/g)).toHaveLength(2)
    expect(out.match(/S3_ENDPOINT: http:\/\/minio:9000/g)).toHaveLength(2)
    expect(out.match(/DATABASE_URI: postgres:\/\/site:site@postgres:5432\/site/g)).toHaveLength(2)
    expect(out.match(/PAYLOAD_SECRET: shared-secret-0123456789abcdef/g)).toHaveLength(2)
    expect(out).toMatch(/deploy\/haproxy\.cfg:\/usr\/local\/etc\/haproxy\/haproxy\.cfg:ro/)
  })

  it.each(['PAYLOAD_SECRET', 'S3_SECRET_ACCESS_KEY', 'SEED_ADMIN_PASSWORD'])('refuses to start without %s, naming it', (name) => {
    const without: NodeJS.ProcessEnv = { ...env }
    delete without[name]
    const run = spawnSync('docker-compose', ['-f', 'docker-compose.cluster.yml', 'config'], { encoding: 'utf8', env: without })
    expect(run.status).not.toBe(0)
    expect(run.stderr).toMatch(new RegExp(name))
  })
})
