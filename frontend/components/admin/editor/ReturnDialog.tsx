'use client'

import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { REVIEW_NOTE_MAX } from '../../../../domain/articles'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { Field } from '../../ui/Field'

/**
 * An editor returns an article in review to its writer (issue #45, item 4): the note saying what
 * to change is required, and the writer reads it by e-mail and on the article.
 */
export function ReturnDialog({ open, busy, onReturn, onClose }: { open: boolean; busy: boolean; onReturn: (note: string) => void; onClose: () => void }) {
  const { t } = useTranslation()
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | undefined>()
  const send = () => {
    if (!note.trim()) {
      setError(t('api.reviewNoteRequired'))
      document.getElementById('return-note')?.focus()
      return
    }
    onReturn(note.trim())
  }
  return (
    <Dialog open={open} onClose={onClose} labelledBy="return-title">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          send()
        }}
      >
        <h2 id="return-title">{t('admin.articles.returnDialog.title')}</h2>
        <p>{t('admin.articles.returnDialog.intro')}</p>
        <Field
          id="return-note"
          multiline
          required
          maxLength={REVIEW_NOTE_MAX}
          label={t('admin.articles.returnDialog.note')}
          value={note}
          error={error}
          onChange={(e) => {
            setNote(e.target.value)
            setError(undefined)
          }}
        />
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <Button type="button" $variant="ghost" onClick={onClose}>
            {t('admin.articles.returnDialog.cancel')}
          </Button>
          <Button type="submit" aria-disabled={busy || undefined} aria-busy={busy}>
            {t('admin.articles.returnDialog.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
