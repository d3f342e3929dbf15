import { ValidationError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'
import { OWN_SEGMENTS } from '../../../domain/ownAddresses'
import { PAGE_DEPTH_MAX, PAGE_OWN_ADDRESSES, PAGE_SLUG_MAX, PAGE_SLUG_PATTERN, specSpelling } from '../../../domain/pages'
import { refusal } from '../../hooks/refusal'

type PageLike = { id: number | string; slug?: string | null; parent?: unknown; path?: string | null }

const idOf = (value: unknown): number | string | null =>
  value && typeof value === 'object' ? ((value as { id?: number | string }).id ?? null) : typeof value === 'number' || typeof value === 'string' ? value : null

const refuse = (req: PayloadRequest, path: 'slug' | 'parent', key: string, vars?: Record<string, unknown>) =>
  new ValidationError({ collection: 'pages', errors: [{ path, message: refusal(req, `admin.pages.${key}`, vars) }] })

/**
 * A page's address is its parents' slugs and its own (`/about/careers`), kept in `path` (unique,
 * indexed: the public route finds a page with one read). A first segment this product answers
 * itself (a spec route, an asset, the API, the panels) is refused, as are a parent that is the
 * page itself or one of its children, nesting past PAGE_DEPTH_MAX, and an address another page has.
 */
export const derivePath: CollectionBeforeChangeHook<PageLike> = async ({ data, originalDoc, req }) => {
  const lower = (data.slug ?? originalDoc?.slug ?? '').trim().toLowerCase()
  if (!lower || lower.length > PAGE_SLUG_MAX || !PAGE_SLUG_PATTERN.test(lower)) throw refuse(req, 'slug', 'slugInvalid')
  const parentId = idOf('parent' in data ? data.parent : originalDoc?.parent)
  // At the top, a spec route's page takes the route's spelling (`rc-sistemI`); any other is lower case.
  const slug = parentId === null ? specSpelling(lower) : lower
  data.slug = slug
  let prefix = ''
  if (parentId !== null) {
    if (originalDoc?.id !== undefined && String(parentId) === String(originalDoc.id)) throw refuse(req, 'parent', 'parentLoop')
    const parent = await req.payload.findByID({
      collection: 'pages',
      id: parentId,
      depth: 0,
      draft: false,
      overrideAccess: true,
      req,
      disableErrors: true,
      select: { path: true },
    })
    if (!parent?.path) throw refuse(req, 'parent', 'parentMissing')
    // A parent under this very page would make a loop of addresses.
    if (originalDoc?.path && (parent.path === originalDoc.path || parent.path.startsWith(`${originalDoc.path}/`))) throw refuse(req, 'parent', 'parentLoop')
    prefix = parent.path
  } else if (OWN_SEGMENTS.has(slug) && !PAGE_OWN_ADDRESSES.has(slug)) throw refuse(req, 'slug', 'slugReserved', { address: `/${slug}` })
  const path = `${prefix}/${slug}`
  if (path.split('/').length - 1 > PAGE_DEPTH_MAX) throw refuse(req, 'parent', 'tooDeep', { max: PAGE_DEPTH_MAX })
  const taken = await req.payload.db.findOne<{ id: number | string }>({ collection: 'pages', where: { path: { equals: path } }, req })
  if (taken && String(taken.id) !== String(originalDoc?.id)) throw refuse(req, 'slug', 'slugTaken', { address: path })
  data.path = path
  return data
}
