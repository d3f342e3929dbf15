'use client'

import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { credentialBody } from '../../../contract/settings'
import { CREDENTIAL_PRODUCTS, type Product } from '../../../domain/credentials'
import { call, ApiError } from '../../lib/admin/api'
import type { Item } from '../../lib/api/routes'
import { display, formatDate } from '../../lib/format/rules'
import { Button } from '../ui/Button'
import { Dialog } from '../ui/Dialog'
import { Field } from '../ui/Field'
import { Notice } from '../ui/Notice'
import { useConfirmedAction } from './ConfirmDialog'
import { Pager } from './Pager'
import { useNotify } from './Notifications'
import { ColumnHeads, Panel, Table, Toolbar } from './ui'
import { fromDateTimeInput, toDateTimeInput } from '../../lib/format/dateTimeInput'

type Credential = Item<'credentialsList'>
type Secret = { accessKey: string; secretKey: string }
const PAGE_SIZE = 10 // spec section 9: credentials page 1, limit 10

/** Create/edit: description, products, expiry date and time or never. */
function CredentialDialog({
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
        {message ? (
          <Notice tone="error">
            <p>{message}</p>
          </Notice>
        ) : null}
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

/** The secret, once: it cannot be closed until "I have saved my credentials" is ticked. */
function SecretDialog({ secret, onClose }: { secret: Secret | null; onClose: () => void }) {
  const { t } = useTranslation()
  const [saved, setSaved] = useState(false)
  const [warn, setWarn] = useState(false)
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    setSaved(false)
    setWarn(false)
    setCopied(false)
  }, [secret])
  const tryClose = () => (saved ? onClose() : setWarn(true))
  return (
    <Dialog open={secret !== null} onClose={tryClose} labelledBy="secret-title">
      <h2 id="secret-title">{t('admin.credentials.secretTitle')}</h2>
      <p>{t('admin.credentials.secretText')}</p>
      <dl>
        <dt>{t('admin.credentials.accessKey')}</dt>
        <dd>
          <code data-testid="access-key">{secret?.accessKey}</code>
        </dd>
        <dt>{t('admin.credentials.secretKey')}</dt>
        <dd>
          <code data-testid="secret-key">{secret?.secretKey}</code>
        </dd>
      </dl>
      <Button
        type="button"
        $variant="ghost"
        onClick={() =>
          void navigator.clipboard?.writeText(`${secret?.accessKey}\n${secret?.secretKey}`).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? t('admin.credentials.copied') : t('admin.credentials.copy')}
      </Button>
      <label style={{ display: 'flex', gap: 8, alignItems: 'center', margin: '12px 0' }}>
        <input
          type="checkbox"
          checked={saved}
          onChange={(e) => {
            setSaved(e.target.checked)
            setWarn(false)
          }}
        />{' '}
        {t('admin.credentials.saved')}
      </label>
      {warn ? (
        <Notice tone="error">
          <p>{t('admin.credentials.mustConfirm')}</p>
        </Notice>
      ) : null}
      <Button type="button" onClick={tryClose}>
        {t('admin.close')}
      </Button>
    </Dialog>
  )
}

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
  const { confirm, dialog } = useConfirmedAction(load)
  const regenerate = (c: Credential) =>
    confirm(t('admin.credentials.confirmRegenerate', { name: c.description }), async () => {
      const answer = await call('credentialRegenerate', { params: { id: c.id } })
      setSecret({ accessKey: answer.data.accessKey, secretKey: answer.data.secretKey })
      return answer
    })
  return (
    <>
      <h1>{t('admin.routes.security-center')}</h1>
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
                  <Button
                    type="button"
                    $variant="ghost"
                    aria-label={t('admin.deleteNamed', { name: c.description })}
                    onClick={() => confirm(t('admin.confirm.delete', { name: c.description }), () => call('credentialDelete', { params: { id: c.id } }))}
                  >
                    {t('admin.delete')}
                  </Button>
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
