'use client'

import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { call } from '../../lib/admin/api'
import { display } from '../../lib/format/rules'
import { Button } from '../ui/Button'
import { Dialog } from '../ui/Dialog'
import { useAdminUser } from './AdminShell'
import { useConfirmedAction } from './ConfirmDialog'
import { Pager } from './Pager'
import { useNotify } from './Notifications'
import { ColumnHeads, Panel, Table, Toolbar } from './ui'
import { UserDialog } from './users/UserDialog'
import type { User } from './users/types'

const PAGE_SIZE = 10 // spec section 9: users limit 10, page 1

/** users: table with search and pagination, add/edit, first-access password once, status actions, delete. */
export function UsersScreen() {
  const { t } = useTranslation()
  const notify = useNotify()
  const { user: me } = useAdminUser()
  const [rows, setRows] = useState<User[]>([])
  const [meta, setMeta] = useState({ page: 1, totalPages: 1 })
  const [page, setPage] = useState(1)
  const [search, setSearch] = useState('')
  const [editing, setEditing] = useState<User | 'new' | null>(null)
  const [accessInfo, setAccessInfo] = useState<string | null>(null)
  const load = useCallback(async () => {
    try {
      const answer = await call('usersList', { body: { page, limit: PAGE_SIZE, ...(search ? { search } : {}) } })
      setRows(answer.data)
      setMeta({ page: answer.meta.page, totalPages: answer.meta.totalPages })
    } catch (error) {
      notify('error', (error as Error).message)
    }
  }, [page, search, notify])
  useEffect(() => {
    const timer = setTimeout(() => void load(), 250)
    return () => clearTimeout(timer)
  }, [load])
  const { confirm, dialog } = useConfirmedAction(load)
  const status = (u: User, next: 'active' | 'inactive' | 'blocked') =>
    confirm(t(`admin.users.confirm.${next}`, { name: u.full_name }), () =>
      call('userStatus', { params: { id: u.id, uniqueKey: u.unique_key ?? '' }, body: { status: next } }),
    )

  return (
    <>
      <h1>{t('admin.routes.users')}</h1>
      <Toolbar>
        <div>
          <label htmlFor="user-search">{t('admin.search')}</label>{' '}
          <input
            id="user-search"
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
          {t('admin.users.new')}
        </Button>
      </Toolbar>
      <Panel>
        <Table>
          <ColumnHeads
            labels={[
              t('admin.users.name'),
              t('account.email'),
              t('admin.users.permission'),
              t('admin.users.position'),
              t('admin.users.status'),
              t('admin.actions'),
            ]}
          />
          <tbody>
            {rows.map((u) => (
              <tr key={u.id}>
                <td>{display(u.full_name)}</td>
                <td>{u.email}</td>
                <td>{t(`profile.positions.${u.permission}`, { defaultValue: display(u.permission) })}</td>
                <td>{t(`profile.positions.${u.position}`, { defaultValue: display(u.position) })}</td>
                <td>{t(`admin.users.statuses.${u.status}`, { defaultValue: u.status })}</td>
                <td className="actions">
                  <Button type="button" $variant="ghost" aria-label={t('admin.editNamed', { name: u.full_name })} onClick={() => setEditing(u)}>
                    {t('admin.edit')}
                  </Button>
                  {u.id !== me?.id ? (
                    <>
                      {u.status !== 'active' ? (
                        <Button type="button" $variant="ghost" aria-label={t('admin.activateNamed', { name: u.full_name })} onClick={() => status(u, 'active')}>
                          {t('admin.activate')}
                        </Button>
                      ) : null}
                      {u.status === 'active' ? (
                        <Button
                          type="button"
                          $variant="ghost"
                          aria-label={t('admin.deactivateNamed', { name: u.full_name })}
                          onClick={() => status(u, 'inactive')}
                        >
                          {t('admin.deactivate')}
                        </Button>
                      ) : null}
                      {u.status !== 'blocked' ? (
                        <Button
                          type="button"
                          $variant="ghost"
                          aria-label={t('admin.users.blockNamed', { name: u.full_name })}
                          onClick={() => status(u, 'blocked')}
                        >
                          {t('admin.users.block')}
                        </Button>
                      ) : null}
                      <Button
                        type="button"
                        $variant="ghost"
                        aria-label={t('admin.deleteNamed', { name: u.full_name })}
                        onClick={() =>
                          confirm(t('admin.confirm.delete', { name: u.full_name }), () =>
                            call('userDelete', { params: { id: u.id, uniqueKey: u.unique_key ?? '' } }),
                          )
                        }
                      >
                        {t('admin.delete')}
                      </Button>
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        <Pager page={meta.page} totalPages={meta.totalPages} onPage={setPage} />
      </Panel>
      <UserDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(message, password) => {
          setEditing(null)
          notify('success', message)
          if (password) setAccessInfo(password)
          void load()
        }}
      />
      <Dialog open={accessInfo !== null} onClose={() => setAccessInfo(null)} labelledBy="access-info-title">
        <h2 id="access-info-title">{t('admin.users.accessInfo')}</h2>
        <p>{t('admin.users.accessInfoText')}</p>
        <p>
          <code data-testid="first-access-password" style={{ fontSize: '1.2rem' }}>
            {accessInfo}
          </code>
        </p>
        <Button type="button" onClick={() => setAccessInfo(null)}>
          {t('admin.ok')}
        </Button>
      </Dialog>
      {dialog}
    </>
  )
}
