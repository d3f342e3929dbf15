import { createHash } from 'node:crypto'
import { slugify } from './normalize'

/**
 * A name's slug; one with nothing to read in any script ("???", a lone emoji an import brought)
 * still gets one, the same for the same name: never an empty slug (issue #44, item 4).
 */
export function termSlug(collection: string, name: string): string {
  const slug = slugify(name)
  if (slug) return slug
  return `${collection === 'categories' ? 'category' : 'tag'}-${createHash('sha256').update(name).digest('hex').slice(0, 8)}`
}
