// npm run build: server bundle, Payload's import map, then the Next production build.
import { execFileSync } from 'node:child_process'
import { asciiOnlyNextServer } from './asciiOnly.mjs'
import { bundle } from './bundle.mjs'

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' }
const step = async (name, fn) => {
  const started = Date.now()
  await fn()
  console.log(`build: ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

await step('server bundle', async () => {
  // The entry binds the port and loads the rest from its own file (gateway/server.ts); built together,
  // the two share what both use (config/env.ts and zod: 100 ms of a start when each had its own, issue #61).
  await bundle(['gateway/server.ts', 'gateway/serve.ts'], 'dist/server.mjs', { split: true })
  await bundle('scripts/generate-importmap.ts', 'dist/generate-importmap.mjs')
  await bundle('scripts/migrate-create.ts', 'dist/migrate-create.mjs')
  await bundle('scripts/import.ts', 'dist/import.mjs')
  await bundle('scripts/admin.ts', 'dist/admin.mjs')
})
await step('import map', () => execFileSync(process.execPath, ['dist/generate-importmap.mjs'], { stdio: 'inherit', env: { ...env, LOG_LEVEL: 'warn' } }))
await step('next build', () => execFileSync(process.execPath, ['node_modules/next/dist/bin/next', 'build', 'frontend'], { stdio: 'inherit', env }))
// Next's server chunks stay in memory as source text: one byte a character, not two (scripts/asciiOnly.mjs).
await step('one-byte server chunks', () => console.log(`build: ${asciiOnlyNextServer('frontend/.next')} server chunks rewritten to ASCII`))
