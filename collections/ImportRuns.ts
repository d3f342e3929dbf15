import type { CollectionConfig } from 'payload'
import { CONTENT_LOCALES, DEFAULT_CONTENT_LOCALE } from '../domain/contentLocales'
import { IMPORT_ERROR_CODES, IMPORT_FORMATS, IMPORT_RUN_STATUSES } from '../domain/imports'

/**
 * An import started from the back-office (Settings > Import): its uploaded file, where it stands
 * and its report. A run is its row: one interrupted by a crash or a restart is still `running`,
 * and the worker takes it up again (services/imports/runs.ts), skipping what it had imported.
 * Only the service reads and writes it.
 */
export const ImportRuns: CollectionConfig = {
  slug: 'import-runs',
  admin: { hidden: true },
  lockDocuments: false,
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  indexes: [{ fields: ['status', 'createdAt'] }],
  fields: [
    { name: 'status', type: 'select', required: true, defaultValue: 'running', options: [...IMPORT_RUN_STATUSES] },
    { name: 'dryRun', type: 'checkbox', defaultValue: false },
    /** The language the blog is written in (issue #44, item 4). */
    { name: 'language', type: 'select', options: [...CONTENT_LOCALES], defaultValue: DEFAULT_CONTENT_LOCALE },
    /** The upload on disk (under DATA_DIR/imports), deleted when the run ends. */
    { name: 'file', type: 'text', required: true },
    { name: 'fileName', type: 'text', maxLength: 200 },
    { name: 'format', type: 'select', options: [...IMPORT_FORMATS] },
    { name: 'done', type: 'number', defaultValue: 0 },
    { name: 'total', type: 'number', defaultValue: 0 },
    /** How many times a worker took it up: more than one means it was resumed after an interruption. */
    { name: 'attempts', type: 'number', defaultValue: 0 },
    { name: 'report', type: 'json' },
    { name: 'error', type: 'select', options: [...IMPORT_ERROR_CODES, 'failed'] },
    { name: 'detail', type: 'text', maxLength: 500 },
    { name: 'startedBy', type: 'relationship', relationTo: 'users' },
    { name: 'finishedAt', type: 'date' },
  ],
}
