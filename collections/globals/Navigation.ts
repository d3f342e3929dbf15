import type { Field, GlobalConfig } from 'payload'
import { anyone, byRoute } from '../../access/predicates'
import { MENU_ITEM_KINDS, MENU_LIMITS } from '../../domain/navigation'
import { isSafeLink } from '../../domain/links'
import { panelText } from '../fields/panelText'
import { globalInvalidates } from '../hooks/invalidates'

const whenKind =
  (kind: string) =>
  (_: unknown, sibling: { kind?: string } | undefined): boolean =>
    sibling?.kind === kind

/** One menu item: a label per language, and a page, an article, a category or an address. */
const itemFields = (children: boolean): Field[] => [
  // Required in pt-BR by the contract; another language left empty shows pt-BR's.
  { name: 'label', type: 'text', localized: true, maxLength: MENU_LIMITS.label, label: panelText('admin.menus.label') },
  {
    name: 'kind',
    type: 'select',
    required: true,
    defaultValue: 'address',
    label: panelText('admin.menus.kind'),
    options: MENU_ITEM_KINDS.map((value) => ({ value, label: panelText(`admin.menus.kinds.${value}`) })),
  },
  { name: 'page', type: 'relationship', relationTo: 'pages', admin: { condition: whenKind('page') }, label: panelText('admin.menus.kinds.page') },
  { name: 'article', type: 'relationship', relationTo: 'articles', admin: { condition: whenKind('article') }, label: panelText('admin.menus.kinds.article') },
  {
    name: 'category',
    type: 'relationship',
    relationTo: 'categories',
    admin: { condition: whenKind('category') },
    label: panelText('admin.menus.kinds.category'),
  },
  {
    name: 'url',
    type: 'text',
    maxLength: MENU_LIMITS.url,
    admin: { condition: whenKind('address') },
    label: panelText('admin.menus.kinds.address'),
    validate: (value: unknown) => value === null || value === undefined || value === '' || isSafeLink(value) || panelText('admin.pages.linkInvalid').en,
  },
  ...(children
    ? [{ name: 'children', type: 'array', maxRows: MENU_LIMITS.children, label: panelText('admin.menus.children'), fields: itemFields(false) } as Field]
    : []),
]

/**
 * The header and footer menus (issue #43, item 4), edited in the back-office's Layout screen and
 * in /cms. Items point to what they name, so a renamed page or article keeps its link and a
 * deleted or unpublished one drops out of the menu. `seededAt`: the first start wrote today's links.
 */
export const Navigation: GlobalConfig = {
  slug: 'navigation',
  // Short table names: PostgreSQL cuts identifiers at 63 characters, and the version tables'
  // foreign keys (_navigation_v_version_header_children_category_id_...) went past it.
  dbName: 'nav',
  label: panelText('admin.menus.title'),
  access: { read: anyone, update: byRoute('layout-settings'), readVersions: byRoute('layout-settings') },
  hooks: globalInvalidates('layout'),
  fields: [
    { name: 'header', type: 'array', maxRows: MENU_LIMITS.header, label: panelText('admin.menus.header'), fields: itemFields(true) },
    { name: 'footer', type: 'array', maxRows: MENU_LIMITS.footer, label: panelText('admin.menus.footer'), fields: itemFields(false) },
    { name: 'seededAt', type: 'date', admin: { hidden: true } },
  ],
}
