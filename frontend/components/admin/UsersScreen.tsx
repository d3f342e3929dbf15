'use client'

import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { userCreateBody, userUpdateBody } from '../../../contract/users'
import { ACCESS_AREAS, PERMISSIONS } from '../../../domain/access'
import { GENDERS } from '../../../domain/users'
import { call, ApiError } from '../../lib/admin/api'
import type { Item } from '../../lib/api/routes'
import { useContractForm } from '../../lib/forms/useContractForm'
import type { z } from 'zod'
import { display } from '../../lib/format/rules'
import { Button } from '../ui/Button'
import { Dialog } from '../ui/Dialog'
import { Field, SelectField } from '../ui/Field'
import { Notice } from '../ui/Notice'
import { useAdminUser } from './AdminShell'
import { useConfirmedAction } from './ConfirmDialog'
import { Pager } from './Pager'
import { useNotify } from './Notifications'
import { ColumnHeads, Panel, Table, Toolbar } from './ui'

type User = Item<'usersList'>
/** The dialog's fields: a new user is checked by the create schema, an edit by the update schema. */
const FORM_FIELDS = { name: true, last_name: true, email: true, position: true, permission: true, gender: true, phone: true, access: true } as const
const createForm = userCreateBody.pick(FORM_FIELDS)
const updateForm = userUpdateBody.pick(FORM_FIELDS)
type Form = Required<z.input<typeof createForm>>
const EMPTY: Form = { name: '', last_name: '', email: '', position: 'operational', permission: 'operational', gender: 'not_informed', phone: '', access: [] }
const PAGE_SIZE = 10 // spec section 9: users limit 10, page 1

function UserDialog({
  editing,
  onClose,
  onSaved,
}: {
  editing: User | 'new' | null
  onClose: () => void
  onSaved: (message: string, password?: string) => void
}) {
  const { t } = useTranslation()
  const [message, setMessage] = useState<string | null>(null)
  const { register, handleSubmit, reset, setError, formState } = useContractForm(editing === 'new' ? createForm : updateForm, { defaultValues: EMPTY })
  useEffect(() => {
    setMessage(null)
    reset(
      editing && editing !== 'new'
        ? {
            name: editing.name ?? '',
            last_name: editing.last_name ?? '',
            email: editing.email ?? '',
            position: editing.position ?? EMPTY.position,
            permission: editing.permission ?? EMPTY.permission,
            gender: editing.gender ?? 'not_informed',
            phone: editing.phone ?? '',
            access: editing.access,
          }
        : EMPTY,
    )
  }, [editing, reset])
  const tr = (key?: string) => (key ? t(`api.${key}`, { defaultValue: key }) : undefined)
  const submit = handleSubmit(async (values) => {
    const body = { ...values, phone: values.phone || undefined }
    try {
      if (editing && editing !== 'new') {
        const answer = await call('userUpdate', { params: { id: editing.id, uniqueKey: editing.unique_key ?? '' }, body })
        onSaved(answer.message ?? '')
      } else {
        // A new user's values passed the create schema (the resolver follows the dialog's mode).
        const answer = await call('userCreate', { body: createForm.parse(body) })
        onSaved(answer.message ?? '', answer.data.first_access_password)
      }
    } catch (error) {
      const e = error as ApiError
      for (const f of e.fields ?? []) if (f.field in EMPTY) setError(f.field as keyof Form, { message: f.message })
      setMessage(e.message)
    }
  })
  const options = (values: readonly string[], prefix: string) => values.map((value) => ({ value, label: t(`${prefix}.${value}`, { defaultValue: value }) }))
  return (
    <Dialog open={editing !== null} onClose={onClose} labelledBy="user-dialog-title">
      <h2 id="user-dialog-title">{editing === 'new' ? t('admin.users.new') : t('admin.users.edit')}</h2>
      <form onSubmit={submit} noValidate>
        <Field label={t('admin.users.firstName')} required error={tr(formState.errors.name?.message)} {...register('name')} />
        <Field label={t('admin.users.lastName')} required error={tr(formState.errors.last_name?.message)} {...register('last_name')} />
        <Field label={t('account.email')} type="email" required error={tr(formState.errors.email?.message)} {...register('email')} />
        <SelectField
          label={t('admin.users.position')}
          options={options(PERMISSIONS, 'profile.positions')}
          error={tr(formState.errors.position?.message)}
          {...register('position')}
        />
        <SelectField
          label={t('admin.users.permission')}
          options={options(PERMISSIONS, 'profile.positions')}
          error={tr(formState.errors.permission?.message)}
          {...register('permission')}
        />
        <SelectField label={t('admin.users.gender')} options={options(GENDERS, 'admin.users.genders')} {...register('gender')} />
        <Field label={t('contact.fields.telephone')} type="tel" error={tr(formState.errors.phone?.message)} {...register('phone')} />
        <fieldset>
          <legend>{t('admin.users.access')}</legend>
          {ACCESS_AREAS.map((area) => (
            <label key={area} style={{ display: 'flex', gap: 8, alignItems: 'center', margin: '4px 0' }}>
              <input type="checkbox" value={area} {...register('access')} /> {t(`admin.users.areas.${area}`)}
            </label>
          ))}
        </fieldset>
        {message ? (
          <Notice tone="error">
            <p>{message}</p>
          </Notice>
        ) : null}
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', marginTop: 12 }}>
          <Button type="button" $variant="ghost" onClick={onClose}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" disabled={formState.isSubmitting}>
            {t('admin.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}

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
