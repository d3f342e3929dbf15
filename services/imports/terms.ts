import type { Payload } from 'payload'
import type { ImportReport } from '../../domain/imports'
import { slugify } from '../../lib/text/normalize'
import { keepFormerAddress } from '../redirects'
import { inTransaction } from '../transaction'
import { createFilledByHooks } from './createRow'
import { importedTarget, rememberImported } from './ledger'
import { addNote } from './report'
import type { SourceTerm } from './source'

type TermCollection = 'categories' | 'tags'
const NAME_MAX: Record<TermCollection, number> = { categories: 80, tags: 60 }
const sys = { overrideAccess: true, depth: 0 } as const

/**
 * The old blog's categories or tags as this product's: each matched by its slug (or its name) to
 * one that exists, else created; WordPress's nested categories flattened, with their parents
 * named in the report. Returns the old slug -> id here. Nothing existing is changed.
 */
export async function bringTerms(
  payload: Payload,
  collection: TermCollection,
  site: string,
  terms: Map<string, SourceTerm>,
  report: ImportReport,
): Promise<Map<string, number | string>> {
  const ids = new Map<string, number | string>()
  const kind = collection === 'categories' ? 'category' : 'tag'
  const tally = collection === 'categories' ? report.categories : report.tags
  // Names are unique here: two old terms of one name (WordPress allows it under different parents) become one.
  const byName = new Map<string, number | string>()
  for (const term of terms.values()) {
    const source = `${site}|${kind}|${term.key}`
    const name = term.name.slice(0, NAME_MAX[collection])
    if (kind === 'category' && term.parents.length) addNote(report, 'categoryFlattened', name, [...term.parents, name].join(' › '))
    const imported = await importedTarget(payload, source)
    if (imported !== null) {
      tally.existing++
      ids.set(term.key, imported)
      continue
    }
    const existing = byName.get(name.toLowerCase()) ?? (await existingTerm(payload, collection, term.key, name))
    tally[existing === null ? 'created' : 'existing']++
    if (report.dryRun) {
      ids.set(term.key, existing ?? 0)
      byName.set(name.toLowerCase(), existing ?? 0)
      continue
    }
    // A term that exists here already is used as it is; its old addresses lead to it all the same.
    const id = await inTransaction(payload, null, async (req) => {
      const data = collection === 'categories' ? { name, description: (term.description || name).slice(0, 500), status: 'active' as const } : { name }
      const target = existing ?? (await createFilledByHooks(payload, collection, data, { req })).id
      await rememberImported(req, source, kind, target)
      for (const path of term.oldPaths) if ('kept' in (await keepFormerAddress(req, path, kind, target))) report.redirects.created++
      return target
    })
    ids.set(term.key, id)
    byName.set(name.toLowerCase(), id)
  }
  return ids
}

async function existingTerm(payload: Payload, collection: TermCollection, key: string, name: string): Promise<number | string | null> {
  const { docs } = await payload.find({
    collection,
    where: { or: [{ slug: { in: [...new Set([slugify(decoded(key)), slugify(name)])].filter(Boolean) } }, { name: { equals: name } }] },
    select: {},
    limit: 1,
    pagination: false, // the first match of one slug or name
    ...sys,
  })
  return docs[0]?.id ?? null
}

/** WordPress's term keys are percent-encoded where the name is not Latin (`%d0%bd...`). */
function decoded(key: string): string {
  try {
    return decodeURIComponent(key)
  } catch {
    return key
  }
}
