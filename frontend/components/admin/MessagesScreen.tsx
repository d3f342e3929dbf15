'use client'

import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { MESSAGE_TABS } from '../../../domain/leads'
import { call } from '../../lib/admin/api'
import type { Item } from '../../lib/api/routes'
import { display, formatDate, messageTime, truncate } from '../../lib/format/rules'
import { Button } from '../ui/Button'
import { useConfirmedAction } from './ConfirmDialog'
import { useNotify } from './Notifications'
import { Panel } from './ui'
import { Tabs } from './Tabs'
import { FormSubmissionsPanel } from './FormSubmissionsPanel'

type Message = Item<'messagesList'>
type Tab = (typeof MESSAGE_TABS)[number]

const Split = styled.div`
  display: grid;
  gap: 16px;
  @media (min-width: 1000px) {
    grid-template-columns: minmax(280px, 1fr) 1.6fr;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 6px;
  }
  li button {
    width: 100%;
    text-align: left;
    font: inherit;
    background: #fff;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 10px;
    padding: 10px 12px;
    cursor: pointer;
    display: grid;
    gap: 2px;
  }
  li button[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.primary};
  }
  li button .unread {
    font-weight: 800;
  }
  .meta {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.88rem;
  }
  .actions {
    display: flex;
    gap: 8px;
    flex-wrap: wrap;
    margin-top: 16px;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 4px 12px;
  }
  dt {
    font-weight: 700;
  }
  .body {
    white-space: pre-line;
  }
`

/** message-received: tabs with counts, list and detail, archive, lead and delete actions. */
export function MessagesScreen() {
  const { t } = useTranslation()
  const notify = useNotify()
  const [tab, setTab] = useState<Tab>('all')
  const [rows, setRows] = useState<Message[]>([])
  const [counts, setCounts] = useState<Record<string, number>>({})
  const [selected, setSelected] = useState<Message | null>(null)
  const load = useCallback(async () => {
    try {
      const answer = await call('messagesList', { query: { tab, page: 1, limit: 50 } })
      setRows(answer.data)
      setCounts(answer.counts)
      setSelected((current) => (current ? (answer.data.find((m) => m.id === current.id) ?? null) : null))
    } catch (error) {
      notify('error', (error as Error).message)
    }
  }, [tab, notify])
  useEffect(() => {
    void load()
  }, [load])
  const { confirm, dialog } = useConfirmedAction(load)

  const open = async (message: Message) => {
    setSelected(message)
    if (!message.read) {
      await call('messageRead', { params: { id: message.id }, body: { read: true } }).catch(() => undefined)
      void load()
    }
  }
  /** Confirmed flag changes of the open message: archive, mark as lead, read. */
  const act = (change: { archived: boolean } | { lead: boolean } | { read: boolean }, text: string) => {
    const params = { id: selected!.id }
    return confirm(text, () =>
      'archived' in change
        ? call('messageArchive', { params, body: change })
        : 'lead' in change
          ? call('messageLead', { params, body: change })
          : call('messageRead', { params, body: change }),
    )
  }

  return (
    <>
      <h1>{t('admin.routes.message-received')}</h1>
      <Tabs
        name="messages"
        label={t('admin.messages.tabs')}
        tabs={MESSAGE_TABS.map((name) => ({ id: name, label: `${t(`admin.messages.tab.${name}`)} (${counts[name] ?? 0})` }))}
        active={tab}
        onSelect={setTab}
      >
        <Split>
          <Panel aria-label={t('admin.messages.list')}>
            {rows.length ? (
              <ul>
                {rows.map((m) => (
                  <li key={m.id}>
                    <button type="button" aria-current={selected?.id === m.id} onClick={() => void open(m)}>
                      <span className={m.read ? '' : 'unread'}>{display(m.subject)}</span>
                      <span className="meta">
                        <span>{truncate(m.name, 40)}</span>
                        <time dateTime={m.createdAt}>{messageTime(m.createdAt)}</time>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t('admin.empty')}</p>
            )}
          </Panel>
          <Panel aria-label={t('admin.messages.detail')}>
            {selected ? (
              <>
                <h2>{display(selected.subject)}</h2>
                <dl>
                  <dt>{t('contact.fields.name')}</dt>
                  <dd>{display(selected.name)}</dd>
                  <dt>{t('contact.fields.company')}</dt>
                  <dd>{display(selected.company)}</dd>
                  <dt>{t('contact.fields.email')}</dt>
                  <dd>
                    <a href={`mailto:${selected.email}`}>{selected.email}</a>
                  </dd>
                  <dt>{t('contact.fields.telephone')}</dt>
                  <dd>{display(selected.telephone)}</dd>
                  <dt>{t('admin.messages.replyBy')}</dt>
                  <dd>{formatDate(selected.replyBy)}</dd>
                </dl>
                <p className="body">{selected.message}</p>
                <div className="actions">
                  <Button
                    type="button"
                    $variant="ghost"
                    onClick={() =>
                      act({ archived: !selected.archived }, t(selected.archived ? 'admin.messages.confirmUnarchive' : 'admin.messages.confirmArchive'))
                    }
                  >
                    {t(selected.archived ? 'admin.messages.unarchive' : 'admin.messages.archive')}
                  </Button>
                  <Button
                    type="button"
                    $variant="ghost"
                    onClick={() =>
                      act({ lead: !selected.markedAsLead }, t(selected.markedAsLead ? 'admin.messages.confirmUnlead' : 'admin.messages.confirmLead'))
                    }
                  >
                    {t(selected.markedAsLead ? 'admin.messages.unmarkLead' : 'admin.messages.markLead')}
                  </Button>
                  <Button
                    type="button"
                    $variant="ghost"
                    onClick={() => act({ read: !selected.read }, t(selected.read ? 'admin.messages.confirmUnread' : 'admin.messages.confirmRead'))}
                  >
                    {t(selected.read ? 'admin.messages.markUnread' : 'admin.messages.markRead')}
                  </Button>
                  <Button
                    type="button"
                    onClick={() =>
                      confirm(t('admin.confirm.delete', { name: selected.subject }), async () => {
                        const r = await call('messageDelete', { params: { id: selected.id } })
                        setSelected(null)
                        return r
                      })
                    }
                  >
                    {t('admin.delete')}
                  </Button>
                </div>
              </>
            ) : (
              <p>{t('admin.messages.pick')}</p>
            )}
          </Panel>
        </Split>
      </Tabs>
      <FormSubmissionsPanel />
      {dialog}
    </>
  )
}
