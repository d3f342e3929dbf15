'use client'

import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { WHATSAPP_DEFAULT_COLOR } from '../../../../domain/site'
import { whatsappBody } from '../../../../contract/settings'
import { call } from '../../../lib/admin/api'
import { useContractForm } from '../../../lib/forms/useContractForm'
import { readablePair } from '../../../lib/format/rules'
import { Button } from '../../ui/Button'
import { Field } from '../../ui/Field'
import { useNotify } from '../Notifications'
import { Panel } from '../ui'
import { submitWith, useTr } from './formHelpers'
import { ErrorNotice } from '../../ui/ErrorNotice'

/** The WhatsApp tab: the chat button's phone, message and colour, with a live preview. */
export function WhatsappTab() {
  const { t } = useTranslation()
  const tr = useTr()
  const notify = useNotify()
  const [message, setMessage] = useState<string | null>(null)
  const form = useContractForm(whatsappBody, { defaultValues: { phone: '', message: '', color: WHATSAPP_DEFAULT_COLOR, enabled: true } })
  const resetWhatsapp = form.reset
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    call('publicWhatsapp', {})
      .then(
        // A site with no number yet shows the button once one is saved, unless unticked.
        ({ data }) =>
          resetWhatsapp({
            phone: data.phone ?? '',
            message: data.message ?? '',
            color: data.color ?? WHATSAPP_DEFAULT_COLOR,
            enabled: data.phone ? data.enabled : true,
          }),
        () => undefined,
      )
      .finally(() => setLoaded(true))
  }, [resetWhatsapp])
  const color = form.watch('color')
  const pair = readablePair(/^#[0-9a-f]{6}$/i.test(color) ? color : WHATSAPP_DEFAULT_COLOR, 3)
  const save = form.handleSubmit((values) =>
    submitWith(() => call('whatsappUpdate', { body: values }), notify, form.setError, ['phone', 'message', 'color', 'enabled'], setMessage),
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
          <p>
            <label>
              <input type="checkbox" {...form.register('enabled')} /> {t('admin.settings.whatsappEnabled')}
            </label>
          </p>
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
          <ErrorNotice message={message} />
          <Button type="submit">{t('admin.save')}</Button>
        </form>
      ) : null}
    </Panel>
  )
}
