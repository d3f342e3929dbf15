'use client'

import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { userCreateBody, userUpdateBody } from '../../../../contract/users'
import { ACCESS_AREAS, PERMISSIONS } from '../../../../domain/access'
import { GENDERS } from '../../../../domain/users'
import { call, ApiError } from '../../../lib/admin/api'
import { useContractForm } from '../../../lib/forms/useContractForm'
import type { z } from 'zod'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { Field, SelectField } from '../../ui/Field'
import type { User } from './types'
import { ErrorNotice } from '../../ui/ErrorNotice'

/** The dialog's fields: a new user is checked by the create schema, an edit by the update schema. */
const FORM_FIELDS = { name: true, last_name: true, email: true, position: true, permission: true, gender: true, phone: true, access: true } as const
const createForm = userCreateBody.pick(FORM_FIELDS)
const updateForm = userUpdateBody.pick(FORM_FIELDS)
type Form = Required<z.input<typeof createForm>>
const EMPTY: Form = { name: '', last_name: '', email: '', position: 'operational', permission: 'operational', gender: 'not_informed', phone: '', access: [] }

/** New user or edit: the contract's create or update schema, the gateway's messages in place. */
export function UserDialog({
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
      <form onSubmit={(event) => (formState.isSubmitting ? event.preventDefault() : void submit(event))} noValidate>
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
        <ErrorNotice message={message} />
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', marginTop: 12 }}>
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
