'use client'

import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { changePasswordBody } from '../../../../contract/auth'
import { profileBody } from '../../../../contract/users'
import { call } from '../../../lib/admin/api'
import { useContractForm } from '../../../lib/forms/useContractForm'
import type { UploadedImage } from '../../../lib/admin/upload'
import { ImageDrop } from '../ImageDrop'
import { Button } from '../../ui/Button'
import { Field } from '../../ui/Field'
import { Notice } from '../../ui/Notice'
import { useNotify } from '../Notifications'
import { Panel } from '../ui'
import { submitWith, useTr } from './formHelpers'
import { ErrorNotice } from '../../ui/ErrorNotice'

/** The profile tab: photo, biography, phone, position, CPF and the password change. */
export function ProfileTab() {
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
            <ErrorNotice message={message} />
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
