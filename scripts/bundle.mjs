// Bundles a TypeScript entry for Node 24 with esbuild. Importing payload.config.ts through
// tsx or plain ESM exited with code 13 at random on Node 20 (ARCHITECTURE.md section 8).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import { asciiOnly } from './asciiOnly.mjs'

const EXTERNAL = [
  'sharp',
  'libsql',
  '@libsql/client',
  'pg',
  'mongoose',
  'drizzle-kit',
  'drizzle-kit/api',
  'next',
  'react',
  'react-dom',
  'graphql',
  'express',
  'pino',
  'pino-pretty',
  'esbuild',
  'tsx',
  '@next/env',
  'json-schema-to-typescript',
  'prettier',
  'ws',
  'undici',
  'file-type',
  'nodemailer',
  'happy-dom',
]

/**
 * `split`: code loaded by `import()` goes to chunks of its own beside the output, loaded when
 * called (the database adapters: config/database.ts). Without it, esbuild puts them in the one
 * file and hoists their external imports (mongoose, pg) to its top, loaded at every start.
 * `entry` may be a list (split only): the entries are written beside `outfile` under their own names.
 */
export async function bundle(entry, outfile, { split = false } = {}) {
  const entries = [entry].flat()
  const result = await build({
    write: false,
    entryPoints: entries,
    ...(split
      ? {
          outdir: path.dirname(outfile),
          // Several entries split together share their common modules (one zod, not one per entry); each keeps its name.
          entryNames: entries.length > 1 ? '[name]' : path.basename(outfile, '.mjs'),
          chunkNames: 'chunks/[name]-[hash]',
          outExtension: { '.js': '.mjs' },
          splitting: true,
        }
      : { outfile }),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    tsconfig: 'tsconfig.json',
    external: EXTERNAL,
    sourcemap: 'linked',
    logLevel: 'warning',
    legalComments: 'none',
    // Whitespace and comments out: the source stays in memory as long as the process runs (V8 keeps it for
    // lazy compilation), and one non-Latin-1 character in a comment made the whole 12 MB text two bytes a character.
    minifyWhitespace: true,
    minifySyntax: true,
    charset: 'ascii',
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    loader: { '.node': 'copy' },
  })
  // The last build's chunks go: their names carry a hash, and nothing else writes there.
  if (split) rmSync(path.join(path.dirname(outfile), 'chunks'), { recursive: true, force: true })
  for (const file of result.outputFiles) {
    mkdirSync(path.dirname(file.path), { recursive: true })
    writeFileSync(file.path, file.path.endsWith('.mjs') ? asciiOnly(file.text) : file.contents)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [entry, outfile] = process.argv.slice(2)
  await bundle(entry, outfile)
}
