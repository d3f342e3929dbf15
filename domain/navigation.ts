/**
 * The header and footer menus staff edit (issue #43, item 4): what an item points to, and how many.
 */
export const MENU_ITEM_KINDS = ['page', 'article', 'category', 'address'] as const
export type MenuItemKind = (typeof MENU_ITEM_KINDS)[number]

export const MENU_LIMITS = { header: 8, footer: 12, children: 8, label: 60, url: 600 } as const

/** A link staff may type: a same-site path, a full https address, e-mail or telephone. */
export const MENU_URL_PATTERN = /^(\/(?!\/)[^\s]*|https:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s-]*)$/

/** A menu item as the site shows it: its label in the visitor's language and where it leads. */
export type MenuLink = { label: string; href: string; children?: MenuLink[] }
export type SiteMenus = { header: MenuLink[]; footer: MenuLink[] }
