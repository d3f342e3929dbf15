'use client'

import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isLeadClassification, LEAD_CLASSIFICATIONS, type LeadClassification, type SettableLeadStatus } from '../../../domain/leads'
import { call } from '../../lib/admin/api'
import type { Item } from '../../lib/api/routes'
import { ExportCsvButton } from './ExportCsvButton'
import type { ExportColumn } from '../../../lib/csv/tableExport'
import { display, formatDate } from '../../lib/format/rules'
import { Button, ButtonLink } from '../ui/Button'
import { useConfirmedAction } from './ConfirmDialog'
import { useNotify } from './Notifications'
import { ColumnHeads, Panel, Table, Toolbar } from './ui'

type Lead = Item<'leadsList'>
type Filters = { name: string; title: string; email: string; createdFrom: string; createdTo: string; updatedFrom: string; updatedTo: string }
const NO_FILTERS: Filters = { name: '', title: '', email: '', createdFrom: '', createdTo: '', updatedFrom: '', updatedTo: '' }

/** list-leads: the spec's filters, classification, status and newsletter actions, CSV export. */
export function LeadsScreen() {
  const { t } = useTranslation()
  const notify = useNotify()
  const [filters, setFilters] = useState<Filters>(NO_FILTERS)
  const [rows, setRows] = useState<Lead[]>([])
  const load = useCallback(async () => {
    try {
      setRows((await call('leadsList', { query: { ...filters, page: 1, limit: 100 } })).data)
    } catch (error) {
      notify('error', (error as Error).message)
    }
  }, [filters, notify])
  useEffect(() => {
    const timer = setTimeout(() => void load(), 250) // spec: throttle 250 ms
    return () => clearTimeout(timer)
  }, [load])
  const { confirm, dialog, deleteButton } = useConfirmedAction(load)

  /** Spec section 4: every lead action, classification included, happens after a confirmation. */
  const classify = (lead: Lead, classification: LeadClassification) =>
    confirm(t('admin.leads.confirmClassify', { name: lead.email, classification: t(`admin.leads.classes.${classification}`) }), () =>
      call('leadClassification', { params: { id: lead.id }, body: { classification } }),
    )
  const setStatus = (lead: Lead, status: SettableLeadStatus, question: string) =>
    confirm(t(question, { name: lead.email }), () => call('leadStatus', { params: { id: lead.id }, body: { status } }))

  /** Every lead of the current filters, in the user's language, with the screen's formats. */
  const columns: ExportColumn<Lead>[] = [
    { label: t('admin.leads.name'), field: 'name', format: display },
    { label: t('admin.leads.company'), field: 'company', format: display },
    { label: t('admin.leads.email'), field: 'email' },
    { label: t('admin.leads.telephone'), field: 'telephone', format: display },
    { label: t('admin.leads.title'), field: 'subject', format: display },
    { label: t('admin.leads.module'), field: 'module', format: (v) => t(`admin.leads.modules.${String(v)}`, { defaultValue: display(v) }) },
    { label: t('admin.leads.status'), field: 'status', format: (v) => t(`admin.leads.statuses.${String(v)}`, { defaultValue: display(v) }) },
    { label: t('admin.leads.classification'), field: 'classification', format: (v) => t(`admin.leads.classes.${String(v)}`, { defaultValue: display(v) }) },
    { label: t('admin.leads.newsletter'), field: (lead) => lead.newsletterStatus ?? 'none', format: (v) => t(`admin.leads.newsletterStatus.${String(v)}`) },
    { label: t('admin.leads.registered'), field: 'createdAt', format: (v) => formatDate(v as string) },
    { label: t('admin.leads.updated'), field: 'updatedAt', format: (v) => formatDate(v as string) },
    { label: t('admin.leads.consent'), field: 'consentAt', format: (v) => (v ? formatDate(v as string) : '-') },
    { label: t('admin.leads.consentSource'), field: 'consentSource', format: display },
    { label: t('admin.leads.consentLanguage'), field: 'consentLanguage', format: display },
    { label: t('admin.leads.consentVersion'), field: 'consentVersion', format: display },
  ]

  const field = (name: keyof Filters, type = 'search') => (
    <div>
      <label htmlFor={`lead-${name}`}>{t(`admin.leads.filters.${name}`)}</label>{' '}
      <input id={`lead-${name}`} type={type} value={filters[name]} onChange={(e) => setFilters((f) => ({ ...f, [name]: e.target.value }))} />
    </div>
  )

  return (
    <>
      <h1>{t('admin.routes.list-leads')}</h1>
      <p>
        <ButtonLink href="/admin/list-leads/newsletter" $variant="ghost">
          {t('admin.newsletter.title')}
        </ButtonLink>
      </p>
      <Toolbar role="search" aria-label={t('admin.leads.filtersLabel')}>
        {field('name')}
        {field('title')}
        {field('email')}
        {field('createdFrom', 'date')}
        {field('createdTo', 'date')}
        {field('updatedFrom', 'date')}
        {field('updatedTo', 'date')}
        <Button type="button" $variant="ghost" onClick={() => setFilters(NO_FILTERS)}>
          {t('admin.leads.clear')}
        </Button>
        <ExportCsvButton
          loadPage={(at, limit) => call('leadsList', { query: { ...filters, ...at, limit } })}
          columns={columns}
          base="leads"
          doneMessage={(count) => t('admin.leads.exported', { count })}
        />
      </Toolbar>
      <Panel>
        <Table>
          <ColumnHeads
            labels={[
              t('admin.leads.name'),
              t('admin.leads.email'),
              t('admin.leads.title'),
              t('admin.leads.registered'),
              t('admin.leads.classification'),
              t('admin.leads.status'),
              t('admin.actions'),
            ]}
          />
          <tbody>
            {rows.map((lead) => (
              <tr key={lead.id}>
                <td>{display(lead.name)}</td>
                <td>{lead.email}</td>
                <td>{display(lead.subject)}</td>
                <td>{formatDate(lead.createdAt)}</td>
                <td>
                  <select
                    aria-label={t('admin.leads.classifyNamed', { name: lead.email })}
                    value={lead.classification}
                    onChange={(e) => (isLeadClassification(e.target.value) ? classify(lead, e.target.value) : undefined)}
                  >
                    {LEAD_CLASSIFICATIONS.map((c) => (
                      <option key={c} value={c}>
                        {t(`admin.leads.classes.${c}`)}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  {t(`admin.leads.statuses.${lead.status}`, { defaultValue: lead.status })} · {t('admin.leads.newsletter')}:{' '}
                  {t(`admin.leads.newsletterStatus.${lead.newsletterStatus ?? 'none'}`, { defaultValue: display(lead.newsletterStatus) })}
                  {lead.consentAt ? (
                    <>
                      {' · '}
                      {t('admin.leads.consentGiven', { date: formatDate(lead.consentAt), language: lead.consentLanguage ?? '-' })}
                    </>
                  ) : null}
                </td>
                <td className="actions">
                  {lead.status === 'blackListed' ? (
                    <Button type="button" $variant="ghost" onClick={() => setStatus(lead, 'active', 'admin.leads.confirmRestore')}>
                      {t('admin.leads.restore')}
                    </Button>
                  ) : (
                    <>
                      <Button
                        type="button"
                        $variant="ghost"
                        onClick={() =>
                          setStatus(
                            lead,
                            lead.status === 'active' ? 'inactive' : 'active',
                            lead.status === 'active' ? 'admin.confirm.deactivate' : 'admin.confirm.activate',
                          )
                        }
                      >
                        {t(lead.status === 'active' ? 'admin.deactivate' : 'admin.activate')}
                      </Button>
                      <Button
                        type="button"
                        $variant="ghost"
                        aria-label={t('admin.leads.blacklistNamed', { name: lead.email })}
                        onClick={() => setStatus(lead, 'blackListed', 'admin.leads.confirmBlacklist')}
                      >
                        {t('admin.leads.blacklist')}
                      </Button>
                    </>
                  )}
                  <Button
                    type="button"
                    $variant="ghost"
                    onClick={() =>
                      confirm(
                        t(lead.newsletterStatus === 'active' ? 'admin.leads.confirmCancelNewsletter' : 'admin.leads.confirmNewsletter', { name: lead.email }),
                        () =>
                          call('leadNewsletter', { params: { id: lead.id }, body: { status: lead.newsletterStatus === 'active' ? 'cancelled' : 'active' } }),
                      )
                    }
                  >
                    {t(lead.newsletterStatus === 'active' ? 'admin.leads.cancelNewsletter' : 'admin.leads.activateNewsletter')}
                  </Button>
                  {deleteButton(lead.email, () => call('leadDelete', { params: { id: lead.id } }))}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        {rows.length ? null : <p>{t('admin.empty')}</p>}
      </Panel>
      {dialog}
    </>
  )
}
