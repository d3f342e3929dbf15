import { readFileSync } from 'node:fs'
import type { FillDb } from '../../bench/growth/fill'

/**
 * The query-plan guard's judge: every statement a server sent (its SQL_LOG_FILE), asked back
 * to the database for its plan. A statement fails when its plan reads a whole table that
 * grows with the content, which is what made 100k articles 37-76x slower than 1k: timing
 * depends on the machine, a plan does not.
 *
 * - SQLite (`EXPLAIN QUERY PLAN`): `SCAN t` (every row), or `SCAN t USING [COVERING] INDEX i`
 *   (every index entry) in a statement with no LIMIT to stop the walk.
 * - PostgreSQL (`EXPLAIN (FORMAT JSON)` with `enable_seqscan = off`, so a sequential scan is
 *   chosen only when no index can serve): a Seq Scan, or an index scan whose condition does not
 *   start at the index's first column (a walk of the whole index), except an ordered walk under a Limit.
 */
export type LoggedStatement = { sql: string; params: unknown[]; issuedBy: string }
export type PlanFinding = { table: string; plan: string; sql: string; issuedBy: string }

/** Cuts the log into the statements each labelled call caused (`marks`: byte offsets where each call began). */
export function readStatements(file: string, marks: { at: number; label: string }[]): LoggedStatement[] {
  const text = readFileSync(file)
  const out: LoggedStatement[] = []
  let offset = 0
  for (const line of text.toString('utf8').split('\n')) {
    const at = offset
    offset += Buffer.byteLength(line, 'utf8') + 1
    if (!line) continue
    const label = [...marks].reverse().find((m) => m.at <= at)?.label ?? 'start-up'
    const { sql, params } = JSON.parse(line) as { sql: string; params: unknown[] }
    out.push({ sql, params, issuedBy: label })
  }
  return out
}

/** The statements worth a plan (data reads and writes), one per distinct text, with the first call that sent it. */
export function distinctStatements(all: LoggedStatement[]): LoggedStatement[] {
  const seen = new Map<string, LoggedStatement>()
  for (const s of all) {
    if (!/^\s*(select|insert|update|delete|with)\b/i.test(s.sql)) continue
    if (!seen.has(s.sql)) seen.set(s.sql, s)
  }
  return [...seen.values()]
}

/** Tables with at least `min` rows: the ones a full read of would grow with the content. */
export async function growingTables(db: FillDb, min: number): Promise<Set<string>> {
  const names =
    db.kind === 'sqlite'
      ? (await db.query(`SELECT "name" FROM "sqlite_master" WHERE "type" = 'table' AND "name" NOT LIKE 'sqlite_%'`)).map((r) => String(r.name))
      : (await db.query(`SELECT "tablename" AS "name" FROM "pg_tables" WHERE "schemaname" = 'public'`)).map((r) => String(r.name))
  const growing = new Set<string>()
  for (const name of names) {
    const rows = Number((await db.query(`SELECT count(*) AS "n" FROM "${name}"`).catch(() => [{ n: 0 }]))[0]?.n ?? 0)
    if (rows >= min) growing.add(name)
  }
  return growing
}

const hasLimit = (sql: string) => /\blimit\b/i.test(sql)

export async function findFullScans(db: FillDb, statements: LoggedStatement[], growing: Set<string>): Promise<{ findings: PlanFinding[]; explained: number }> {
  const findings: PlanFinding[] = []
  let explained = 0
  const indexes = db.kind === 'postgres' ? await postgresIndexes(db) : new Map()
  if (db.kind === 'postgres') await db.query('SET enable_seqscan = off')
  for (const s of statements) {
    const params = s.params.map((p) => (p !== null && typeof p === 'object' ? JSON.stringify(p) : p)) as never[]
    if (db.kind === 'sqlite') {
      const rows = await db.query(`EXPLAIN QUERY PLAN ${s.sql}`, params).catch((e: Error) => [{ detail: `EXPLAIN failed: ${e.message}` }])
      explained++
      if (String(rows[0]?.detail).startsWith('EXPLAIN failed'))
        findings.push({ table: '(no plan)', plan: String(rows[0]!.detail), sql: s.sql, issuedBy: s.issuedBy })
      if (/^\s*insert\b/i.test(s.sql) && !/\bselect\b/i.test(s.sql)) continue // see sqliteScans
      for (const f of sqliteScans(
        rows.map((r) => String(r.detail)),
        s.sql,
      )) {
        if (growing.has(f.table)) findings.push({ ...f, sql: s.sql, issuedBy: s.issuedBy })
      }
      continue
    }
    // Drizzle's PostgreSQL statements already number their parameters ($1...), which FillDb passes through.
    const rows = await db.query(`EXPLAIN (FORMAT JSON) ${s.sql}`, params).catch((e: Error) => e)
    explained++
    if (rows instanceof Error) {
      findings.push({ table: '(no plan)', plan: `EXPLAIN failed: ${rows.message}`, sql: s.sql, issuedBy: s.issuedBy })
      continue
    }
    const plan = (rows[0]!['QUERY PLAN'] as [{ Plan: PgNode }])[0].Plan
    const lookedUp = idLookups(s.sql)
    walk(plan, false, (node, limited) => {
      const index = node['Index Name'] ? indexes.get(node['Index Name']) : undefined
      const table = node['Relation Name'] ?? index?.table
      if (!table || !growing.has(table)) return
      const type = node['Node Type']
      // An index condition that does not name the index's first column walks the whole index too.
      const seeks = node['Index Cond'] && (!index || new RegExp(`\\b${index.first}\\b`).test(node['Index Cond']))
      // Rows asked for by id must be found by id (see sqliteScans).
      const byId = lookedUp.has(node['Alias'] ?? table) && !(node['Index Cond'] && /\bid\b/.test(node['Index Cond']))
      if (byId && /^(Seq|Index|Index Only|Bitmap Index) Scan$/.test(type)) {
        findings.push({
          table,
          plan: `${type} on ${table}${node['Index Name'] ? ` using ${node['Index Name']}` : ''} (looks rows up by id but does not seek the ids)`,
          sql: s.sql,
          issuedBy: s.issuedBy,
        })
        return
      }
      const full = type === 'Seq Scan' || (/^(Index|Index Only|Bitmap Index) Scan$/.test(type) && !seeks && !(limited && !node['Index Cond']))
      if (full)
        findings.push({
          table,
          plan: `${type} on ${table}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}${node['Index Cond'] ? ` (${node['Index Cond']})` : ''}`,
          sql: s.sql,
          issuedBy: s.issuedBy,
        })
    })
  }
  return { findings, explained }
}

