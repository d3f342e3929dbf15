// npm run bench -- durability: twenty kill -9s mid-burst per database (DURABILITY_KILLS), then
// every acknowledged write checked in the database itself. PostgreSQL from TEST_POSTGRES_URL.
import path from 'node:path'
import pg from 'pg'
import { killNineRun } from '../tests/helpers/durability'
import { tempDataDir } from '../tests/helpers/serverProcess'

const kills = Number(process.env.DURABILITY_KILLS ?? 20)
const log = (line: string) => console.log(line)

const dir = tempDataDir()
const sqlite = await killNineRun({ databaseUri: `file:${path.join(dir, 'site.db')}`, dataDir: dir, kills, log })
console.log('SQLite', JSON.stringify({ ...sqlite, lost: sqlite.lost.length }))

const admin = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const name = `bench_durability_${Date.now()}`
const url = new URL(admin)
url.pathname = `/${name}`
try {
  const postgres = await killNineRun({ databaseUri: url.toString(), dataDir: tempDataDir(), kills, log })
  console.log('PostgreSQL', JSON.stringify({ ...postgres, lost: postgres.lost.length }))
} finally {
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  await client.query(`drop database if exists "${name}" with (force)`)
  await client.end()
}
