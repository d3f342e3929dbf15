import { execFileSync, spawnSync } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { freePort, spawnServer, tempDataDir } from '../helpers/serverProcess'

/** A start-up problem ends the process with one line that says what to fix, never a stack trace. */
async function failedStart(env: Record<string, string>) {
  const server = await spawnServer({ DATA_DIR: tempDataDir(), ...env })
  const code = await server.exited
  const lines = server.output().trim().split('\n').filter(Boolean)
  return { code, lines }
}

const expectOneClearLine = (lines: string[], pattern: RegExp) => {
  expect(lines).toHaveLength(1)
  expect(lines[0]).toMatch(/^Start-up failed: /)
  expect(lines[0]).toMatch(pattern)
  expect(lines[0]).not.toMatch(/\bat .*:\d+:\d+/)
}

/** A Node older than the site's on this machine's PATH (the system's 20 on CI), outside node_modules. */
function olderNode(): string | undefined {
  const found = spawnSync('which', ['-a', 'node'], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean)
  return found
    .filter((bin) => !bin.includes('node_modules'))
    .find((bin) => Number(execFileSync(bin, ['-p', 'process.versions.node.split(".")[0]'], { encoding: 'utf8' })) < 24)
}
const older = olderNode()

describe('start-up failures', () => {
  // Issue #61: where the machine has an older Node (CI's system Node is 20), starting by hand with it says what to do.
  it.runIf(older)('refuses a Node older than 24 and names the one to use', async () => {
    const run = spawnSync(older!, ['dist/server.mjs'], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', DATA_DIR: tempDataDir(), PORT: String(await freePort()) },
      timeout: 30_000,
    })
    expect(run.status).toBe(1)
    expectOneClearLine(run.stderr.trim().split('\n').filter(Boolean), /Node\.js 24 or newer is needed; this is Node\.js 2[0-3]\./)
  })

  it('refuses an unknown DATABASE_URI scheme', async () => {
    const { code, lines } = await failedStart({ DATABASE_URI: 'mysql://root@localhost/site' })
    expect(code).toBe(1)
    expectOneClearLine(lines, /DATABASE_URI must start with file: \(SQLite\), postgres:\/\/ or mongodb:\/\//)
  })

  it('names an unreachable PostgreSQL server without leaking its password', async () => {
    const { code, lines } = await failedStart({ DATABASE_URI: 'postgres://site:s3cret@127.0.0.1:1/site' })
    expect(code).toBe(1)
    expectOneClearLine(lines, /Cannot reach PostgreSQL at postgres:\/\/site:\*\*\*@127\.0\.0\.1:1\/site/)
    expect(lines[0]).not.toContain('s3cret')
  })

  it('names an unreachable MongoDB server', async () => {
    const { code, lines } = await failedStart({ DATABASE_URI: 'mongodb://127.0.0.1:1/site' })
    expect(code).toBe(1)
    expectOneClearLine(lines, /Cannot reach MongoDB/)
  }, 30_000)

  it('says which port is taken', async () => {
    const port = await freePort()
    const blocker = net.createServer().listen(port, '0.0.0.0')
    await new Promise((r) => blocker.once('listening', r))
    try {
      const dir = tempDataDir()
      const { code, lines } = await failedStart({ PORT: String(port), DATABASE_URI: `file:${path.join(dir, 'x.db')}` })
      expect(code).toBe(1)
      expectOneClearLine(lines, new RegExp(`Port ${port} is already in use`))
    } finally {
      blocker.close()
    }
  })

  it('refuses a weak PAYLOAD_SECRET in production', async () => {
    const { code, lines } = await failedStart({ PAYLOAD_SECRET: 'secret' })
    expect(code).toBe(1)
    expectOneClearLine(lines, /PAYLOAD_SECRET is too weak/)
  })

  it('refuses to create the admin with the demo password when the site is not on this machine', async () => {
    const { code, lines } = await failedStart({ SERVER_URL: 'https://www.example.com', SEED_ADMIN_PASSWORD: 'Admin@12345' })
    expect(code).toBe(1)
    expectOneClearLine(lines, /SEED_ADMIN_PASSWORD is the demo password/)
  })

  it('refuses to create the admin with a weak password', async () => {
    const { code, lines } = await failedStart({ SEED_ADMIN_PASSWORD: 'admin123' })
    expect(code).toBe(1)
    expectOneClearLine(lines, /SEED_ADMIN_PASSWORD is too weak/)
  })
})
