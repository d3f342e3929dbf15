// npm run admin -- reset <email>: runs the operator's command (scripts/admin.ts), bundled by npm run build;
// bundled here first when the build has not been run yet.
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import path from 'node:path'

const entry = path.resolve('dist/admin.mjs')
if (!existsSync(entry)) await (await import('./bundle.mjs')).bundle('scripts/admin.ts', 'dist/admin.mjs')
await import(pathToFileURL(entry).href)
