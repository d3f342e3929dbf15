// npm run migrate:create -- <name>: one migration for SQLite and one for PostgreSQL, in step.
import { execFileSync } from 'node:child_process'
import { bundle } from './bundle.mjs'

const name = process.argv[2]
if (!name) {
  console.error('usage: npm run migrate:create -- <name>')
  process.exit(2)
}
await bundle('scripts/migrate-create.ts', 'dist/migrate-create.mjs')
for (const kind of ['sqlite', 'postgres']) {
  execFileSync(process.execPath, ['dist/migrate-create.mjs', kind, name], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development' } })
}
