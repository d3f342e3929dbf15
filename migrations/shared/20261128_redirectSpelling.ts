/**
 * Data part of the 20261128 redirect-spelling migrations (SQLite and PostgreSQL alike): an
 * imported blog's old addresses are kept with one percent-encoding spelling from now on
 * (services/redirects/paths.ts, issue #44, item 4), so rows kept before with lower-case escapes
 * or raw characters are spelled that way once. Frozen with the migration: a copy, not an import.
 */
export function respelled(path: string): string {
  const upper = path.replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase())
  try {
    return upper.replace(/[^\p{ASCII}]+/gu, (run) => encodeURIComponent(run))
  } catch {
    return upper
  }
}

/** How many rows one read takes: the table grows with an imported blog, the migration's memory does not. */
export const RESPELL_BATCH = 500

type Row = { id: number | string; path: string }

/**
 * Walks the redirects whose path may need it by id, in batches, and respells each: where the new
 * spelling is already kept (the same address twice), the older row stays and this one goes.
 */
export async function respellRedirects(db: {
  batch: (after: number) => Promise<Row[]>
  taken: (path: string) => Promise<boolean>
  rename: (id: number | string, path: string) => Promise<void>
  remove: (id: number | string) => Promise<void>
}): Promise<void> {
  for (let after = 0; ;) {
    const rows = await db.batch(after)
    for (const row of rows) {
      after = Number(row.id)
      const path = respelled(row.path)
      if (path === row.path) continue
      if (await db.taken(path)) await db.remove(row.id)
      else await db.rename(row.id, path)
    }
    if (rows.length < RESPELL_BATCH) return
  }
}
