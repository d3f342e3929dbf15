'use client'

import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SendAction } from '../../../domain/newsletter'
import { call } from '../../lib/admin/api'
import type { Item } from '../../lib/api/routes'
import { formatDate } from '../../lib/format/rules'
import { Button, ButtonLink } from '../ui/Button'
import { Dialog } from '../ui/Dialog'
import { useConfirmedAction } from './ConfirmDialog'
import { NewsletterSettingsPanel } from './NewsletterSettingsPanel'
import { useNotify } from './Notifications'
import { ColumnHeads, Panel, Table, Toolbar } from './ui'

type Send = Item<'newsletterSends'>
type Failure = { email: string; response: string | null; at: string }

/** What staff may do to a send in each state (the server refuses the rest). */
const ACTIONS: Record<Send['status'], SendAction[]> = {
  sending: ['pause', 'cancel'],
  waiting: ['pause', 'resume', 'cancel'],
  paused: ['resume', 'cancel'],
  done: [],
  cancelled: [],
}

/** list-leads / Newsletter: every send with its counts, the refused recipients, pause, resume and cancel. */
export function NewsletterScreen() {
  const { t } = useTranslation()
  const notify = useNotify()
  const [rows, setRows] = useState<Send[]>([])
  const [failures, setFailures] = useState<{ send: Send; list: Failure[] } | null>(null)
  const load = useCallback(async () => {
    try {
      setRows((await call('newsletterSends', { query: { page: 1, limit: 50 } })).data)
    } catch (error) {
      notify('error', (error as Error).message)
    }
  }, [notify])
  useEffect(() => {
    void load()
    // A send in progress moves on its own: refresh while one runs.
    const timer = setInterval(() => void load(), 5_000)
    return () => clearInterval(timer)
  }, [load])
  const { confirm, dialog } = useConfirmedAction(load)
  const title = (send: Send) => send.article.title ?? `#${send.article.id}`
  const act = (send: Send, action: SendAction) =>
    confirm(t(`admin.newsletter.confirm.${action}`, { title: title(send) }), () =>
      call('newsletterSendControl', { params: { id: String(send.id) }, body: { action } }),
    )
  const showFailures = async (send: Send) => {
    try {
      const detail = (await call('newsletterSendGet', { params: { id: String(send.id) } })).data
      setFailures({ send, list: detail.failures })
    } catch (error) {
      notify('error', (error as Error).message)
    }
  }

  return (
    <>
      <h1>{t('admin.newsletter.title')}</h1>
      <Toolbar>
        <ButtonLink href="/admin/list-leads" $variant="ghost">
          {t('admin.newsletter.backToLeads')}
        </ButtonLink>
      </Toolbar>
      <NewsletterSettingsPanel />
      <Panel>
        <Table>
          <ColumnHeads
            labels={[
              t('admin.newsletter.article'),
              t('admin.newsletter.startedAt'),
              t('admin.newsletter.status'),
              t('admin.newsletter.sent'),
              t('admin.newsletter.failed'),
              t('admin.newsletter.skipped'),
              t('admin.actions'),
            ]}
          />
          <tbody>
            {rows.map((send) => (
              <tr key={send.id}>
                <td>{title(send)}</td>
                <td>{formatDate(send.createdAt)}</td>
                <td>
                  {t(`admin.newsletter.statuses.${send.status}`)}
                  {send.status === 'waiting' && send.lastError ? <> · {t('admin.newsletter.waitingFor', { error: send.lastError })}</> : null}
                </td>
                <td>{send.sent}</td>
                <td>{send.failed}</td>
                <td>{send.skipped}</td>
                <td className="actions">
                  {ACTIONS[send.status].map((action) => (
                    <Button
                      key={action}
                      type="button"
                      $variant="ghost"
                      aria-label={t(`admin.newsletter.actionNamed.${action}`, { title: title(send) })}
                      onClick={() => act(send, action)}
                    >
                      {t(`admin.newsletter.actions.${action}`)}
                    </Button>
                  ))}
                  {send.failed ? (
                    <Button
                      type="button"
                      $variant="ghost"
                      aria-label={t('admin.newsletter.failuresNamed', { title: title(send) })}
                      onClick={() => void showFailures(send)}
                    >
                      {t('admin.newsletter.failures')}
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        {rows.length ? null : <p>{t('admin.newsletter.empty')}</p>}
      </Panel>
      <Dialog open={failures !== null} onClose={() => setFailures(null)} labelledBy="failures-title">
        <h2 id="failures-title">{failures ? t('admin.newsletter.failuresTitle', { title: title(failures.send) }) : ''}</h2>
        <Table>
          <ColumnHeads labels={[t('admin.newsletter.recipient'), t('admin.newsletter.answer')]} />
          <tbody>
            {(failures?.list ?? []).map((f) => (
              <tr key={f.email}>
                <td>{f.email}</td>
                <td>{f.response ?? '-'}</td>
              </tr>
            ))}
          </tbody>
        </Table>
        <Button type="button" $variant="ghost" onClick={() => setFailures(null)}>
          {t('admin.close')}
        </Button>
      </Dialog>
      {dialog}
    </>
  )
}
