'use client'

import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import type { AdminRoute } from '../../../domain/access'
import { WHATSAPP_DEFAULT_COLOR } from '../../../domain/site'
import { changePasswordBody } from '../../../contract/auth'
import { seoBody, whatsappBody } from '../../../contract/settings'
import { profileBody } from '../../../contract/users'
import { call, ApiError } from '../../lib/admin/api'
import type { Item } from '../../lib/api/routes'
import { useContractForm } from '../../lib/forms/useContractForm'
import type { UploadedImage } from '../../lib/admin/upload'
import { ImageDrop } from './ImageDrop'
import { useAdminNavigation } from '../../lib/admin/navigation'
import { readablePair } from '../../lib/format/rules'
import { Button } from '../ui/Button'
import { Dialog } from '../ui/Dialog'
import { Field } from '../ui/Field'
import { Notice } from '../ui/Notice'
import { useAdminUser } from './AdminShell'
import { useConfirmedAction } from './ConfirmDialog'
import { useNotify } from './Notifications'
import { ColumnHeads, Panel, Table } from './ui'

type Tab = 'profile' | 'whatsapp' | 'seo'
const TAB_ROUTE: Record<Tab, AdminRoute> = { profile: 'settings-profile', whatsapp: 'settings-whatsapp', seo: 'seo' }
const ROUTE_TAB: Partial<Record<AdminRoute, Tab>> = { 'settings-profile': 'profile', 'settings-whatsapp': 'whatsapp', seo: 'seo' }

const Tabs = styled.div`
  display: flex;
  gap: 6px;
  margin-bottom: 16px;
  button {
    font: inherit;
    font-weight: 700;
    min-height: 40px;
    padding: 6px 16px;
    border-radius: 999px;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: #fff;
    color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
  button[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
`

