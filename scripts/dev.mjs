// npm run dev: the same one process with Next in dev mode and schema push, on its own
// database file (data/dev.db) so a pushed schema never meets production migrations.
import { spawn } from 'node:child_process'
import { bundle } from './bundle.mjs'

await bundle(['gateway/server.ts', 'gateway/serve.ts'], 'dist/server.mjs', { split: true })
const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.mjs'], {
  stdio: 'inherit',
  env: { DATABASE_URI: 'file:./data/dev.db', ...process.env, NODE_ENV: 'development', NEXT_TELEMETRY_DISABLED: '1' },
})
child.on('exit', (code) => process.exit(code ?? 0))
