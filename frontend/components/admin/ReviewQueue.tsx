'use client'

import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { call } from '../../lib/admin/api'
import type { Item } from '../../lib/api/routes'
import { adminPath } from '../../lib/admin/navigation'
import { Button } from '../ui/Button'
import { Notice } from '../ui/Notice'
import { useAdminUser } from './AdminShell'

/** How many of a writer's own drafts the list reads for returned ones (a writer has few drafts at a time). */
const OWN_DRAFTS = 50

/**
 * The review step in the back-office (issue #45, item 4), above the articles list: an editor
 * sees how many articles wait for review and filters the list to them; a writer sees their
 * articles returned with a note, each a link to the editor. `changed` re-reads after an action.
 */
export function ReviewQueue({ onShowWaiting, changed }: { onShowWaiting: () => void; changed: number }) {
  const { t } = useTranslation()
  const { user, allowed } = useAdminUser()
  const canPublish = allowed.has('publish-articles')
  const [waiting, setWaiting] = useState(0)
  const [returned, setReturned] = useState<Item<'articlesList'>[]>([])
  useEffect(() => {
    if (!user) return
    if (canPublish)
      call('articlesList', { query: { page: 1, limit: 1, status: 'review' } }).then(
        (r) => setWaiting(r.meta?.total ?? r.data.length),
        () => undefined,
      )
    else
      call('articlesList', { query: { page: 1, limit: OWN_DRAFTS, status: 'draft', author: String(user.id) } }).then(
        (r) => setReturned(r.data.filter((a) => a.review)),
        () => undefined,
      )
  }, [user, canPublish, changed])
  if (canPublish && waiting > 0)
    return (
      <Notice>
        <p>
          {t('admin.articles.queue.waiting', { count: waiting })}{' '}
          <Button type="button" $variant="ghost" onClick={onShowWaiting}>
            {t('admin.articles.queue.show')}
          </Button>
        </p>
      </Notice>
    )
  if (!canPublish && returned.length > 0)
    return (
      <Notice>
        <p>{t('admin.articles.queue.returned', { count: returned.length })}</p>
        <ul>
          {returned.map((a) => (
            <li key={a.id}>
              <a href={adminPath('compose', a.slug, a.id)}>{a.title}</a>: {a.review?.note}
            </li>
          ))}
        </ul>
      </Notice>
    )
  return null
}
