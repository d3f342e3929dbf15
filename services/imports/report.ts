import { IMPORT_NOTE_EXAMPLES, type ImportFormat, type ImportNoteCode, type ImportReport } from '../../domain/imports'

const tally = () => ({ created: 0, existing: 0 })

export function emptyReport(format: ImportFormat, site: string, dryRun: boolean): ImportReport {
  return {
    format,
    site,
    dryRun,
    posts: 0,
    articles: tally(),
    pages: tally(),
    menuItems: tally(),
    categories: tally(),
    tags: tally(),
    authors: tally(),
    images: { ...tally(), missing: 0 },
    redirects: tally(),
    statuses: { published: 0, scheduled: 0, draft: 0 },
    skipped: { pages: 0, attachments: 0, menuItems: 0, comments: 0, other: 0 },
    comments: [],
    notes: {},
    redirectExamples: [],
  }
}

/** Counts a note; keeps its first examples only, so a report stays small however large the blog. */
export function addNote(report: ImportReport, code: ImportNoteCode, item: string, detail?: string): void {
  const entry = (report.notes[code] ??= { count: 0, examples: [] })
  entry.count++
  if (entry.examples.length < IMPORT_NOTE_EXAMPLES) entry.examples.push(detail === undefined ? { item } : { item, detail })
}

/** Counts a post's comments in the report: the posts with the most are kept, as many as a note's examples. */
export function addComments(report: ImportReport, item: string, count: number): void {
  if (count <= 0) return
  const list = (report.comments ??= [])
  if (list.length >= IMPORT_NOTE_EXAMPLES && list.at(-1)!.count >= count) return
  list.push({ item, count })
  list.sort((a, b) => b.count - a.count)
  if (list.length > IMPORT_NOTE_EXAMPLES) list.pop()
}
