/**
 * Data part of the 20261207 submission-search migrations (SQLite and PostgreSQL alike): the
 * submissions stored before staff could search them get the text search compares, as
 * services/forms/index.ts writes it for new ones (every value but ticks, lower case, no accents,
 * 4,000 characters at most). Frozen with the migration: a copy, not an import.
 */
export function searchTextOf(values: unknown): string {
  let parsed = values
  if (typeof parsed === 'string') {
    try {
      parsed = JSON.parse(parsed)
    } catch {
      return ''
    }
  }
  if (!parsed || typeof parsed !== 'object') return ''
  return Object.values(parsed as Record<string, unknown>)
    .filter((value) => typeof value !== 'boolean' && value !== null && value !== undefined)
    .map((value) => (Array.isArray(value) ? value.join(', ') : String(value)))
    .join(' ')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 4_000)
}

/** How many rows one read takes: the table grows with a form's life, the migration's memory does not. */
export const SEARCH_BATCH = 500

type Row = { id: number | string; values: unknown }

/** Walks the submissions by id, in batches, and writes each one's search text. */
export async function fillSubmissionSearch(db: { batch: (after: number) => Promise<Row[]>; write: (id: number | string, text: string) => Promise<void> }) {
  for (let after = 0; ;) {
    const rows = await db.batch(after)
    for (const row of rows) {
      after = Number(row.id)
      await db.write(row.id, searchTextOf(row.values))
    }
    if (rows.length < SEARCH_BATCH) return
  }
}
