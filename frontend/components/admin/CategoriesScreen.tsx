'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useCallback, useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { categoryBody } from '../../../contract/taxonomy'
import { api, ApiError } from '../../lib/admin/api'
import { Button } from '../ui/Button'
import { Chip } from '../ui/Chip'
import { Dialog } from '../ui/Dialog'
import { Field } from '../ui/Field'
import { Notice } from '../ui/Notice'
import { useNotify } from './Notifications'
import { Panel, Table, Toolbar } from './ui'

type Category = { id: number; name: string; description: string; textColor: string; backgroundColor: string; status: 'active' | 'inactive' }
type FormValues = { name: string; description: string; textColor: string; backgroundColor: string }

const EMPTY: FormValues = { name: '', description: '', textColor: '#FFFFFF', backgroundColor: '#02236B' }

/** The new/edit dialog: the contract's schema, a live preview chip, the gateway's messages in place. */
function CategoryDialog({ editing, onClose, onSaved }: { editing: Category | 'new' | null; onClose: () => void; onSaved: (message: string) => void }) {
  const { t } = useTranslation()
  const [message, setMessage] = useState<string | null>(null)
  const { register, handleSubmit, reset, watch, setError, formState } = useForm<FormValues>({
    resolver: zodResolver(categoryBody.pick({ name: true, description: true, textColor: true, backgroundColor: true }) as never),
    defaultValues: EMPTY,
  })
  useEffect(() => {
    setMessage(null)
    reset(editing && editing !== 'new' ? { name: editing.name, description: editing.description, textColor: editing.textColor, backgroundColor: editing.backgroundColor } : EMPTY)
  }, [editing, reset])
  const translate = (key?: string) => (key ? t(`api.${key}`, { defaultValue: key }) : undefined)
  const submit = handleSubmit(async (values) => {
    try {
      const answer = editing && editing !== 'new' ? await api('PUT', `/category/categories/${editing.id}`, values) : await api('POST', '/category/categories', values)
      onSaved(answer.message ?? '')
    } catch (error) {
      const e = error as ApiError
      for (const f of e.fields ?? []) if (f.field in EMPTY) setError(f.field as keyof FormValues, { message: f.message })
      setMessage(e.message) // the form keeps what was typed
    }
  })
  const background = watch('backgroundColor')
  const name = watch('name')
  return (
    <Dialog open={editing !== null} onClose={onClose} labelledBy="category-dialog-title">
      <h2 id="category-dialog-title">{editing === 'new' ? t('admin.categories.new') : t('admin.categories.edit')}</h2>
      <form onSubmit={submit} noValidate>
        <Field label={t('admin.categories.name')} required maxLength={80} error={translate(formState.errors.name?.message)} {...register('name')} />
        <Field label={t('admin.categories.description')} multiline required maxLength={500} error={translate(formState.errors.description?.message)} {...register('description')} />
        <Field label={t('admin.categories.textColor')} type="color" error={translate(formState.errors.textColor?.message)} {...register('textColor')} />
        <Field label={t('admin.categories.backgroundColor')} type="color" error={translate(formState.errors.backgroundColor?.message)} {...register('backgroundColor')} />
        <p>
          {t('admin.categories.preview')}: <Chip name={name || t('admin.categories.name')} background={/^#[0-9a-f]{6}$/i.test(background) ? background : '#02236B'} />
        </p>
        {message ? <Notice tone="error"><p>{message}</p></Notice> : null}
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <Button type="button" $variant="ghost" onClick={onClose}>{t('admin.cancel')}</Button>
          <Button type="submit" disabled={formState.isSubmitting}>{t('admin.save')}</Button>
        </div>
      </form>
    </Dialog>
  )
}

/** list-of-categories: table, search, new/edit dialog, activate, deactivate, delete (after confirmation). */
export function CategoriesScreen() {
  const { t } = useTranslation()
  const notify = useNotify()
  const [rows, setRows] = useState<Category[]>([])
  const [search, setSearch] = useState('')
  const [editing, setEditing] = useState<Category | 'new' | null>(null)
  const [confirming, setConfirming] = useState<{ category: Category; action: 'delete' | 'activate' | 'deactivate' } | null>(null)

  const load = useCallback(async () => {
    const q = new URLSearchParams({ page: '1', limit: '100', ...(search ? { search } : {}) })
    try {
      setRows((await api<Category[]>('GET', `/category/categories?${q}`)).data)
    } catch (error) {
      notify('error', (error as Error).message)
    }
  }, [search, notify])
  useEffect(() => {
    void load()
  }, [load])

  const run = async () => {
    if (!confirming) return
    const { category, action } = confirming
    setConfirming(null)
    try {
      const answer =
        action === 'delete'
          ? await api('DELETE', `/category/categories/${category.id}`)
          : await api('PATCH', `/category/categories/${category.id}/status`, { status: action === 'activate' ? 'active' : 'inactive' })
      notify('success', answer.message ?? '')
      await load()
    } catch (error) {
      notify('error', (error as Error).message)
    }
  }

  return (
    <>
      <h1>{t('admin.routes.list-of-categories')}</h1>
      <Toolbar>
        <div>
          <label htmlFor="category-search">{t('admin.search')}</label>{' '}
          <input id="category-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} maxLength={120} />
        </div>
        <Button type="button" onClick={() => setEditing('new')}>{t('admin.categories.new')}</Button>
      </Toolbar>
      <Panel>
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('admin.categories.name')}</th>
              <th scope="col">{t('admin.categories.description')}</th>
              <th scope="col">{t('admin.categories.status')}</th>
              <th scope="col">{t('admin.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.id}>
                <td><Chip name={c.name} background={c.backgroundColor} /></td>
                <td>{c.description || '-'}</td>
                <td>{t(`admin.status.${c.status}`)}</td>
                <td className="actions">
                  <Button type="button" $variant="ghost" onClick={() => setEditing(c)} aria-label={t('admin.editNamed', { name: c.name })}>{t('admin.edit')}</Button>
                  <Button type="button" $variant="ghost" onClick={() => setConfirming({ category: c, action: c.status === 'active' ? 'deactivate' : 'activate' })} aria-label={t(c.status === 'active' ? 'admin.deactivateNamed' : 'admin.activateNamed', { name: c.name })}>
                    {t(c.status === 'active' ? 'admin.deactivate' : 'admin.activate')}
                  </Button>
                  <Button type="button" $variant="ghost" onClick={() => setConfirming({ category: c, action: 'delete' })} aria-label={t('admin.deleteNamed', { name: c.name })}>{t('admin.delete')}</Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        {rows.length ? null : <p>{t('admin.empty')}</p>}
      </Panel>
      <CategoryDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(message) => {
          setEditing(null)
          notify('success', message)
          void load()
        }}
      />
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} labelledBy="confirm-title">
        <h2 id="confirm-title">{t('admin.confirmTitle')}</h2>
        <p>{confirming ? t(`admin.confirm.${confirming.action}`, { name: confirming.category.name }) : ''}</p>
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <Button type="button" $variant="ghost" onClick={() => setConfirming(null)}>{t('admin.cancel')}</Button>
          <Button type="button" onClick={() => void run()}>{t('admin.confirmButton')}</Button>
        </div>
      </Dialog>
    </>
  )
}
