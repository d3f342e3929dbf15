'use client'

import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAdminUser } from '../AdminShell'
import styled from 'styled-components'
import { formatDateTime } from '../../../lib/format/dates'
import { fromDateTimeInput, toDateTimeInput } from '../../../lib/format/dateTimeInput'
import { Button, ButtonLink } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { Field } from '../../ui/Field'
import type { CalendarArticle } from './useCalendar'

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: flex-end;
  margin-top: 12px;
`

/**
 * An article of the calendar (issue #45, item 5): when it goes or went out, by whom, in which
 * categories; a scheduled one takes a new date and time here (the keyboard's way to move it),
 * on the company's clock as the writing screen's date field.
 */
export function CalendarEntryDialog({
  article,
  onClose,
  onReschedule,
}: {
  article: CalendarArticle | null
  onClose: () => void
  onReschedule: (article: CalendarArticle, publishedAt: string) => Promise<boolean>
}) {
  const { t } = useTranslation()
  // Rescheduling is an editor's (a writer sees the calendar but moves nothing: issue #45, item 4).
  const canMove = useAdminUser().allowed.has('publish-articles')
  const [when, setWhen] = useState('')
  const [error, setError] = useState<string | undefined>()
  useEffect(() => {
    setWhen(article ? toDateTimeInput(article.publishedAt) : '')
    setError(undefined)
  }, [article])

  const submit = async () => {
    if (!article) return
    const publishedAt = fromDateTimeInput(when)
    if (!publishedAt) return setError(t('admin.calendar.dateRequired'))
    if (await onReschedule(article, publishedAt)) onClose()
  }

  return (
    <Dialog open={article !== null} onClose={onClose} labelledBy="calendar-entry-title">
      <h2 id="calendar-entry-title">{article?.title}</h2>
      {article ? (
        <>
          <p>
            {t(article.status === 'scheduled' ? 'admin.calendar.scheduledFor' : 'admin.calendar.publishedOn', {
              date: formatDateTime(article.publishedAt).slice(0, 16),
            })}
            {article.sendToSubscribers ? ` · ${t('admin.calendar.withNewsletter')}` : ''}
          </p>
          <p>
            {t('admin.calendar.by', { name: article.author.full_name ?? '-' })}
            {article.categories.length ? ` · ${article.categories.map((c) => c.name).join(', ')}` : ''}
          </p>
          {canMove && article.status === 'scheduled' ? (
            <form
              onSubmit={(e) => {
                e.preventDefault()
                void submit()
              }}
            >
              <Field label={t('admin.calendar.newDate')} type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} error={error} />
              <Button type="submit">{t('admin.calendar.reschedule')}</Button>
            </form>
          ) : null}
          <Actions>
            <ButtonLink $variant="ghost" href={`/admin/compose/${article.slug}/${article.id}`}>
              {t('admin.calendar.openEditor')}
            </ButtonLink>
            {article.status === 'published' ? (
              <ButtonLink $variant="ghost" href={`/post/${article.slug}/${article.id}`}>
                {t('admin.calendar.openSite')}
              </ButtonLink>
            ) : null}
            <Button type="button" $variant="ghost" onClick={onClose}>
              {t('admin.calendar.close')}
            </Button>
          </Actions>
        </>
      ) : null}
    </Dialog>
  )
}
