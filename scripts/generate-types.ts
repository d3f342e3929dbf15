/**
 * Writes payload-types.ts from the collections and globals (npm run generate:types).
 * With --check it writes nothing and exits 1 when the checked-in file is stale, so CI
 * catches a collection changed without its types.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildConfig } from 'payload'
import { generateTypes } from 'payload/node'
import { appConfig } from '../payload.config'

const check = process.argv.includes('--check')
// SQLite's numeric ids are the types' ids; nothing connects to this database.
const config = await buildConfig(await appConfig({ databaseUri: 'file::memory:' }))
const checkedIn = config.typescript.outputFile

if (!check) {
  await generateTypes(config, { log: false })
  console.log(`generate:types: wrote ${path.relative(process.cwd(), checkedIn)}`)
  process.exit(0)
}

const dir = await mkdtemp(path.join(tmpdir(), 'payload-types-'))
process.env.PAYLOAD_TS_OUTPUT_PATH = path.join(dir, 'payload-types.ts')
await generateTypes(config, { log: false })
const fresh = await readFile(process.env.PAYLOAD_TS_OUTPUT_PATH, 'utf8')
const current = await readFile(checkedIn, 'utf8').catch(() => '')
await rm(dir, { recursive: true, force: true })
if (fresh !== current) {
  console.error('payload-types.ts is stale: run `npm run generate:types` and commit it')
  process.exit(1)
}
console.log('payload-types.ts matches the config')
process.exit(0)
