import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const dir = path.resolve(__dirname, '../../locales')
const keys = (obj: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]))

describe('locale catalogues', () => {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'))
  const catalogues = Object.fromEntries(files.map((f) => [f.replace('.json', ''), JSON.parse(readFileSync(path.join(dir, f), 'utf8'))]))

  it('has the five languages', () => {
    expect(Object.keys(catalogues).sort()).toEqual(['en', 'es', 'fr', 'ht', 'pt-BR'])
  })

  it.each(['pt-BR', 'es', 'fr', 'ht'])('%s has exactly the keys of en, none empty', (lang) => {
    const reference = keys(catalogues.en).sort()
    expect(keys(catalogues[lang]).sort()).toEqual(reference)
    for (const key of reference) {
      const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], catalogues[lang])
      expect(String(value).trim(), `${lang}: ${key}`).not.toBe('')
    }
  })
})

describe('accessible names contain the visible label (WCAG 2.5.3)', () => {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'))
  /** Every `x` beside an `xNamed` (a button's text and its aria-label with the item's name). */
  const pairs = (obj: Record<string, unknown>, prefix = ''): [string, string, string][] =>
    Object.entries(obj).flatMap(([k, v]) => {
      if (v && typeof v === 'object') return pairs(v as Record<string, unknown>, `${prefix}${k}.`)
      const named = obj[`${k}Named`]
      return typeof v === 'string' && typeof named === 'string' ? [[`${prefix}${k}`, v, named] as [string, string, string]] : []
    })
  it.each(files)('%s', (file) => {
    const found = pairs(JSON.parse(readFileSync(path.join(dir, file), 'utf8')))
    expect(found.length).toBeGreaterThan(0)
    for (const [key, visible, named] of found) expect(named.toLowerCase(), key).toContain(visible.toLowerCase())
  })
})

describe('keys used in code', () => {
  const en = JSON.parse(readFileSync(path.join(dir, 'en.json'), 'utf8')) as Record<string, unknown>
  const has = (key: string) => {
    const lookup = (k: string) => k.split('.').reduce<unknown>((o, part) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[part] : undefined), en)
    return lookup(key) !== undefined || lookup(`${key}_other`) !== undefined
  }
  const walk = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory()) return entry.name === '.next' || entry.name === 'node_modules' ? [] : walk(full)
      return /\.(ts|tsx)$/.test(entry.name) ? [full] : []
    })
  const root = path.resolve(__dirname, '../..')
  const sources = ['frontend/app', 'frontend/components', 'frontend/lib', 'gateway/site'].flatMap((f) => walk(path.join(root, f)))

  it('finds the site sources', () => {
    expect(sources.length).toBeGreaterThan(30)
  })

  it('every literal t() key of the site exists in the catalogues', () => {
    const missing: string[] = []
    for (const file of sources) {
      const text = readFileSync(file, 'utf8')
      for (const match of text.matchAll(/\bt\(\s*'([A-Za-z0-9_.-]+)'/g)) {
        if (!has(match[1]!)) missing.push(`${path.relative(root, file)}: ${match[1]}`)
      }
    }
    expect(missing).toEqual([])
  })
})

describe('keys built from the domain’s lists (issue #43)', () => {
  const en = JSON.parse(readFileSync(path.join(dir, 'en.json'), 'utf8')) as Record<string, unknown>
  const has = (key: string) =>
    key.split('.').reduce<unknown>((o, part) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[part] : undefined), en) !== undefined
  it('names every webhook event, page block, menu item kind and page state', async () => {
    const { WEBHOOK_EVENTS } = await import('../../domain/webhooks')
    const { PAGE_BLOCKS } = await import('../../domain/pages')
    const { MENU_ITEM_KINDS } = await import('../../domain/navigation')
    const { PAGE_LIST_STATUSES } = await import('../../contract/pages')
    const wanted = [
      ...WEBHOOK_EVENTS.map((event) => `admin.webhooks.eventNames.${event.replace('.', '_')}`),
      ...PAGE_BLOCKS.map((block) => `admin.pages.blocks.${block}`),
      ...MENU_ITEM_KINDS.map((kind) => `admin.menus.kinds.${kind}`),
      ...PAGE_LIST_STATUSES.map((status) => `admin.pages.screen.statuses.${status}`),
    ]
    expect(wanted.filter((key) => !has(key))).toEqual([])
  })
})
