// Bundles a TypeScript entry for Node 20 with esbuild. Importing payload.config.ts through
// tsx or plain ESM exits with code 13 at random on Node 20 (ARCHITECTURE.md section 8).
import { build } from 'esbuild'

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
  '@payloadcms/email-nodemailer',
]

export async function bundle(entry, outfile) {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: 'tsconfig.json',
    external: EXTERNAL,
    sourcemap: 'linked',
    logLevel: 'warning',
    legalComments: 'none',
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    loader: { '.node': 'copy' },
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [entry, outfile] = process.argv.slice(2)
  await bundle(entry, outfile)
}
