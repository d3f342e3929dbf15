'use client'

import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { call } from '../../../lib/admin/api'
import type { Item } from '../../../lib/api/routes'
import { formatDateTime } from '../../../lib/format/dates'
import { Button } from '../../ui/Button'
import { useNotify } from '../Notifications'
import { useKeysetPager } from '../useKeysetPager'
import { ColumnHeads, Panel, Table } from '../ui'

type Delivery = Item<'webhookDeliveries'>
const PAGE_SIZE = 20

/** One endpoint's deliveries, newest first: event, status, tries, last answer and time; redeliver one. */
export function WebhookDeliveries({ endpoint }: { endpoint: { id: number | string; url: string } }) {
  const { t } = useTranslation()
  const notify = useNotify()
  const [rows, setRows] = useState<Delivery[]>([])
  const paging = useKeysetPager()
  const { page, cursor, seen } = paging
  const load = useCallback(async () => {
    try {
      const answer = await call('webhookDeliveries', { params: { id: endpoint.id }, query: { limit: PAGE_SIZE, ...(cursor ? { cursor } : { page }) } })
      setRows(answer.data)
      seen(answer.meta)
    } catch (error) {
      notify('error', (error as Error).message)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `seen` is remade each render; page and cursor say when to load
  }, [endpoint.id, page, cursor, notify])
  useEffect(() => void load(), [load])
  const redeliver = async (d: Delivery) => {
    try {
      notify('success', (await call('webhookRedeliver', { params: { id: d.id } })).message ?? '')
      await load()
    } catch (error) {
      notify('error', (error as Error).message)
    }
  }
  return (
    <Panel aria-labelledby="deliveries-title">
      <h2 id="deliveries-title">{t('admin.webhooks.deliveriesTitle', { url: endpoint.url })}</h2>
      <Table>
        <ColumnHeads
          labels={[
            t('admin.activity.when'),
            t('admin.webhooks.event'),
            t('admin.users.status'),
            t('admin.webhooks.attempts'),
            t('admin.webhooks.lastAnswer'),
            t('admin.actions'),
          ]}
        />
        <tbody>
          {rows.map((d) => (
            <tr key={d.id}>
              <td>{formatDateTime(d.createdAt)}</td>
              <td>
                <code>{d.event}</code>
              </td>
              <td>{t(`admin.webhooks.deliveryStatuses.${d.status}`)}</td>
              <td>{d.attempts}</td>
              <td>
                {d.lastStatusCode ?? d.lastError ?? '-'}
                {d.lastDurationMs !== null ? ` · ${d.lastDurationMs} ms` : ''}
              </td>
              <td className="actions">
                <Button type="button" $variant="ghost" aria-label={t('admin.webhooks.redeliverNamed', { id: d.messageId })} onClick={() => void redeliver(d)}>
                  {t('admin.webhooks.redeliver')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {rows.length ? null : <p>{t('admin.empty')}</p>}
      {paging.pager}
    </Panel>
  )
}
