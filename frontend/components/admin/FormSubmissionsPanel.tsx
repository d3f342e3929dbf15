'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ExportColumn } from '../../../lib/csv/tableExport'
import { call, download } from '../../lib/admin/api'
import type { Item } from '../../lib/api/routes'
import { formatDate, messageTime } from '../../lib/format/rules'
import { Button, ButtonLink } from '../ui/Button'
import { useConfirmedAction } from './ConfirmDialog'
import { ExportCsvButton } from './ExportCsvButton'
import { useNotify } from './Notifications'
import { ColumnHeads, Panel, Table, Toolbar } from './ui'
import { useKeysetPager } from './useKeysetPager'

type FormRow = Item<'formsList'>
type Submission = Item<'formSubmissionsList'>

type FieldInfo = FormRow['fields'][number]

/** A stored value as staff read it: a choice by its label, several joined, a tick as yes or no. */
const shown = (field: FieldInfo, value: unknown, yes: string, no: string) => {
  const label = (v: unknown) => field.options?.find((o) => o.value === v)?.label ?? String(v)
  if (Array.isArray(value)) return value.map(label).join(', ')
  if (value === true) return yes
  if (value === false) return no
  return value === undefined || value === null ? '—' : label(value)
}

/**
 * What visitors sent through the forms staff built (issue #65), beside the contact form's
 * messages: one form at a time, newest first, filtered by days, each submission opened with every
 * field by its label and each consent with the text the visitor saw; exported as CSV with one
 * column per field. The forms themselves are built in /cms.
 */
