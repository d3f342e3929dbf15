import type { TFunction } from 'i18next'
import { IMPORT_NOTE_CODES, IMPORT_REPORT_KINDS, IMPORT_SKIPPED_KINDS, type ImportReport } from '../../domain/imports'

/**
 * A report as lines of text in one language (the command's output; the back-office shows the
 * same report as a table): counts by kind, statuses, what was skipped, each note with its first
 * examples, and a few old addresses with where they lead now.
 */
export function reportLines(report: ImportReport, t: TFunction, examplesPerNote = 5): string[] {
  const lines = [
    report.dryRun ? t('admin.import.doneDry') : t('admin.import.done'),
    t('admin.import.report.posts', { count: report.posts, format: report.format.toUpperCase() }),
    '',
  ]
  for (const kind of IMPORT_REPORT_KINDS) {
    const tally = report[kind] ?? { created: 0, existing: 0 }
    const missing = kind === 'images' ? ` · ${t('admin.import.report.missing')}: ${report.images.missing}` : ''
    lines.push(
      `${t(`admin.import.report.${kind}`)}: ${t('admin.import.report.created')} ${tally.created} · ${t('admin.import.report.existing')} ${tally.existing}${missing}`,
    )
  }
  lines.push(t('admin.import.report.statuses', report.statuses))
  const skipped = IMPORT_SKIPPED_KINDS.filter((kind) => report.skipped[kind] > 0)
  if (skipped.length)
    lines.push(`${t('admin.import.report.skipped')}: ${skipped.map((kind) => `${t(`admin.import.skippedKinds.${kind}`)} ${report.skipped[kind]}`).join(' · ')}`)
  if (report.comments?.length) {
    lines.push('', `${t('admin.import.report.comments')}: ${report.skipped.comments}`)
    for (const { item, count } of report.comments.slice(0, examplesPerNote)) lines.push(`    ${item}: ${count}`)
    if (report.comments.length > examplesPerNote) lines.push(`    … ${t('admin.import.report.more', { count: report.comments.length - examplesPerNote })}`)
  }
  const notes = IMPORT_NOTE_CODES.filter((code) => report.notes[code])
  if (notes.length) lines.push('', `${t('admin.import.report.notes')}:`)
  for (const code of notes) {
    const note = report.notes[code]!
    lines.push(`- ${t(`admin.import.notes.${code}`)}: ${note.count}`)
    for (const example of note.examples.slice(0, examplesPerNote)) lines.push(`    ${example.item}${example.detail ? ` (${example.detail})` : ''}`)
    if (note.count > examplesPerNote)
      lines.push(`    … ${t('admin.import.report.more', { count: note.count - Math.min(examplesPerNote, note.examples.length) })}`)
  }
  if (report.redirectExamples.length) {
    lines.push('', `${t('admin.import.report.examples')}:`)
    for (const { from, to } of report.redirectExamples) lines.push(`    ${from} -> ${to}`)
  }
  return lines
}
