'use client'

import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ContentLocale } from '../../../../domain/contentLocales'
import { call } from '../../../lib/admin/api'
import type { Answer } from '../../../lib/api/routes'
import { formatDateTime } from '../../../lib/format/dates'
import { Button } from '../../ui/Button'
import { Notice } from '../../ui/Notice'

export type Autosave = NonNullable<Answer<'articleAutosaveGet'>['data']>

/**
 * Offers back the work autosave kept for this article and language when it is newer than the
 * article's last save (a closed tab, a crash, a language switched away from): restore it into
 * the editor, or discard it.
 */
export function RecoverAutosave({ articleKey, locale, onRestore }: { articleKey: string; locale: ContentLocale; onRestore: (work: Autosave) => void }) {
  const { t } = useTranslation()
  const [found, setFound] = useState<Autosave | null>(null)
  useEffect(() => {
    let live = true
    setFound(null)
    call('articleAutosaveGet', { params: { key: articleKey }, query: { lang: locale } }).then(
      ({ data }) => {
        const newer = data && (!data.articleSavedAt || new Date(data.savedAt).getTime() > new Date(data.articleSavedAt).getTime())
        if (live && newer) setFound(data)
      },
      () => undefined, // nothing to offer
    )
    return () => {
      live = false
    }
  }, [articleKey, locale])
  if (!found) return null
  return (
    <Notice tone="info">
      <p>{t('admin.articles.autosave.found', { date: formatDateTime(found.savedAt) })}</p>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 8 }}>
        <Button
          type="button"
          onClick={() => {
            onRestore(found)
            setFound(null)
          }}
        >
          {t('admin.articles.autosave.restore')}
        </Button>
        <Button
          type="button"
          $variant="ghost"
          onClick={() => {
            void call('articleAutosaveDelete', { params: { key: articleKey }, query: { lang: locale } }).catch(() => undefined)
            setFound(null)
          }}
        >
          {t('admin.articles.autosave.discard')}
        </Button>
      </div>
    </Notice>
  )
}
