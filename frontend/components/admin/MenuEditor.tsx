'use client'

import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { CONTENT_LOCALES } from '../../../domain/contentLocales'
import { MENU_ITEM_KINDS, MENU_LIMITS, type MenuItemKind } from '../../../domain/navigation'
import { call } from '../../lib/admin/api'
import { Button } from '../ui/Button'
import { useNotify } from './Notifications'
import { Panel } from './ui'
import { SortableList, type MoveMessages } from './SortableList'

/** pt-BR's label is required; the others may be left empty (they show pt-BR's). */
type Labels = { 'pt-BR': string } & Partial<Record<Exclude<(typeof CONTENT_LOCALES)[number], 'pt-BR'>, string | null>>
type Stored = { labels: Labels; kind: MenuItemKind; target: string | null; url: string | null; children?: Stored[] }
/** An item as the editor holds it: `key` names it while it moves (never saved). */
type Item = Omit<Stored, 'children'> & { key: string; children?: Item[] }
type Menus<T> = { header: T[]; footer: T[] }
type Option = { value: string; label: string }
type Targets = Record<Exclude<MenuItemKind, 'address'>, Option[]>

const Tree = styled.div`
  ul {
    list-style: none;
    margin: 0 0 12px;
    padding: 0;
  }
  ul ul {
    margin: 8px 0 8px 22px;
    padding-left: 14px;
    border-left: 2px solid ${({ theme }) => theme.colors.border};
  }
  li {
    margin: 0 0 8px;
  }
  .item {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 10px;
    background: #fff;
  }
  .row {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 6px 8px;
  }
  .name {
    font-weight: 700;
  }
  .where {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
    overflow-wrap: anywhere;
    flex: 1;
  }
  .fields {
    padding: 4px 14px 12px;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  .grid {
    display: grid;
    gap: 8px 12px;
    grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
    margin: 8px 0;
  }
  label {
    display: grid;
    gap: 4px;
    font-size: 0.92rem;
  }
  input,
  select {
    min-height: 40px;
  }
  .children {
    padding: 0 8px 8px;
  }
`

let counter = 0
const keyed = (item: Stored): Item => ({ ...item, key: `menu-item-${++counter}`, children: item.children?.map(keyed) })
const stored = ({ key: _key, children, ...item }: Item): Stored => ({ ...item, ...(children ? { children: children.map(stored) } : {}) })
const blank = (nested: boolean): Item => ({
  key: `menu-item-${++counter}`,
  labels: { 'pt-BR': '' },
  kind: 'address',
  target: null,
  url: '/',
  ...(nested ? { children: [] } : {}),
})

/**
 * The header and footer menus (issue #43, item 4; issue #59, item 4), on the Layout screen, as a
 * tree: each item a row that moves by drag or by keyboard (its handle, then space and arrows),
 * opens to its label in every language (pt-BR required, the others fall back to it) and what it
 * points to, and in the header holds one level of items under it. /cms edits the same global.
 */
