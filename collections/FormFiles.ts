import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { byRoute } from '../access/predicates'
import { fileTypesOf, FILE_KIND_NAMES } from '../domain/builtForms'
import { panelText } from './fields/panelText'

/**
 * Files visitors attach to forms staff built (issue #65): a CV, a photo, a spreadsheet of a
 * quote. Checked by their content before they are stored (services/forms/files.ts) and kept
 * under a random name, away from the public media: only staff who read the form's submissions
 * read them, through the gateway (`GET /api/forms/files/{id}`) or `/cms-api` with the same rule.
 *
 * A file arrives before the submission that names it (its upload answers a token, which the
 * submission carries); it is tied to the submission when that is stored, and a file no
 * submission claimed within a day is deleted by the retention job.
 */
export const formFilesDir = () => path.resolve(process.env.DATA_DIR ?? './data', 'form-files')

export const FormFiles: CollectionConfig = {
  slug: 'form-files',
  labels: { singular: panelText('admin.forms.screen.files'), plural: panelText('admin.forms.screen.files') },
  admin: { group: panelText('admin.forms.group'), useAsTitle: 'originalName', defaultColumns: ['originalName', 'field', 'createdAt'] },
  // The retention job's reads: the files no submission claimed and a submission's files; a form's
  // old files on (form, createdAt), named in config/pageIndexes.ts (Payload names a compound index
  // by its fields, and form-submissions has a `form_createdAt_idx` already).
  indexes: [{ fields: ['submission', 'createdAt'] }],
  access: {
    read: byRoute('message-received'),
    // Only the site's upload route stores a file (through the Local API); nobody edits one.
    create: () => false,
    update: () => false,
    delete: byRoute('message-received'),
  },
  upload: {
    staticDir: formFilesDir(),
    mimeTypes: fileTypesOf(FILE_KIND_NAMES),
    // A visitor's file is never shown inline: opened, it downloads.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Content-Disposition', 'attachment')
      headers.set('X-Content-Type-Options', 'nosniff')
      return headers
    },
  },
  fields: [
    // Not required: a form deleted with unclaimed files leaves them to the retention job (its row sets this to null).
    { name: 'form', type: 'relationship', relationTo: 'forms', index: true, admin: { readOnly: true } },
    { name: 'field', type: 'text', required: true, maxLength: 40, admin: { readOnly: true } },
    /** The name the visitor's file had (shown to staff and given to the download); the stored name is random. */
    { name: 'originalName', type: 'text', required: true, maxLength: 200, admin: { readOnly: true } },
    /** The submission that named it; empty until one does. */
    { name: 'submission', type: 'relationship', relationTo: 'form-submissions', admin: { readOnly: true } },
    /** sha256 of the upload's token: the token itself is given once, to the visitor's browser. */
    { name: 'tokenHash', type: 'text', required: true, unique: true, admin: { hidden: true } },
    /** sha256 of the content: the same post sent twice is one submission, whatever the upload's token. */
    { name: 'contentHash', type: 'text', required: true, admin: { hidden: true } },
    // The storage plugin's object key (config/mediaStorage.ts), as on media.
    { name: '_objectKey', type: 'text', admin: { hidden: true, readOnly: true } },
  ],
}
