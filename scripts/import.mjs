// npm run import -- <file> ...: runs the import command (scripts/import.ts), bundled by npm run build;
// bundled here first when the build has not been run yet.
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import path from 'node:path'

const entry = path.resolve('dist/import.mjs')
if (!existsSync(entry)) await (await import('./bundle.mjs')).bundle('scripts/import.ts', 'dist/import.mjs')
await import(pathToFileURL(entry).href)
