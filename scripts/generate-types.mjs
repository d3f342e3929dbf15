// npm run generate:types [-- --check]: bundles the generator (see bundle.mjs for why) and runs it.
import { execFileSync } from 'node:child_process'
import { bundle } from './bundle.mjs'

await bundle('scripts/generate-types.ts', 'dist/generate-types.mjs')
try {
  execFileSync(process.execPath, ['dist/generate-types.mjs', ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, LOG_LEVEL: 'warn' } })
} catch (error) {
  process.exit(typeof error?.status === 'number' ? error.status : 1)
}
