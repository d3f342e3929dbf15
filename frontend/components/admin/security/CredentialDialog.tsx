'use client'

import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { credentialBody } from '../../../../contract/settings'
import { CREDENTIAL_PRODUCTS, type Product } from '../../../../domain/credentials'
import { call, ApiError } from '../../../lib/admin/api'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { Field } from '../../ui/Field'
import { Notice } from '../../ui/Notice'
import { fromDateTimeInput, toDateTimeInput } from '../../../lib/format/dateTimeInput'
import type { Credential, Secret } from './types'
import { ErrorNotice } from '../../ui/ErrorNotice'

/** Create/edit: description, products, expiry date and time or never. */
export function CredentialDialog({
  editing,
  onClose,
  onSaved,
}: {
  editing: Credential | 'new' | null
  onClose: () => void
  onSaved: (message: string, secret?: Secret) => void
}) {
  const { t } = useTranslation()
  const [description, setDescription] = useState('')
  const [products, setProducts] = useState<Product[]>([])
  const [never, setNever] = useState(true)
  const [expires, setExpires] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<string | null>(null)
  useEffect(() => {
    const c = editing && editing !== 'new' ? editing : null
    setDescription(c?.description ?? '')
    setProducts(c?.products ?? [])
    setNever(c ? c.neverExpires : true)
    setExpires(c?.expiresAt ? toDateTimeInput(c.expiresAt) : '')
    setErrors({})
    setMessage(null)
  }, [editing])
  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    const body = { description, products, expiresAt: never ? null : fromDateTimeInput(expires) }
    // The contract's own rules first: the same messages the gateway would answer, without the trip.
    const checked = credentialBody.safeParse(body)
    if (!checked.success) {
      const fields = checked.error.issues.map((issue) => [String(issue.path[0] ?? ''), t(`api.${issue.message}`, { defaultValue: issue.message })] as const)
      setErrors(Object.fromEntries(fields))
      setMessage(fields[0]?.[1] ?? null) // as a refused save shows it: the first field's message
      return
    }
    try {
      if (editing && editing !== 'new') onSaved((await call('credentialUpdate', { params: { id: editing.id }, body })).message ?? '')
      else {
        const answer = await call('credentialCreate', { body })
        onSaved(answer.message ?? '', { accessKey: answer.data.accessKey, secretKey: answer.data.secretKey })
      }
    } catch (error) {
      const e = error as ApiError
      setErrors(Object.fromEntries(e.fields.map((f) => [f.field, f.message])))
      setMessage(e.message)
    }
  }
  return (
    <Dialog open={editing !== null} onClose={onClose} labelledBy="credential-dialog-title">
      <h2 id="credential-dialog-title">{editing === 'new' ? t('admin.credentials.new') : t('admin.credentials.edit')}</h2>
      <form onSubmit={(e) => void save(e)} noValidate>
        <Field
          label={t('admin.credentials.description')}
          required
          maxLength={200}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          error={errors.description}
        />
        <fieldset>
          <legend>{t('admin.credentials.products')}</legend>
          {CREDENTIAL_PRODUCTS.map((p) => (
            <label key={p} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
              <input
                type="checkbox"
                checked={products.includes(p)}
                onChange={(e) => setProducts((all) => (e.target.checked ? [...all, p] : all.filter((x) => x !== p)))}
              />
              {t(`admin.credentials.productNames.${p}`)}
            </label>
          ))}
          {errors.products ? (
            <Notice tone="error">
              <p>{errors.products}</p>
            </Notice>
          ) : null}
        </fieldset>
        <label style={{ display: 'flex', gap: 8, alignItems: 'center', margin: '12px 0' }}>
          <input type="checkbox" checked={never} onChange={(e) => setNever(e.target.checked)} /> {t('admin.credentials.never')}
        </label>
        {never ? null : (
          <Field
            label={t('admin.credentials.expiresAt')}
            type="datetime-local"
            value={expires}
            onChange={(e) => setExpires(e.target.value)}
            error={errors.expiresAt}
          />
        )}
        <ErrorNotice message={message} />
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <Button type="button" $variant="ghost" onClick={onClose}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit">{t('admin.save')}</Button>
        </div>
      </form>
    </Dialog>
  )
}