/**
 * The whole-table reads in a SQLite plan, by table (an alias such as drizzle's "articles__rels"
 * is resolved through the statement's `"table" "alias"`). Not reads of a table: a subquery's
 * own rows (its CO-ROUTINE or MATERIALIZE name) and an FTS5 MATCH (`VIRTUAL TABLE INDEX n:M`).
 * An INSERT of values is skipped by the caller: its plan lists the foreign-key checks SQLite
 * would run if the parent key changed, which a new row's never does.
 */
export function sqliteScans(details: string[], sql: string): { table: string; plan: string }[] {
  const aliases = new Map<string, string>()
  for (const m of sql.matchAll(/"(\w+)"\s+(?:as\s+)?"(\w+)"/gi)) aliases.set(m[2]!, m[1]!)
  const subqueries = new Set(details.flatMap((d) => /^(?:CO-ROUTINE|MATERIALIZE) (\S+)/.exec(d)?.[1] ?? []))
  const out: { table: string; plan: string }[] = []
  const lookedUp = idLookups(sql)
  for (const plan of details) {
    // Rows asked for by id must be found by id: a walk of another index (the default order's,
    // say) meets every id only after most of the table when the ids are spread out.
    const read = /^(?:SEARCH|SCAN) (\S+)/.exec(plan)?.[1]
    if (read && lookedUp.has(read) && !/\browid=/.test(plan)) {
      out.push({ table: aliases.get(read) ?? read, plan: `${plan} (looks rows up by id but does not seek the ids)` })
      continue
    }
    const m = /^SCAN (\S+)(?: AS \S+)?( USING (?:COVERING )?INDEX \S+)?/.exec(plan)
    if (!m || subqueries.has(m[1]!) || /VIRTUAL TABLE INDEX \d+:M/.test(plan)) continue
    if (m[2] && hasLimit(sql)) continue
    out.push({ table: aliases.get(m[1]!) ?? m[1]!, plan })
  }
  return out
}

/** The tables (or aliases) whose rows a statement asks for by a list of ids: `"t"."id" in (...)`. */
export function idLookups(sql: string): Set<string> {
  return new Set([...sql.matchAll(/"(\w+)"\."id" in \(/gi)].map((m) => m[1]!))
}

/** Each index's table and first column (PostgreSQL), to tell a seek from a walk of the whole index. */
async function postgresIndexes(db: FillDb): Promise<Map<string, { table: string; first: string }>> {
  const rows = await db.query(
    `SELECT i.relname AS "index", t.relname AS "table", a.attname AS "first" FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
     JOIN pg_class t ON t.oid = x.indrelid JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = x.indkey[0] JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE n.nspname = 'public'`,
  )
  return new Map(rows.map((r) => [String(r.index), { table: String(r.table), first: String(r.first) }]))
}

type PgNode = { 'Node Type': string; 'Relation Name'?: string; Alias?: string; 'Index Name'?: string; 'Index Cond'?: string; Plans?: PgNode[] }

function walk(node: PgNode, limited: boolean, visit: (node: PgNode, limited: boolean) => void) {
  visit(node, limited)
  for (const child of node.Plans ?? []) walk(child, limited || node['Node Type'] === 'Limit', visit)
}

/** One line per finding, grouped by table, for a failure message a person can act on. */
export function describeFindings(findings: PlanFinding[]): string {
  const seen = new Set<string>()
  return findings
    .filter((f) => !seen.has(f.plan + f.sql) && seen.add(f.plan + f.sql))
    .map((f) => `- ${f.plan}\n  issued by ${f.issuedBy}\n  ${f.sql.slice(0, 400)}`)
    .join('\n')
}
