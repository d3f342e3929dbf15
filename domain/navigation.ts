/**
 * The header and footer menus staff edit (issue #43, item 4): what an item points to, and how many.
 */
export const MENU_ITEM_KINDS = ['page', 'article', 'category', 'address'] as const
export type MenuItemKind = (typeof MENU_ITEM_KINDS)[number]

export const MENU_LIMITS = { header: 8, footer: 12, children: 8, label: 60, url: 600 } as const

/** A menu item as the site shows it: its label in the visitor's language and where it leads. */
export type MenuLink = { label: string; href: string; children?: MenuLink[] }
export type SiteMenus = { header: MenuLink[]; footer: MenuLink[] }
