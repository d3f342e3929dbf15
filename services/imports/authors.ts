import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import type { ImportReport } from '../../domain/imports'
import { DEFAULT_CONTENT_LOCALE, type ContentLocale } from '../../domain/contentLocales'
import { slugify } from '../../lib/text/normalize'
import { keepFormerAddress } from '../redirects'
import { inTransaction } from '../transaction'
import { createFilledByHooks } from './createRow'
import { importedTarget, rememberImported } from './ledger'
import { addNote } from './report'
import type { SourceAuthor } from './source'

const sys = { overrideAccess: true, depth: 0 } as const
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The old blog's authors as users of the author type, inactive and with no password anyone
 * knows: they cannot sign in until an administrator invites them (first access). An author whose
 * e-mail belongs to a user here already is that user, left as it is. Returns the export's key -> user id.
 */
export async function bringAuthors(
  payload: Payload,
  site: string,
  authors: Map<string, SourceAuthor>,
  report: ImportReport,
  language: ContentLocale = DEFAULT_CONTENT_LOCALE,
): Promise<Map<string, number | string>> {
  const ids = new Map<string, number | string>()
  for (const author of authors.values()) {
    const source = `${site}|author|${author.key}`
    const imported = await importedTarget(payload, source)
    if (imported !== null) {
      report.authors.existing++
      ids.set(author.key, imported)
      continue
    }
    const valid = author.email !== null && EMAIL.test(author.email)
    const email = valid ? author.email!.toLowerCase() : `${slugify(author.key) || 'author'}@imported.invalid`
    if (!valid) addNote(report, 'fieldMissing', `${author.name} ${author.lastName}`.trim(), `email: ${email}`)
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      select: {},
      limit: 1,
      pagination: false /* one row by its unique e-mail */,
      ...sys,
    })
    const existing = docs[0]?.id ?? null
    if (existing !== null) addNote(report, 'authorMatched', `${author.name} ${author.lastName}`.trim(), email)
    report.authors[existing === null ? 'created' : 'existing']++
    if (report.dryRun) {
      ids.set(author.key, existing ?? 0)
      continue
    }
    const id = await inTransaction(payload, null, async (req) => {
      const target =
        existing ??
        (
          await createFilledByHooks(
            payload,
            'users',
            {
              name: author.name.slice(0, 80),
              last_name: author.lastName.slice(0, 80),
              email,
              // Random and never shown: the account opens only through an invitation.
              password: randomBytes(32).toString('base64url'),
              type: 'author',
              // The export names no position: none is invented (the field allows that for imports alone).
              position: null,
              status: 'inactive',
              ...(author.bio ? { biography: author.bio.slice(0, 2000) } : {}),
            },
            { disableVerificationEmail: true, req, context: { importedAuthor: true } },
          )
        ).id
      if (existing === null && author.bio && language !== DEFAULT_CONTENT_LOCALE)
        // Written in the blog's language: its readers there see it with no "not yet translated" note (issue #64, item 4).
        await payload.update({ collection: 'users', id: target, locale: language, data: { biography: author.bio.slice(0, 2000) }, ...sys, req })
      await rememberImported(req, source, 'author', target)
      for (const path of author.oldPaths) if ('kept' in (await keepFormerAddress(req, path, 'author', target))) report.redirects.created++
      return target
    })
    ids.set(author.key, id)
  }
  return ids
}
