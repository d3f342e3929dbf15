'use client'

import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../lib/format/dates'
import { Notice } from '../../ui/Notice'
import type { Compose } from './useCompose'

/**
 * Where the article stands in the review step, above the form: the reviewer's note on one
 * returned to its writer; who submitted one waiting for an editor; a writer's lock on what is live.
 */
export function ReviewNotice({ compose }: { compose: Compose }) {
  const { t } = useTranslation()
  const { loaded, stage, canPublish, actions } = compose
  const review = loaded?.review
  if (stage === 'draft' && review)
    return (
      <Notice>
        <p>
          <strong>{t('admin.articles.review.returnedTitle')}</strong>{' '}
          {t('admin.articles.review.returnedBy', { name: review.by?.full_name ?? '', date: formatDateTime(review.at) })}
        </p>
        <p style={{ whiteSpace: 'pre-line' }}>{review.note}</p>
      </Notice>
    )
  if (stage === 'review')
    return (
      <Notice>
        <p>{canPublish ? t('admin.articles.review.waitingEditor', { name: loaded?.author.full_name ?? '' }) : t('admin.articles.review.waiting')}</p>
      </Notice>
    )
  if (!actions)
    return (
      <Notice>
        <p>{t('admin.articles.liveLocked')}</p>
      </Notice>
    )
  return null
}
