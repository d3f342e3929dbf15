'use client'

import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { CONTENT_LOCALES } from '../../../domain/contentLocales'
import { MENU_ITEM_KINDS, MENU_LIMITS, type MenuItemKind } from '../../../domain/navigation'
import { call } from '../../lib/admin/api'
import { Button } from '../ui/Button'
import { useNotify } from './Notifications'
import { Panel } from './ui'

/** pt-BR's label is required; the others may be left empty (they show pt-BR's). */
type Labels = { 'pt-BR': string } & Partial<Record<Exclude<(typeof CONTENT_LOCALES)[number], 'pt-BR'>, string | null>>
type Item = { labels: Labels; kind: MenuItemKind; target: string | null; url: string | null; children?: Item[] }
type Menus = { header: Item[]; footer: Item[] }
type Option = { value: string; label: string }
type Targets = Record<Exclude<MenuItemKind, 'address'>, Option[]>

const ItemBox = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  padding: 12px 14px;
  margin: 0 0 12px;
  legend {
    font-weight: 700;
    padding: 0 6px;
  }
  .row {
    display: grid;
    gap: 8px 12px;
    grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
    margin-bottom: 8px;
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
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  .children {
    margin-top: 10px;
    padding-left: 14px;
    border-left: 3px solid ${({ theme }) => theme.colors.border};
  }
`

const blank = (): Item => ({ labels: { 'pt-BR': '' }, kind: 'address', target: null, url: '/' })
const move = <T,>(list: T[], from: number, to: number) => {
  if (to < 0 || to >= list.length) return list
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item!)
  return next
}

/**
 * The header and footer menus (issue #43, item 4), on the Layout screen: each item's label in
 * every language (pt-BR required, the others fall back to it), what it points to, its order, and
 * in the header one level of items under it. /cms edits the same global.
 */
export function MenuEditor() {
  const { t } = useTranslation()
  const notify = useNotify()
  const [menus, setMenus] = useState<Menus | null>(null)
  const [targets, setTargets] = useState<Targets>({ page: [], article: [], category: [] })
  const [saving, setSaving] = useState(false)
  useEffect(() => {
    call('menusGet', {})
      .then((answer) => setMenus(answer.data as Menus))
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
      const answer = await call('menusSave', { body: menus })
      setMenus(answer.data as Menus)
      notify('success', answer.message ?? '')
    } catch (error) {
      notify('error', (error as Error).message)
    } finally {
      setSaving(false)
    }
  }

  const editor = (items: Item[], onChange: (items: Item[]) => void, options: { prefix: string; nested: boolean; max: number }) => {
    const update = (index: number, patch: Partial<Item>) => onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)))
    return (
      <>
        {items.length ? null : <p>{t('admin.menus.empty')}</p>}
        {items.map((item, index) => {
          const id = `${options.prefix}-${index}`
          const name = item.labels['pt-BR'] || t('admin.menus.item', { n: index + 1 })
          const choices = item.kind === 'address' ? [] : targets[item.kind]
          const known = item.target === null || choices.some((o) => o.value === item.target)
          return (
            <ItemBox key={id}>
              <legend>{name}</legend>
              <div className="row">
                {CONTENT_LOCALES.map((locale) => (
                  <label key={locale} htmlFor={`${id}-label-${locale}`}>
                    {t('admin.menus.labelIn', { language: locale })}
                    <input
                      id={`${id}-label-${locale}`}
                      value={item.labels[locale] ?? ''}
                      maxLength={MENU_LIMITS.label}
                      required={locale === 'pt-BR'}
                      onChange={(e) => update(index, { labels: { ...item.labels, [locale]: e.target.value } })}
                    />
                  </label>
                ))}
              </div>
              <div className="row">
                <label htmlFor={`${id}-kind`}>
                  {t('admin.menus.kind')}
                  <select
                    id={`${id}-kind`}
                    value={item.kind}
                    onChange={(e) => update(index, { kind: e.target.value as MenuItemKind, target: null, url: e.target.value === 'address' ? '/' : null })}
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
                    <input id={`${id}-url`} value={item.url ?? ''} maxLength={MENU_LIMITS.url} onChange={(e) => update(index, { url: e.target.value })} />
                  </label>
                ) : (
                  <label htmlFor={`${id}-target`}>
                    {t('admin.menus.target')}
                    <select id={`${id}-target`} value={item.target ?? ''} onChange={(e) => update(index, { target: e.target.value || null })}>
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
              <div className="buttons">
                <Button
                  type="button"
                  $variant="ghost"
                  aria-label={t('admin.menus.up', { name })}
                  disabled={index === 0}
                  onClick={() => onChange(move(items, index, index - 1))}
                >
                  ↑
                </Button>
                <Button
                  type="button"
                  $variant="ghost"
                  aria-label={t('admin.menus.down', { name })}
                  disabled={index === items.length - 1}
                  onClick={() => onChange(move(items, index, index + 1))}
                >
                  ↓
                </Button>
                <Button
                  type="button"
                  $variant="ghost"
                  aria-label={t('admin.menus.remove', { name })}
                  onClick={() => onChange(items.filter((_, i) => i !== index))}
                >
                  {t('admin.delete')}
                </Button>
              </div>
              {options.nested ? (
                <div className="children" role="group" aria-label={`${t('admin.menus.children')}: ${name}`}>
                  {editor(item.children ?? [], (children) => update(index, { children }), { prefix: `${id}-child`, nested: false, max: MENU_LIMITS.children })}
                  {(item.children?.length ?? 0) < MENU_LIMITS.children ? (
                    <Button type="button" $variant="secondary" onClick={() => update(index, { children: [...(item.children ?? []), blank()] })}>
                      {t('admin.menus.addChild', { name })}
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </ItemBox>
          )
        })}
        {items.length < options.max && !options.prefix.includes('child') ? (
          <Button type="button" $variant="secondary" onClick={() => onChange([...items, options.nested ? { ...blank(), children: [] } : blank()])}>
            {t('admin.menus.add')}
          </Button>
        ) : null}
      </>
    )
  }

  return (
    <Panel aria-labelledby="menus-title">
      <h2 id="menus-title">{t('admin.menus.title')}</h2>
      <p>{t('admin.menus.lead')}</p>
      <section aria-labelledby="menu-header-title">
        <h3 id="menu-header-title">{t('admin.menus.header')}</h3>
        {editor(menus.header, (header) => setMenus({ ...menus, header }), { prefix: 'menu-header', nested: true, max: MENU_LIMITS.header })}
      </section>
      <section aria-labelledby="menu-footer-title">
        <h3 id="menu-footer-title">{t('admin.menus.footer')}</h3>
        {editor(menus.footer, (footer) => setMenus({ ...menus, footer }), { prefix: 'menu-footer', nested: false, max: MENU_LIMITS.footer })}
      </section>
      <Button type="button" onClick={() => void save()} disabled={saving}>
        {t('admin.menus.save')}
      </Button>
    </Panel>
  )
}
