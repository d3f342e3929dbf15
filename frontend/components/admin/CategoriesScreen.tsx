'use client'

import { useCallback, useEffect, useState } from 'react'
import type { z } from 'zod'
import { useTranslation } from 'react-i18next'
import { categoryBody } from '../../../contract/taxonomy'
import { CATEGORY_DEFAULT_BACKGROUND, CATEGORY_DEFAULT_TEXT_COLOR } from '../../../domain/taxonomy'
import { call, ApiError } from '../../lib/admin/api'
import type { Item } from '../../lib/api/routes'
import { useContractForm } from '../../lib/forms/useContractForm'
import { Button } from '../ui/Button'
import { Chip } from '../ui/Chip'
import { Dialog } from '../ui/Dialog'
import { Field } from '../ui/Field'
import { useConfirmedAction } from './ConfirmDialog'
import { ImageDrop } from './ImageDrop'
import { useNotify } from './Notifications'
import { ColumnHeads, Panel, Table, Toolbar } from './ui'
import { ErrorNotice } from '../ui/ErrorNotice'

type Category = Item<'categoriesList'>
type Picture = { id: number | string; url: string; alt: string }
const categoryForm = categoryBody.pick({ name: true, description: true, textColor: true, backgroundColor: true })
type FormValues = z.input<typeof categoryForm>

const EMPTY: FormValues = { name: '', description: '', textColor: CATEGORY_DEFAULT_TEXT_COLOR, backgroundColor: CATEGORY_DEFAULT_BACKGROUND }

