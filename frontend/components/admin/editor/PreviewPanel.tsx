'use client'

import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CONTENT_LOCALES, LOCALE_NAMES, type ContentLocale } from '../../../../domain/contentLocales'
import { PREVIEW_HOURS } from '../../../../domain/articles'
import { call } from '../../../lib/admin/api'
import type { Item } from '../../../lib/api/routes'
import { formatDateTime } from '../../../lib/format/dates'
import { Button } from '../../ui/Button'
import { SelectField } from '../../ui/Field'
import { useNotify } from '../Notifications'
import { Panel } from '../ui'

type Link = Item<'articlePreviewList'>
const HOURS = [1, PREVIEW_HOURS.default, 72, PREVIEW_HOURS.max]

/**
 * `/preview/<token>` in a language, as a full address to open or send. It always names its
 * language, pt-BR included: without it a pt-BR link opened in an English browser showed English.
 */
const addressOf = (link: { url: string }, locale: ContentLocale) => `${window.location.origin}${link.url}?lang=${locale}`

/**
 * Preview: the article as its public page will show it, with what is typed and not yet saved (the
 * editor's own short link); and share links for colleagues without an account, each expiring and
 * revocable.
 */
export function PreviewPanel({ articleId, locale, beforePreview }: { articleId: number | string; locale: ContentLocale; beforePreview: () => Promise<void> }) {
  const { t } = useTranslation()
  const notify = useNotify()
  const [language, setLanguage] = useState<ContentLocale>(locale)
  const [hours, setHours] = useState<number>(PREVIEW_HOURS.default)
  const [links, setLinks] = useState<Link[]>([])
  const [made, setMade] = useState<string | null>(null)
  useEffect(() => setLanguage(locale), [locale])
  const load = useCallback(async () => {
    try {
      setLinks((await call('articlePreviewList', { params: { id: articleId } })).data.filter((l) => !l.withAutosave))
    } catch (error) {
      notify('error', (error as Error).message)
    }
  }, [articleId, notify])
  useEffect(() => void load(), [load])

  const preview = async () => {
    // Opened at once (a tab opened after an await is a blocked pop-up), pointed at the preview once it exists.
    const tab = window.open('about:blank', '_blank')
    try {
      await beforePreview() // what was just typed is autosaved first
      const { data } = await call('articlePreviewCreate', { params: { id: articleId }, body: { hours: 1, withAutosave: true } })
      if (tab) {
        tab.opener = null
        tab.location.href = addressOf(data, language)
      } else window.location.assign(addressOf(data, language))
    } catch (error) {
      tab?.close()
      notify('error', (error as Error).message)
    }
  }
  const share = async () => {
    try {
      const { data, message } = await call('articlePreviewCreate', { params: { id: articleId }, body: { hours, withAutosave: false } })
      setMade(addressOf(data, language))
      notify('success', message ?? '')
      await load()
    } catch (error) {
      notify('error', (error as Error).message)
    }
  }
  const revoke = async (link: Link) => {
    try {
      const { message } = await call('articlePreviewRevoke', { params: { id: link.id } })
      notify('success', message ?? '')
      setMade(null)
      await load()
    } catch (error) {
      notify('error', (error as Error).message)
    }
  }

  return (
    <Panel aria-labelledby="preview-title">
      <h2 id="preview-title">{t('admin.preview.title')}</h2>
      <p>{t('admin.preview.intro')}</p>
      <SelectField
        label={t('admin.preview.language')}
        value={language}
        onChange={(e) => setLanguage(e.target.value as ContentLocale)}
        options={CONTENT_LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] }))}
      />
      <Button type="button" onClick={() => void preview()}>
        {t('admin.preview.open')}
      </Button>
      <h3>{t('admin.preview.shareTitle')}</h3>
      <p>{t('admin.preview.shareIntro')}</p>
      <SelectField
        label={t('admin.preview.hours')}
        value={String(hours)}
        onChange={(e) => setHours(Number(e.target.value))}
        options={HOURS.map((h) => ({ value: String(h), label: t('admin.preview.hoursOption', { count: h }) }))}
      />
      <Button type="button" $variant="ghost" onClick={() => void share()}>
        {t('admin.preview.share')}
      </Button>
      {made ? (
        <p>
          <label htmlFor="preview-link">{t('admin.preview.link')}</label>{' '}
          <input id="preview-link" readOnly value={made} size={48} onFocus={(e) => e.currentTarget.select()} />
        </p>
      ) : null}
      {links.length ? (
        <ul>
          {links.map((link) => (
            <li key={link.id}>
              {t('admin.preview.expires', { date: formatDateTime(link.expiresAt) })}{' '}
              <Button
                type="button"
                $variant="ghost"
                aria-label={t('admin.preview.revokeNamed', { date: formatDateTime(link.expiresAt) })}
                onClick={() => void revoke(link)}
              >
                {t('admin.preview.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('admin.preview.none')}</p>
      )}
    </Panel>
  )
}
