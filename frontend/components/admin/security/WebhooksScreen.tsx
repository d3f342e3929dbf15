'use client'

import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { webhookEndpointBody } from '../../../../contract/webhooks'
import { WEBHOOK_EVENTS, type WebhookEvent } from '../../../../domain/webhooks'
import { ApiError, call } from '../../../lib/admin/api'
import type { Item } from '../../../lib/api/routes'
import { formatDateTime } from '../../../lib/format/dates'
import { Button, ButtonLink } from '../../ui/Button'
import { Field } from '../../ui/Field'
import { Notice } from '../../ui/Notice'
import { useConfirmedAction } from '../ConfirmDialog'
import { useNotify } from '../Notifications'
import { ColumnHeads, Panel, Table } from '../ui'
import { WebhookDeliveries } from './WebhookDeliveries'

type Endpoint = Item<'webhooksList'>

/** security-center/webhooks: endpoints for events, their secret shown once, deliveries and redelivery. */
export function WebhooksScreen() {
  const { t } = useTranslation()
  const notify = useNotify()
  const [rows, setRows] = useState<Endpoint[]>([])
  const [url, setUrl] = useState('')
  const [description, setDescription] = useState('')
  const [events, setEvents] = useState<WebhookEvent[]>([])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [secret, setSecret] = useState<string | null>(null)
  const [open, setOpen] = useState<Endpoint | null>(null)
  const load = useCallback(async () => {
    try {
      setRows((await call('webhooksList', {})).data)
    } catch (error) {
      notify('error', (error as Error).message)
    }
  }, [notify])
  useEffect(() => void load(), [load])
  const { confirm, dialog, deleteButton } = useConfirmedAction(load)
  const tr = (key?: string) => (key ? t(`api.${key}`, { defaultValue: key }) : '')

  const create = async (event: React.FormEvent) => {
    event.preventDefault()
    const check = webhookEndpointBody.safeParse({ url, description: description || undefined, events })
    if (!check.success) return setErrors(Object.fromEntries(check.error.issues.map((i) => [String(i.path[0] ?? 'form'), tr(i.message)])))
    setErrors({})
    try {
      const answer = await call('webhookCreate', { body: check.data })
      setSecret(answer.data.secret)
      notify('success', answer.message ?? '')
      setUrl('')
      setDescription('')
      setEvents([])
      await load()
    } catch (error) {
      const e = error as ApiError
      setErrors(Object.fromEntries(e.fields.map((f) => [f.field, f.message])))
      if (!e.fields.length) notify('error', e.message)
    }
  }
  const disabled = rows.filter((r) => r.status === 'disabled')

  return (
    <>
      <h1>{t('admin.webhooks.title')}</h1>
      <p>
        <ButtonLink href="/admin/security-center" $variant="ghost">
          {t('admin.activity.back')}
        </ButtonLink>
      </p>
      <p>{t('admin.webhooks.intro')}</p>
      {disabled.length ? (
        <Notice tone="error">
          <p>{t('admin.webhooks.disabledNotice', { count: disabled.length })}</p>
        </Notice>
      ) : null}
      <Panel aria-labelledby="webhook-new">
        <h2 id="webhook-new">{t('admin.webhooks.new')}</h2>
        <form onSubmit={(e) => void create(e)} noValidate>
          <Field label={t('admin.webhooks.url')} type="url" required maxLength={2000} value={url} onChange={(e) => setUrl(e.target.value)} error={errors.url} />
          <Field label={t('admin.webhooks.description')} maxLength={200} value={description} onChange={(e) => setDescription(e.target.value)} />
          <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }} aria-describedby={errors.events ? 'webhook-events-error' : undefined}>
            <legend style={{ fontWeight: 700 }}>{t('admin.webhooks.events')}</legend>
            {WEBHOOK_EVENTS.map((name) => (
              <label key={name} style={{ display: 'block', margin: '4px 0' }}>
                <input
                  type="checkbox"
                  checked={events.includes(name)}
                  onChange={(e) => setEvents((all) => (e.target.checked ? [...all, name] : all.filter((x) => x !== name)))}
                />{' '}
                {t(`admin.webhooks.eventNames.${name.replace('.', '_')}`)} <code>{name}</code>
              </label>
            ))}
            {errors.events ? (
              <p id="webhook-events-error" role="alert">
                {errors.events}
              </p>
            ) : null}
          </fieldset>
          <Button type="submit">{t('admin.webhooks.save')}</Button>
        </form>
        {secret ? (
          <Notice tone="success" takeFocus>
            <p>{t('admin.webhooks.secretOnce')}</p>
            <p>
              <label htmlFor="webhook-secret">{t('admin.webhooks.secret')}</label>{' '}
              <input id="webhook-secret" readOnly value={secret} size={60} onFocus={(e) => e.currentTarget.select()} />
            </p>
          </Notice>
        ) : null}
      </Panel>
      <Panel>
        <Table>
          <ColumnHeads labels={[t('admin.webhooks.url'), t('admin.webhooks.events'), t('admin.users.status'), t('admin.actions')]} />
          <tbody>
            {rows.map((w) => (
              <tr key={w.id}>
                <td>
                  <code>{w.url}</code>
                  {w.description ? <div>{w.description}</div> : null}
                </td>
                <td>{w.events.join(', ')}</td>
                <td>
                  {t(`admin.webhooks.statuses.${w.status}`)}
                  {w.status === 'disabled' && w.disabledAt ? <div>{formatDateTime(w.disabledAt)}</div> : null}
                  {w.status === 'active' && w.failingSince ? <div>{t('admin.webhooks.failingSince', { date: formatDateTime(w.failingSince) })}</div> : null}
                </td>
                <td className="actions">
                  <Button type="button" $variant="ghost" aria-label={t('admin.webhooks.deliveriesNamed', { url: w.url })} onClick={() => setOpen(w)}>
                    {t('admin.webhooks.deliveries')}
                  </Button>
                  {w.status === 'disabled' ? (
                    <Button
                      type="button"
                      $variant="ghost"
                      aria-label={t('admin.activateNamed', { name: w.url })}
                      onClick={() =>
                        confirm(t('admin.confirm.activate', { name: w.url }), () => call('webhookUpdate', { params: { id: w.id }, body: { status: 'active' } }))
                      }
                    >
                      {t('admin.activate')}
                    </Button>
                  ) : null}
                  {deleteButton(w.url, () => call('webhookDelete', { params: { id: w.id } }))}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        {rows.length ? null : <p>{t('admin.empty')}</p>}
      </Panel>
      {open ? <WebhookDeliveries endpoint={open} /> : null}
      {dialog}
    </>
  )
}
