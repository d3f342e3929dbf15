'use client'

import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { call } from '../../lib/admin/api'
import { display, formatDate } from '../../lib/format/rules'
import { formatDateTime } from '../../lib/format/dates'
import { Button, ButtonLink } from '../ui/Button'
import { useConfirmedAction } from './ConfirmDialog'
import { Pager } from './Pager'
import { useNotify } from './Notifications'
import { ColumnHeads, Panel, Table, Toolbar } from './ui'
import { CredentialDialog } from './security/CredentialDialog'
import { SecretDialog } from './security/SecretDialog'
import { DisabledWebhooks } from './security/DisabledWebhooks'
import type { Credential, Secret } from './security/types'

const PAGE_SIZE = 10 // spec section 9: credentials page 1, limit 10

/** security-center: credentials with search and pagination; create, edit, regenerate, status, delete. */
export function SecurityCenterScreen() {
  const { t } = useTranslation()
  const notify = useNotify()
  const [rows, setRows] = useState<Credential[]>([])
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const [totalPages, setTotalPages] = useState(1)
  const [editing, setEditing] = useState<Credential | 'new' | null>(null)
  const [secret, setSecret] = useState<Secret | null>(null)
  const load = useCallback(async () => {
    try {
      const answer = await call('credentialsList', { query: { page, limit: PAGE_SIZE, search } })
      setRows(answer.data)
      setTotalPages(answer.meta.totalPages)
    } catch (error) {
      notify('error', (error as Error).message)
    }
  }, [page, search, notify])
  useEffect(() => {
    const timer = setTimeout(() => void load(), 250)
    return () => clearTimeout(timer)
  }, [load])
  const { confirm, dialog, deleteButton } = useConfirmedAction(load)
  const regenerate = (c: Credential) =>
    confirm(t('admin.credentials.confirmRegenerate', { name: c.description }), async () => {
      const answer = await call('credentialRegenerate', { params: { id: c.id } })
      setSecret({ accessKey: answer.data.accessKey, secretKey: answer.data.secretKey })
      return answer
    })
  return (
    <>
      <h1>{t('admin.routes.security-center')}</h1>
      <p>
        <ButtonLink href="/admin/security-center/activity" $variant="ghost">
          {t('admin.activity.title')}
        </ButtonLink>{' '}
        <ButtonLink href="/admin/security-center/webhooks" $variant="ghost">
          {t('admin.webhooks.title')}
        </ButtonLink>
      </p>
      <DisabledWebhooks />
      <Toolbar>
        <div>
          <label htmlFor="credential-search">{t('admin.search')}</label>{' '}
          <input
            id="credential-search"
            type="search"
            value={search}
            maxLength={120}
            onChange={(e) => {
              setSearch(e.target.value)
              setPage(1)
            }}
          />
        </div>
        <Button type="button" onClick={() => setEditing('new')}>
          {t('admin.credentials.new')}
        </Button>
      </Toolbar>
      <Panel>
        <Table>
          <ColumnHeads
            labels={[
              t('admin.credentials.description'),
              t('admin.credentials.accessKey'),
              t('admin.credentials.products'),
              t('admin.credentials.expiresAt'),
              t('admin.credentials.lastUsed'),
              t('admin.users.status'),
              t('admin.actions'),
            ]}
          />
          <tbody>
            {rows.map((c) => (
              <tr key={c.id}>
                <td>{display(c.description)}</td>
                <td>
                  <code>{c.accessKey}</code>
                </td>
                <td>{c.products.map((p) => t(`admin.credentials.productNames.${p}`)).join(', ')}</td>
                <td>{c.neverExpires ? t('admin.credentials.never') : formatDate(c.expiresAt)}</td>
                <td>{c.lastUsedAt ? formatDateTime(c.lastUsedAt) : t('admin.credentials.neverUsed')}</td>
                <td>{t(`admin.credentials.statuses.${c.status}`, { defaultValue: c.status })}</td>
                <td className="actions">
                  <Button type="button" $variant="ghost" aria-label={t('admin.editNamed', { name: c.description })} onClick={() => setEditing(c)}>
                    {t('admin.edit')}
                  </Button>
                  <Button
                    type="button"
                    $variant="ghost"
                    aria-label={t('admin.credentials.regenerateNamed', { name: c.description })}
                    onClick={() => regenerate(c)}
                  >
                    {t('admin.credentials.regenerate')}
                  </Button>
                  <Button
                    type="button"
                    $variant="ghost"
                    aria-label={t(c.status === 'active' ? 'admin.deactivateNamed' : 'admin.activateNamed', { name: c.description })}
                    onClick={() =>
                      confirm(t(c.status === 'active' ? 'admin.confirm.deactivate' : 'admin.confirm.activate', { name: c.description }), () =>
                        call('credentialStatus', { params: { id: c.id }, body: { status: c.status === 'active' ? 'inactive' : 'active' } }),
                      )
                    }
                  >
                    {t(c.status === 'active' ? 'admin.deactivate' : 'admin.activate')}
                  </Button>
                  {deleteButton(c.description, () => call('credentialDelete', { params: { id: c.id } }))}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        {rows.length ? null : <p>{t('admin.empty')}</p>}
        <Pager page={page} totalPages={totalPages} onPage={setPage} />
      </Panel>
      <CredentialDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(message, created) => {
          setEditing(null)
          notify('success', message)
          if (created) setSecret(created)
          void load()
        }}
      />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      {dialog}
    </>
  )
}
