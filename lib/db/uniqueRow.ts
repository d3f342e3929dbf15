/**
 * A row id a client sent that another row already has: an array row's or a block's (SQLite's
 * "UNIQUE constraint failed: pages_blocks_rich_text.id", PostgreSQL's 23505 on a table's key).
 * The write is the caller's mistake, refused whole (issue #60, item 3), not a server error.
 */
export function duplicateRowId(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0;
    e && typeof e === 'object' && depth < 5;
    depth++
  ) {
    if (/UNIQUE constraint failed: \w+\.id\b/.test(String(e.message ?? ''))) return true
    if (e.code === '23505' && /_pkey$/.test(String(e.constraint ?? ''))) return true
    e = e.cause as typeof e
  }
  return false
}