/** Form errors: catalogue keys from zod, translated; server messages arrive translated already. */
function useTr() {
  const { t } = useTranslation()
  return (key?: string) => (key ? t(`api.${key}`, { defaultValue: key }) : undefined)
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySetError = (field: any, error: { message: string }) => void

async function submitWith(
  run: () => Promise<{ message?: string }>,
  notify: (tone: 'success' | 'error', text: string) => void,
  setError: AnySetError,
  fields: string[],
  setMessage: (m: string | null) => void,
) {
  setMessage(null)
  try {
    notify('success', (await run()).message ?? '')
  } catch (error) {
    const e = error as ApiError
    for (const f of e.fields ?? []) if (fields.includes(f.field)) setError(f.field, { message: f.message })
    setMessage(e.message)
  }
}

function ProfileTab() {
  const { t } = useTranslation()
  const tr = useTr()
  const notify = useNotify()
  const [photo, setPhoto] = useState<{ id: number | string; url: string } | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [passwordMessage, setPasswordMessage] = useState<string | null>(null)
  const [loaded, setLoaded] = useState(false)
  const schema = profileBody.pick({ biography: true, phone: true, position: true, cpf: true })
  const profile = useContractForm(schema, { blankIsAbsent: true })
  const password = useContractForm(changePasswordBody)
  const resetProfile = profile.reset
  useEffect(() => {
    call('profileGet', {})
      .then(({ data }) => {
        resetProfile({ biography: data.biography ?? '', phone: data.phone ?? '', position: data.position ?? undefined, cpf: data.cpf ?? '' })
        const url = data.image && 'url' in data.image ? (data.image.thumbnail ?? data.image.url) : null
        setPhoto(data.image && url ? { id: data.image.id, url } : null)
        setLoaded(true) // the form shows once filled: nothing typed can be overwritten by the load
      })
      .catch((e: Error) => notify('error', e.message))
    // Loaded once: a re-render must never put the server's values over what is being typed.
  }, [notify, resetProfile])
  const savePhoto = async (media: UploadedImage) => {
    setPhoto({ id: media.id, url: media.url })
    notify('success', (await call('profileUpdate', { body: { image: media.id } })).message ?? '')
  }
  const saveProfile = profile.handleSubmit((values) =>
    submitWith(
      () => call('profileUpdate', { body: { ...values, cpf: values.cpf || undefined, phone: values.phone || undefined } }),
      notify,
      profile.setError,
      ['biography', 'phone', 'position', 'cpf'],
      setMessage,
    ),
  )
  const savePassword = password.handleSubmit((values) =>
    submitWith(
      async () => {
        const r = await call('changePassword', { body: values })
        password.reset()
        return r
      },
      notify,
      password.setError,
      ['current_password', 'new_password', 'confirm_password'],
      setPasswordMessage,
    ),
  )
  return (
    <>
      <Panel aria-labelledby="photo-title">
        <h2 id="photo-title">{t('admin.settings.photo')}</h2>
        <ImageDrop
          image={photo ? { url: photo.url, alt: t('admin.settings.photoAlt') } : null}
          alt={t('admin.settings.photoAlt')}
          chooseLabel={t('admin.settings.choosePhoto')}
          labelledBy="photo-title"
          round
          onUploaded={savePhoto}
        />
      </Panel>
      <Panel aria-labelledby="profile-title">
        <h2 id="profile-title">{t('admin.settings.profileData')}</h2>
        {loaded ? (
          <form onSubmit={saveProfile} noValidate>
            <Field
              label={t('admin.settings.biography')}
              multiline
              maxLength={2000}
              error={tr(profile.formState.errors.biography?.message)}
              {...profile.register('biography')}
            />
            <Field label={t('contact.fields.telephone')} type="tel" error={tr(profile.formState.errors.phone?.message)} {...profile.register('phone')} />
            <Field label={t('admin.settings.cpf')} inputMode="numeric" error={tr(profile.formState.errors.cpf?.message)} {...profile.register('cpf')} />
            {message ? (
              <Notice tone="error">
                <p>{message}</p>
              </Notice>
            ) : null}
            <Button type="submit">{t('admin.save')}</Button>
          </form>
        ) : null}
      </Panel>
      <Panel aria-labelledby="password-title">
        <h2 id="password-title">{t('admin.settings.changePassword')}</h2>
        <form onSubmit={savePassword} noValidate>
          <Field
            label={t('admin.settings.currentPassword')}
            type="password"
            autoComplete="current-password"
            error={tr(password.formState.errors.current_password?.message)}
            {...password.register('current_password')}
          />
          <Field
            label={t('account.reset.password')}
            type="password"
            autoComplete="new-password"
            error={tr(password.formState.errors.new_password?.message)}
            {...password.register('new_password')}
          />
          <Field
            label={t('account.reset.confirm')}
            type="password"
            autoComplete="new-password"
            error={tr(password.formState.errors.confirm_password?.message)}
            {...password.register('confirm_password')}
          />
          {passwordMessage ? (
            <Notice tone="error">
              <p>{passwordMessage}</p>
            </Notice>
          ) : null}
          <Button type="submit">{t('admin.settings.changePassword')}</Button>
        </form>
      </Panel>
    </>
  )
}

function WhatsappTab() {
  const { t } = useTranslation()
  const tr = useTr()
  const notify = useNotify()
  const [message, setMessage] = useState<string | null>(null)
  const form = useContractForm(whatsappBody, { defaultValues: { phone: '', message: '', color: WHATSAPP_DEFAULT_COLOR } })
  const resetWhatsapp = form.reset
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    call('publicWhatsapp', {})
      .then(
        ({ data }) => resetWhatsapp({ phone: data.phone ?? '', message: data.message ?? '', color: data.color ?? WHATSAPP_DEFAULT_COLOR }),
        () => undefined,
      )
      .finally(() => setLoaded(true))
  }, [resetWhatsapp])
  const color = form.watch('color')
  const pair = readablePair(/^#[0-9a-f]{6}$/i.test(color) ? color : WHATSAPP_DEFAULT_COLOR, 3)
  const save = form.handleSubmit((values) =>
    submitWith(() => call('whatsappUpdate', { body: values }), notify, form.setError, ['phone', 'message', 'color'], setMessage),
  )
  return (
    <Panel aria-labelledby="whatsapp-title">
      <h2 id="whatsapp-title">{t('admin.routes.settings-whatsapp')}</h2>
      {loaded ? (
        <form onSubmit={save} noValidate>
          <Field
            label={t('admin.settings.whatsappPhone')}
            type="tel"
            hint={t('admin.settings.whatsappPhoneHint')}
            error={tr(form.formState.errors.phone?.message)}
            {...form.register('phone')}
          />
          <Field
            label={t('admin.settings.whatsappMessage')}
            multiline
            maxLength={500}
            error={tr(form.formState.errors.message?.message)}
            {...form.register('message')}
          />
          <Field label={t('admin.settings.whatsappColor')} type="color" error={tr(form.formState.errors.color?.message)} {...form.register('color')} />
          <p>{t('admin.categories.preview')}:</p>
          <div
            role="img"
            aria-label={t('admin.settings.whatsappPreview')}
            style={{
              width: 60,
              height: 60,
              borderRadius: '50%',
              background: pair.background,
              color: pair.text,
              display: 'grid',
              placeItems: 'center',
              fontWeight: 800,
              marginBottom: 16,
            }}
          >
            W
          </div>
          {message ? (
            <Notice tone="error">
              <p>{message}</p>
            </Notice>
          ) : null}
          <Button type="submit">{t('admin.save')}</Button>
        </form>
      ) : null}
    </Panel>
  )
}

type Snippet = Item<'seoList'>