export function MenuEditor() {
  const { t } = useTranslation()
  const notify = useNotify()
  const [menus, setMenus] = useState<Menus<Item> | null>(null)
  const [targets, setTargets] = useState<Targets>({ page: [], article: [], category: [] })
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set())
  const [saving, setSaving] = useState(false)
  const loaded = useRef(false)
  useEffect(() => {
    if (loaded.current) return
    loaded.current = true
    call('menusGet', {})
      .then((answer) => {
        const data = answer.data as Menus<Stored>
        setMenus({ header: data.header.map(keyed), footer: data.footer.map(keyed) })
      })
      .catch((error: Error) => notify('error', error.message))
    // What items may point to; a list this user may not read stays empty (the item keeps its target).
    const load = async <T,>(run: () => Promise<{ data: T[] }>, map: (row: T) => Option) => (await run().catch(() => ({ data: [] as T[] }))).data.map(map)
    void Promise.all([
      load(
        () => call('pagesList', { query: { page: 1, limit: 100 } }),
        (p) => ({ value: String(p.id), label: `${p.title} (${p.path ?? ''})` }),
      ),
      load(
        () => call('articlesList', { query: { page: 1, limit: 50, status: 'published' } }),
        (a) => ({ value: String(a.id), label: a.title ?? String(a.id) }),
      ),
      load(
        () => call('categoriesList', { query: { page: 1, limit: 100 } }),
        (c) => ({ value: String(c.id), label: c.name }),
      ),
    ]).then(([page, article, category]) => setTargets({ page, article, category }))
  }, [notify])
  if (!menus) return null

  const save = async () => {
    setSaving(true)
    try {
      const answer = await call('menusSave', { body: { header: menus.header.map(stored), footer: menus.footer.map(stored) } })
      const data = answer.data as Menus<Stored>
      setMenus({ header: data.header.map(keyed), footer: data.footer.map(keyed) })
      setOpen(new Set())
      notify('success', answer.message ?? '')
    } catch (error) {
      notify('error', (error as Error).message)
    } finally {
      setSaving(false)
    }
  }
  const toggle = (key: string, force?: boolean) =>
    setOpen((was) => {
      const next = new Set(was)
      if (force ?? !next.has(key)) next.add(key)
      else next.delete(key)
      return next
    })
  const messages: MoveMessages = {
    instructions: t('admin.menus.instructions'),
    picked: (name, position, total) => t('admin.menus.picked', { name, position, total }),
    movedTo: (name, position, total) => t('admin.menus.movedTo', { name, position, total }),
    dropped: (name, position, total) => t('admin.menus.dropped', { name, position, total }),
    cancelled: (name) => t('admin.menus.cancelled', { name }),
  }
  const nameOf = (item: Item, index: number) => item.labels['pt-BR'] || t('admin.menus.item', { n: index + 1 })
  const whereOf = (item: Item) => {
    if (item.kind === 'address') return item.url || t('admin.menus.noTarget')
    const found = targets[item.kind].find((o) => o.value === item.target)
    return `${t(`admin.menus.kinds.${item.kind}`)}: ${found?.label ?? (item.target ? `#${item.target} ${t('admin.menus.missing')}` : t('admin.menus.noTarget'))}`
  }

  const fields = (item: Item, update: (patch: Partial<Item>) => void, id: string) => {
    const choices = item.kind === 'address' ? [] : targets[item.kind]
    const known = item.target === null || choices.some((o) => o.value === item.target)
    return (
      <div className="fields" id={`${id}-fields`}>
        <div className="grid">
          {CONTENT_LOCALES.map((locale) => (
            <label key={locale} htmlFor={`${id}-label-${locale}`}>
              {t('admin.menus.labelIn', { language: locale })}
              <input
                id={`${id}-label-${locale}`}
                value={item.labels[locale] ?? ''}
                maxLength={MENU_LIMITS.label}
                required={locale === 'pt-BR'}
                onChange={(e) => update({ labels: { ...item.labels, [locale]: e.target.value } })}
              />
            </label>
          ))}
        </div>
        <div className="grid">
          <label htmlFor={`${id}-kind`}>
            {t('admin.menus.kind')}
            <select
              id={`${id}-kind`}
              value={item.kind}
              onChange={(e) => update({ kind: e.target.value as MenuItemKind, target: null, url: e.target.value === 'address' ? '/' : null })}
            >
              {MENU_ITEM_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`admin.menus.kinds.${kind}`)}
                </option>
              ))}
            </select>
          </label>
          {item.kind === 'address' ? (
            <label htmlFor={`${id}-url`}>
              {t('admin.menus.kinds.address')}
              <input id={`${id}-url`} value={item.url ?? ''} maxLength={MENU_LIMITS.url} onChange={(e) => update({ url: e.target.value })} />
            </label>
          ) : (
            <label htmlFor={`${id}-target`}>
              {t('admin.menus.target')}
              <select id={`${id}-target`} value={item.target ?? ''} onChange={(e) => update({ target: e.target.value || null })}>
                <option value="">{t('admin.menus.choose')}</option>
                {known ? null : <option value={item.target!}>{`#${item.target} ${t('admin.menus.missing')}`}</option>}
                {choices.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
      </div>
    )
  }

  const tree = (items: Item[], onChange: (items: Item[]) => void, nested: boolean, label: string) => (
    <SortableList
      items={items}
      keyOf={(item) => item.key}
      nameOf={nameOf}
      onMove={onChange}
      label={label}
      messages={messages}
      row={(item, index, handle) => {
        const name = nameOf(item, index)
        const update = (patch: Partial<Item>) => onChange(items.map((it) => (it.key === item.key ? { ...it, ...patch } : it)))
        const expanded = open.has(item.key)
        return (
          <div className="item">
            <div className="row">
              {handle(t('admin.menus.drag', { name }))}
              <span className="name">{name}</span>
              <span className="where">{whereOf(item)}</span>
              <Button
                type="button"
                $variant="ghost"
                aria-expanded={expanded}
                aria-controls={`${item.key}-fields`}
                aria-label={t('admin.menus.editNamed', { name })}
                onClick={() => toggle(item.key)}
              >
                {t('admin.menus.edit')}
              </Button>
              <Button
                type="button"
                $variant="ghost"
                aria-label={t('admin.menus.removeNamed', { name })}
                onClick={() => onChange(items.filter((it) => it.key !== item.key))}
              >
                {t('admin.menus.remove')}
              </Button>
            </div>
            {expanded ? fields(item, update, item.key) : null}
            {nested ? (
              <div className="children" role="group" aria-label={`${t('admin.menus.children')}: ${name}`}>
                {item.children?.length ? tree(item.children, (children) => update({ children }), false, `${t('admin.menus.children')}: ${name}`) : null}
                {(item.children?.length ?? 0) < MENU_LIMITS.children ? (
                  <Button
                    type="button"
                    $variant="secondary"
                    onClick={() => {
                      const child = blank(false)
                      update({ children: [...(item.children ?? []), child] })
                      toggle(child.key, true)
                    }}
                  >
                    {t('admin.menus.addChild', { name })}
                  </Button>
                ) : null}
              </div>
            ) : null}
          </div>
        )
      }}
    />
  )

  const menu = (which: 'header' | 'footer', max: number) => (
    <section aria-labelledby={`menu-${which}-title`}>
      <h3 id={`menu-${which}-title`}>{t(`admin.menus.${which}`)}</h3>
      {menus[which].length ? (
        tree(menus[which], (items) => setMenus({ ...menus, [which]: items }), which === 'header', t(`admin.menus.${which}`))
      ) : (
        <p>{t('admin.menus.empty')}</p>
      )}
      {menus[which].length < max ? (
        <Button
          type="button"
          $variant="secondary"
          onClick={() => {
            const item = blank(which === 'header')
            setMenus({ ...menus, [which]: [...menus[which], item] })
            toggle(item.key, true)
          }}
        >
          {t('admin.menus.add')}
        </Button>
      ) : null}
    </section>
  )

  return (
    <Panel aria-labelledby="menus-title">
      <h2 id="menus-title">{t('admin.menus.title')}</h2>
      <p>{t('admin.menus.lead')}</p>
      <p id="menu-move-help">{t('admin.menus.instructions')}</p>
      <Tree>
        {menu('header', MENU_LIMITS.header)}
        {menu('footer', MENU_LIMITS.footer)}
      </Tree>
      <Button type="button" onClick={() => void save()} disabled={saving}>
        {t('admin.menus.save')}
      </Button>
    </Panel>
  )
}