export function FormSubmissionsPanel() {
  const { t } = useTranslation()
  const notify = useNotify()
  const [forms, setForms] = useState<FormRow[]>([])
  const [formId, setFormId] = useState<string>('')
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [search, setSearch] = useState('')
  const [rows, setRows] = useState<Submission[]>([])
  const [total, setTotal] = useState(0)
  const [open, setOpen] = useState<Submission | null>(null)
  const { page, cursor, seen, reset, pager } = useKeysetPager()
  const form = forms.find((f) => String(f.id) === formId) ?? null

  useEffect(() => {
    call('formsList', { query: {} }).then(
      (answer) => {
        setForms(answer.data)
        setFormId((current) => current || (answer.data[0] ? String(answer.data[0].id) : ''))
      },
      (error: Error) => notify('error', error.message),
    )
  }, [notify])

  const filters = useCallback(
    () => ({ ...(from ? { createdFrom: from } : {}), ...(to ? { createdTo: to } : {}), ...(search.trim() ? { search: search.trim() } : {}) }),
    [from, to, search],
  )
  // Each keystroke of the search asks again: only the last question's answer is shown, whatever order they come back in.
  const asked = useRef(0)
  const load = useCallback(async () => {
    if (!formId) return
    const question = ++asked.current
    try {
      const answer = await call('formSubmissionsList', { params: { id: formId }, query: { ...filters(), page, limit: 20, ...(cursor ? { cursor } : {}) } })
      if (question !== asked.current) return
      setRows(answer.data)
      setTotal(answer.meta.total)
      seen(answer.meta)
    } catch (error) {
      notify('error', (error as Error).message)
    }
    // `seen` is a fresh function each render; the page, cursor and filters decide what loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formId, filters, page, cursor, notify])
  useEffect(() => {
    void load()
  }, [load])
  const { confirm, dialog } = useConfirmedAction(load)

  const fields = form?.fields ?? []
  const columns: ExportColumn<Submission>[] = [
    { label: t('admin.forms.screen.sent'), field: 'createdAt', format: (v) => formatDate(String(v)) },
    { label: t('admin.forms.screen.language'), field: 'language' },
    { label: t('admin.forms.screen.page'), field: 'sentFrom' },
    ...fields.map((f): ExportColumn<Submission> => ({ label: f.label, field: (row) => shown(f, row.values[f.name], t('admin.yes'), t('admin.no')) })),
  ]
  const summary = (row: Submission) =>
    fields
      .slice(0, 2)
      .map((f) => shown(f, row.values[f.name], t('admin.yes'), t('admin.no')))
      .join(' · ')

  return (
    <section aria-labelledby="form-submissions-title">
      <h2 id="form-submissions-title">{t('admin.forms.screen.title')}</h2>
      {forms.length ? (
        <>
          <Toolbar>
            <div>
              <label htmlFor="form-submissions-form">{t('admin.forms.screen.form')}</label>{' '}
              <select
                id="form-submissions-form"
                value={formId}
                onChange={(e) => {
                  setFormId(e.target.value)
                  setOpen(null)
                  reset()
                }}
              >
                {forms.map((f) => (
                  <option key={f.id} value={String(f.id)}>
                    {t('admin.forms.screen.formOption', { title: f.title, count: f.submissions })}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="form-submissions-search">{t('admin.search')}</label>{' '}
              <input id="form-submissions-search" type="search" value={search} maxLength={120} onChange={(e) => (setSearch(e.target.value), reset())} />
            </div>
            <div>
              <label htmlFor="form-submissions-from">{t('admin.forms.screen.from')}</label>{' '}
              <input id="form-submissions-from" type="date" value={from} onChange={(e) => (setFrom(e.target.value), reset())} />
            </div>
            <div>
              <label htmlFor="form-submissions-to">{t('admin.forms.screen.to')}</label>{' '}
              <input id="form-submissions-to" type="date" value={to} onChange={(e) => (setTo(e.target.value), reset())} />
            </div>
            {form ? (
              <ExportCsvButton
                base="form-submissions"
                columns={columns}
                loadPage={(at, limit) =>
                  call('formSubmissionsList', {
                    params: { id: formId },
                    query: { ...filters(), page: at.page, limit, ...(at.cursor ? { cursor: at.cursor } : {}) },
                  })
                }
                doneMessage={(count) => t('admin.forms.screen.exported', { count })}
              />
            ) : null}
            <ButtonLink href={form ? `/cms/collections/forms/${form.id}` : '/cms/collections/forms'} $variant="ghost">
              {t('admin.forms.screen.edit')}
            </ButtonLink>
          </Toolbar>
          <Panel>
            <p>{t('admin.forms.screen.count', { count: total })}</p>
            <Table>
              <ColumnHeads
                labels={[t('admin.forms.screen.sent'), t('admin.forms.screen.summary'), t('admin.forms.screen.language'), t('admin.forms.screen.actions')]}
              />
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td>
                      <time dateTime={row.createdAt}>{messageTime(row.createdAt)}</time>
                    </td>
                    <td>{summary(row)}</td>
                    <td>{row.language ?? '—'}</td>
                    <td className="actions">
                      <Button
                        type="button"
                        $variant="ghost"
                        aria-expanded={open?.id === row.id}
                        aria-label={t('admin.forms.screen.openNamed', { when: messageTime(row.createdAt) })}
                        onClick={() => setOpen(open?.id === row.id ? null : row)}
                      >
                        {t('admin.forms.screen.open')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
            {!rows.length ? <p>{t('admin.empty')}</p> : null}
            {pager}
          </Panel>
          {open ? (
            <Panel aria-label={t('admin.forms.screen.detail')}>
              <h3>{t('admin.forms.screen.detailOf', { when: messageTime(open.createdAt) })}</h3>
              <dl>
                {fields.map((f) => {
                  const file = f.kind === 'file' ? open.files.find((one) => one.field === f.name) : undefined
                  return (
                    <div key={f.name}>
                      <dt>{f.label}</dt>
                      <dd>
                        {file ? (
                          // The file comes with the session's token, never through a link that could be passed on.
                          <Button
                            type="button"
                            $variant="ghost"
                            onClick={() => download('formFileDownload', { id: file.id }, file.name).catch((error: Error) => notify('error', error.message))}
                          >
                            {t('admin.forms.screen.download', { name: file.name })}
                          </Button>
                        ) : (
                          shown(f, open.values[f.name], t('admin.yes'), t('admin.no'))
                        )}
                      </dd>
                    </div>
                  )
                })}
                <div>
                  <dt>{t('admin.forms.screen.page')}</dt>
                  <dd>{open.sentFrom ?? '—'}</dd>
                </div>
              </dl>
              {open.consents.length ? (
                <>
                  <h4>{t('admin.forms.screen.consents')}</h4>
                  <ul>
                    {open.consents.map((c) => (
                      <li key={c.field}>{c.text}</li>
                    ))}
                  </ul>
                </>
              ) : null}
              <Button
                type="button"
                onClick={() =>
                  confirm(t('admin.forms.screen.confirmDelete'), async () => {
                    const r = await call('formSubmissionDelete', { params: { id: open.id } })
                    setOpen(null)
                    return r
                  })
                }
              >
                {t('admin.delete')}
              </Button>
            </Panel>
          ) : null}
        </>
      ) : (
        <p>
          {t('admin.forms.screen.none')} <a href="/cms/collections/forms/create">{t('admin.forms.screen.create')}</a>
        </p>
      )}
      {dialog}
    </section>
  )
}