function SeoTab() {
  const { t } = useTranslation()
  const tr = useTr()
  const notify = useNotify()
  const [rows, setRows] = useState<Snippet[]>([])
  const [editing, setEditing] = useState<Snippet | 'new' | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const form = useContractForm(seoBody)
  const load = useCallback(async () => {
    try {
      setRows((await call('seoList', {})).data)
    } catch (error) {
      notify('error', (error as Error).message)
    }
  }, [notify])
  useEffect(() => {
    void load()
  }, [load])
  const resetSnippet = form.reset
  useEffect(() => {
    setMessage(null)
    resetSnippet(
      editing && editing !== 'new'
        ? { name: editing.name, head: editing.head, body: editing.body, active: editing.active }
        : { name: '', head: '', body: '', active: true },
    )
  }, [editing, resetSnippet])
  const { confirm, dialog } = useConfirmedAction(load)
  const save = form.handleSubmit((values) =>
    submitWith(
      async () => {
        const r =
          editing && editing !== 'new'
            ? await call('seoUpdate', { params: { id: editing.id, uniqueKey: editing.unique_key ?? '' }, body: values })
            : await call('seoCreate', { body: values })
        setEditing(null)
        await load()
        return r
      },
      notify,
      form.setError,
      ['name', 'head', 'body'],
      setMessage,
    ),
  )
  return (
    <Panel aria-labelledby="seo-title">
      <h2 id="seo-title">{t('admin.routes.seo')}</h2>
      <Button type="button" onClick={() => setEditing('new')}>
        {t('admin.settings.newSnippet')}
      </Button>
      <Table>
        <ColumnHeads labels={[t('admin.categories.name'), t('admin.users.status'), t('admin.actions')]} />
        <tbody>
          {rows.map((s) => (
            <tr key={s.id}>
              <td>{s.name}</td>
              <td>{t(`admin.status.${s.active ? 'active' : 'inactive'}`)}</td>
              <td className="actions">
                <Button type="button" $variant="ghost" aria-label={t('admin.editNamed', { name: s.name })} onClick={() => setEditing(s)}>
                  {t('admin.edit')}
                </Button>
                <Button
                  type="button"
                  $variant="ghost"
                  aria-label={t('admin.deleteNamed', { name: s.name })}
                  onClick={() =>
                    confirm(t('admin.confirm.delete', { name: s.name }), () => call('seoDelete', { params: { id: s.id, uniqueKey: s.unique_key ?? '' } }))
                  }
                >
                  {t('admin.delete')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} labelledBy="snippet-title">
        <h2 id="snippet-title">{editing === 'new' ? t('admin.settings.newSnippet') : t('admin.settings.editSnippet')}</h2>
        <form onSubmit={save} noValidate>
          <Field label={t('admin.categories.name')} error={tr(form.formState.errors.name?.message)} {...form.register('name')} />
          <Field
            label={t('admin.settings.snippetHead')}
            multiline
            hint={t('admin.settings.snippetHeadHint')}
            error={tr(form.formState.errors.head?.message)}
            {...form.register('head')}
          />
          <Field label={t('admin.settings.snippetBody')} multiline error={tr(form.formState.errors.body?.message)} {...form.register('body')} />
          <label style={{ display: 'flex', gap: 8, alignItems: 'center', margin: '8px 0 16px' }}>
            <input type="checkbox" {...form.register('active')} /> {t('admin.status.active')}
          </label>
          {message ? (
            <Notice tone="error">
              <p>{message}</p>
            </Notice>
          ) : null}
          <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
            <Button type="button" $variant="ghost" onClick={() => setEditing(null)}>
              {t('admin.cancel')}
            </Button>
            <Button type="submit">{t('admin.save')}</Button>
          </div>
        </form>
      </Dialog>
      {dialog}
    </Panel>
  )
}

/** settings with profile, WhatsApp and SEO tabs; only the tabs whose routes the user holds. */
export function SettingsScreen({ route }: { route: AdminRoute }) {
  const { t } = useTranslation()
  const navigation = useAdminNavigation()
  const { allowed } = useAdminUser()
  const tabs = (['profile', 'whatsapp', 'seo'] as const).filter((tab) => allowed.has(TAB_ROUTE[tab]) || (route === 'settings' && allowed.has('settings')))
  const active: Tab = ROUTE_TAB[route] ?? tabs[0] ?? 'profile'
  return (
    <>
      <h1>{t('admin.routes.settings')}</h1>
      <Tabs role="tablist" aria-label={t('admin.routes.settings')}>
        {tabs.map((tab) => (
          <button key={tab} type="button" role="tab" aria-selected={tab === active} onClick={() => navigation.go(TAB_ROUTE[tab])}>
            {t(`admin.settings.tabs.${tab}`)}
          </button>
        ))}
      </Tabs>
      <div role="tabpanel" aria-label={t(`admin.settings.tabs.${active}`)}>
        {active === 'profile' ? <ProfileTab /> : active === 'whatsapp' ? <WhatsappTab /> : <SeoTab />}
      </div>
    </>
  )
}
