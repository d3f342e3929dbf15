import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { expect, it } from 'vitest'

const ROOT = path.resolve(__dirname, '../..')

it('payload-types.ts matches the collections and globals (npm run generate:types)', () => {
  const run = spawnSync(process.execPath, ['scripts/generate-types.mjs', '--check'], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 })
  expect(run.stderr + run.stdout).toContain('payload-types.ts matches the config')
  expect(run.status).toBe(0)
}, 120_000)