/** The new/edit dialog: the contract's schema, a live preview chip, the gateway's messages in place. */
function CategoryDialog({ editing, onClose, onSaved }: { editing: Category | 'new' | null; onClose: () => void; onSaved: (message: string) => void }) {
  const { t } = useTranslation()
  const [message, setMessage] = useState<string | null>(null)
  const [image, setImage] = useState<Picture | null>(null)
  const { register, handleSubmit, reset, watch, setError, formState } = useContractForm(categoryForm, { defaultValues: EMPTY })
  useEffect(() => {
    setMessage(null)
    const current = editing && editing !== 'new' ? editing.image : null
    setImage(current?.url ? { id: current.id, url: current.url, alt: current.alt } : null)
    reset(
      editing && editing !== 'new'
        ? { name: editing.name, description: editing.description, textColor: editing.textColor, backgroundColor: editing.backgroundColor }
        : EMPTY,
    )
  }, [editing, reset])
  const translate = (key?: string) => (key ? t(`api.${key}`, { defaultValue: key }) : undefined)
  const background = watch('backgroundColor')
  const name = watch('name')
  const submit = handleSubmit(async (values) => {
    try {
      const body = { ...values, image: image?.id ?? null }
      const answer = editing && editing !== 'new' ? await call('categoryUpdate', { params: { id: editing.id }, body }) : await call('categoryCreate', { body })
      onSaved(answer.message ?? '')
    } catch (error) {
      const e = error as ApiError
      for (const f of e.fields ?? []) if (f.field in EMPTY) setError(f.field as keyof FormValues, { message: f.message })
      setMessage(e.message) // the form keeps what was typed
    }
  })
  return (
    <Dialog open={editing !== null} onClose={onClose} labelledBy="category-dialog-title">
      <h2 id="category-dialog-title">{editing === 'new' ? t('admin.categories.new') : t('admin.categories.edit')}</h2>
      <form onSubmit={(event) => (formState.isSubmitting ? event.preventDefault() : void submit(event))} noValidate>
        <Field label={t('admin.categories.name')} required maxLength={80} error={translate(formState.errors.name?.message)} {...register('name')} />
        <Field
          label={t('admin.categories.description')}
          multiline
          required
          maxLength={500}
          error={translate(formState.errors.description?.message)}
          {...register('description')}
        />
        <p id="category-image-title">
          <strong>{t('admin.categories.image')}</strong>
        </p>
        <ImageDrop image={image} alt={name} chooseLabel={t('admin.categories.chooseImage')} labelledBy="category-image-title" onUploaded={setImage} />
        {image ? (
          <Button type="button" $variant="ghost" onClick={() => setImage(null)}>
            {t('admin.categories.removeImage')}
          </Button>
        ) : null}
        <Field label={t('admin.categories.textColor')} type="color" error={translate(formState.errors.textColor?.message)} {...register('textColor')} />
        <Field
          label={t('admin.categories.backgroundColor')}
          type="color"
          error={translate(formState.errors.backgroundColor?.message)}
          {...register('backgroundColor')}
        />
        <p>
          {t('admin.categories.preview')}:{' '}
          <Chip
            name={name || t('admin.categories.name')}
            background={background && /^#[0-9a-f]{6}$/i.test(background) ? background : CATEGORY_DEFAULT_BACKGROUND}
          />
        </p>
        <ErrorNotice message={message} />
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <Button type="button" $variant="ghost" onClick={onClose}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" aria-disabled={formState.isSubmitting || undefined}>
            {t('admin.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}

/** list-of-categories: table, search, new/edit dialog (with image), activate, deactivate, delete (after confirmation). */
export function CategoriesScreen() {
  const { t } = useTranslation()
  const notify = useNotify()
  const [rows, setRows] = useState<Category[]>([])
  const [search, setSearch] = useState('')
  const [editing, setEditing] = useState<Category | 'new' | null>(null)

  const load = useCallback(async () => {
    try {
      setRows((await call('categoriesList', { query: { page: 1, limit: 100, search } })).data)
    } catch (error) {
      notify('error', (error as Error).message)
    }
  }, [search, notify])
  useEffect(() => {
    void load()
  }, [load])

  const { confirm, dialog } = useConfirmedAction(load)
  const ask = (category: Category, action: 'delete' | 'activate' | 'deactivate') =>
    confirm(t(`admin.confirm.${action}`, { name: category.name }), () =>
      action === 'delete'
        ? call('categoryDelete', { params: { id: category.id } })
        : call('categoryStatus', { params: { id: category.id }, body: { status: action === 'activate' ? 'active' : 'inactive' } }),
    )

  return (
    <>
      <h1>{t('admin.routes.list-of-categories')}</h1>
      <Toolbar>
        <div>
          <label htmlFor="category-search">{t('admin.search')}</label>{' '}
          <input id="category-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} maxLength={120} />
        </div>
        <Button type="button" onClick={() => setEditing('new')}>
          {t('admin.categories.new')}
        </Button>
      </Toolbar>
      <Panel>
        <Table>
          <ColumnHeads labels={[t('admin.categories.name'), t('admin.categories.description'), t('admin.categories.status'), t('admin.actions')]} />
          <tbody>
            {rows.map((c) => (
              <tr key={c.id}>
                <td>
                  <Chip name={c.name} background={c.backgroundColor} />
                </td>
                <td>{c.description || '-'}</td>
                <td>{t(`admin.status.${c.status}`)}</td>
                <td className="actions">
                  <Button type="button" $variant="ghost" onClick={() => setEditing(c)} aria-label={t('admin.editNamed', { name: c.name })}>
                    {t('admin.edit')}
                  </Button>
                  <Button
                    type="button"
                    $variant="ghost"
                    onClick={() => ask(c, c.status === 'active' ? 'deactivate' : 'activate')}
                    aria-label={t(c.status === 'active' ? 'admin.deactivateNamed' : 'admin.activateNamed', { name: c.name })}
                  >
                    {t(c.status === 'active' ? 'admin.deactivate' : 'admin.activate')}
                  </Button>
                  <Button type="button" $variant="ghost" onClick={() => ask(c, 'delete')} aria-label={t('admin.deleteNamed', { name: c.name })}>
                    {t('admin.delete')}
                  </Button>
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
      {dialog}
    </>
  )
}
