// npm run bench [-- pages|api|growth|durability|soak|login|cluster|newsletter|confirm-burst|languages|history|memory|start|import]. The benches' own tools (autocannon,
// Lighthouse) live in bench/package.json, installed here on first use, so the product's
// `npm ci` never downloads them.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
if (!existsSync(path.join(here, 'node_modules', 'autocannon'))) {
  console.log('bench: installing its tools (bench/package.json)')
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: here, stdio: 'inherit' })
}
await import('./main.mjs')
