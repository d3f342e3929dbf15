import type { TestServer } from './boot'

/** A count of a table's rows in SQL, past the Local API (what a half-done write would leave behind). */
export async function rowCount(server: TestServer, table: string, where = ''): Promise<number> {
  const sql = `SELECT count(*) AS n FROM "${table}"${where ? ` WHERE ${where}` : ''}`
  if (server.db.kind === 'postgres') {
    const pool = (server.payload.db as unknown as { pool: { query: (q: string) => Promise<{ rows: { n: string }[] }> } }).pool
    return Number((await pool.query(sql)).rows[0]!.n)
  }
  const client = (server.payload.db as unknown as { client: { execute: (q: string) => Promise<{ rows: { n: unknown }[] }> } }).client
  return Number((await client.execute(sql)).rows[0]!.n)
}

/** Every value of a text column, for a look at what is stored. */
export async function columnTexts(server: TestServer, table: string, column: string): Promise<string[]> {
  const sql = `SELECT "${column}" AS v FROM "${table}"`
  if (server.db.kind === 'postgres') {
    const pool = (server.payload.db as unknown as { pool: { query: (q: string) => Promise<{ rows: { v: string }[] }> } }).pool
    return (await pool.query(sql)).rows.map((r) => String(r.v))
  }
  const client = (server.payload.db as unknown as { client: { execute: (q: string) => Promise<{ rows: { v: unknown }[] }> } }).client
  return (await client.execute(sql)).rows.map((r) => String(r.v))
}

/** Runs one SQL statement past the Local API (a trigger that plays another process's part). */
export async function runSql(server: TestServer, sql: string): Promise<void> {
  if (server.db.kind === 'postgres') {
    await (server.payload.db as unknown as { pool: { query: (q: string) => Promise<unknown> } }).pool.query(sql)
    return
  }
  await (server.payload.db as unknown as { client: { execute: (q: string) => Promise<unknown> } }).client.execute(sql)
}
