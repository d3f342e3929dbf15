'use client'

import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { call } from '../../../lib/admin/api'
import { useNotify } from '../Notifications'
import type { Loaded } from './composeActions'

/**
 * An editor's return of an article in review to its writer (issue #45, item 4): the note
 * dialog's state and the status call. `onReturned` gets the article as it now is (a draft with
 * the note); the editor's save state is shared, so nothing else saves meanwhile.
 */
export function useReturnToWriter(loaded: Loaded | null, busy: { saving: boolean; setSaving: (saving: boolean) => void }, onReturned: (saved: Loaded) => void) {
  const { t } = useTranslation()
  const notify = useNotify()
  const [returning, setReturning] = useState(false)
  const returnToWriter = async (note: string) => {
    if (!loaded || busy.saving) return
    busy.setSaving(true)
    try {
      const saved = (await call('articleStatus', { params: { id: loaded.id }, body: { action: 'return', note } })).data
      onReturned(saved)
      setReturning(false)
      notify('success', t('admin.articles.returned'))
    } catch (error) {
      notify('error', (error as Error).message)
    } finally {
      busy.setSaving(false)
    }
  }
  return { returning, returnToWriter, open: () => setReturning(true), close: () => setReturning(false) }
}
