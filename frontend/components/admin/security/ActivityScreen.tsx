'use client'

import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ExportColumn } from '../../../../lib/csv/tableExport'
import { call } from '../../../lib/admin/api'
import { ExportCsvButton } from '../ExportCsvButton'
import type { Item } from '../../../lib/api/routes'
import { formatDateTime } from '../../../lib/format/dates'
import { fromDateTimeInput } from '../../../lib/format/dateTimeInput'
import { Button, ButtonLink } from '../../ui/Button'
import { useNotify } from '../Notifications'
import { useKeysetPager } from '../useKeysetPager'
import { ColumnHeads, Panel, Table, Toolbar } from '../ui'

type Entry = Item<'activityList'>
type Filters = { actor: string; action: string; targetId: string; from: string; to: string }
const NO_FILTERS: Filters = { actor: '', action: '', targetId: '', from: '', to: '' }
const PAGE_SIZE = 20
/** The kinds of target an action names (contract/activity.ts), for the filter. */
const KINDS = [
  'auth',
  'user',
  'role',
  'credential',
  'article',
  'category',
  'tag',
  'media',
  'lead',
  'message',
  'newsletter',
  'seo',
  'faq',
  'settings',
  'webhook',
] as const

/** The query for the filters: a period's days run from the start of the first to the end of the last, in local time. */
const queryOf = (f: Filters) => ({
  actor: f.actor || undefined,
  action: f.action || undefined,
  targetId: f.targetId || undefined,
  from: f.from ? fromDateTimeInput(`${f.from}T00:00`) : undefined,
  to: f.to ? fromDateTimeInput(`${f.to}T23:59:59.999`) : undefined,
})

/** security-center/activity: who did what, when and from where; filters, paging and CSV export. */
export function ActivityScreen() {
  const { t } = useTranslation()
  const notify = useNotify()
  const [filters, setFilters] = useState<Filters>(NO_FILTERS)
  const [rows, setRows] = useState<Entry[]>([])
  const paging = useKeysetPager()
  const { page, cursor, seen, reset } = paging

  const action = (a: string) => {
    const [kind = '', verb = ''] = a.split('.')
    return `${t(`admin.activity.kinds.${kind}`, { defaultValue: kind })}: ${t(`admin.activity.verbs.${verb}`, { defaultValue: verb })}`
  }
  const actor = (e: Entry) => `${e.actor.name ?? t(`admin.activity.actors.${e.actor.kind}`)} (${t(`admin.activity.actors.${e.actor.kind}`)})`
  const target = (e: Entry) => (e.target ? `${e.target.label ?? ''} #${e.target.id ?? '-'}`.trim() : '-')
  const changes = (e: Entry) => e.changes.map((c) => `${c.field}: ${c.from ?? '∅'} → ${c.to ?? '∅'}`).join('; ')

  const load = useCallback(async () => {
    try {
      const answer = await call('activityList', { query: { ...queryOf(filters), limit: PAGE_SIZE, ...(cursor ? { cursor } : { page }) } })
      setRows(answer.data)
      seen(answer.meta)
    } catch (error) {
      notify('error', (error as Error).message)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `seen` is remade each render; page and cursor say when to load
  }, [filters, page, cursor, notify])
  useEffect(() => {
    const timer = setTimeout(() => void load(), 250)
    return () => clearTimeout(timer)
  }, [load])

  const filter = (name: keyof Filters, value: string) => {
    setFilters((f) => ({ ...f, [name]: value }))
    reset()
  }
  const columns: ExportColumn<Entry>[] = [
    { label: t('admin.activity.when'), field: 'at' },
    { label: t('admin.activity.who'), field: actor },
    { label: t('admin.activity.address'), field: (e) => e.address ?? '' },
    { label: t('admin.activity.door'), field: (e) => t(`admin.activity.doors.${e.channel}`) },
    { label: t('admin.activity.action'), field: (e) => action(e.action) },
    { label: t('admin.activity.outcome'), field: (e) => t(`admin.activity.outcomes.${e.outcome}`) },
    { label: t('admin.activity.target'), field: target },
    { label: t('admin.activity.changes'), field: changes },
  ]
  const input = (name: keyof Filters, type = 'search') => (
    <div>
      <label htmlFor={`activity-${name}`}>{t(`admin.activity.filters.${name}`)}</label>{' '}
      <input id={`activity-${name}`} type={type} maxLength={160} value={filters[name]} onChange={(e) => filter(name, e.target.value)} />
    </div>
  )

  return (
    <>
      <h1>{t('admin.activity.title')}</h1>
      <p>
        <ButtonLink href="/admin/security-center" $variant="ghost">
          {t('admin.activity.back')}
        </ButtonLink>
      </p>
      <p>{t('admin.activity.intro')}</p>
      <Toolbar role="search" aria-label={t('admin.activity.filtersLabel')}>
        {input('actor')}
        <div>
          <label htmlFor="activity-action">{t('admin.activity.filters.action')}</label>{' '}
          <select id="activity-action" value={filters.action} onChange={(e) => filter('action', e.target.value)}>
            <option value="">{t('admin.activity.allKinds')}</option>
            {KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`admin.activity.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        {input('targetId')}
        {input('from', 'date')}
        {input('to', 'date')}
        <Button
          type="button"
          $variant="ghost"
          onClick={() => {
            setFilters(NO_FILTERS)
            reset()
          }}
        >
          {t('admin.leads.clear')}
        </Button>
        <ExportCsvButton
          loadPage={(at, limit) => call('activityList', { query: { ...queryOf(filters), ...(at.cursor ? { cursor: at.cursor } : { page: at.page }), limit } })}
          columns={columns}
          base="activity"
          doneMessage={(count) => t('admin.activity.exported', { count })}
        />
      </Toolbar>
      <Panel>
        <Table>
          <ColumnHeads
            labels={[
              t('admin.activity.when'),
              t('admin.activity.who'),
              t('admin.activity.address'),
              t('admin.activity.door'),
              t('admin.activity.action'),
              t('admin.activity.target'),
              t('admin.activity.changes'),
            ]}
          />
          <tbody>
            {rows.map((e) => (
              <tr key={e.id}>
                <td>{formatDateTime(e.at)}</td>
                <td>{actor(e)}</td>
                <td>{e.address ?? '-'}</td>
                <td>{t(`admin.activity.doors.${e.channel}`)}</td>
                <td>
                  {action(e.action)}
                  {e.outcome === 'failure' ? <strong> ({t('admin.activity.outcomes.failure')})</strong> : null}
                </td>
                <td>{target(e)}</td>
                <td>
                  {e.changes.length ? (
                    <ul style={{ margin: 0, paddingLeft: 16 }}>
                      {e.changes.map((c) => (
                        <li key={c.field}>
                          <code>{c.field}</code>: {c.from ?? '∅'} → {c.to ?? '∅'}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    '-'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        {rows.length ? null : <p>{t('admin.empty')}</p>}
        {paging.pager}
      </Panel>
    </>
  )
}
