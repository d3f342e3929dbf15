'use client'

import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ARTICLE_STATUSES, LIVE_STATUSES } from '../../../domain/articles'
import { useAdminNavigation } from '../../lib/admin/navigation'
import { call } from '../../lib/admin/api'
import type { Item } from '../../lib/api/routes'
import { display, formatDate, truncate } from '../../lib/format/rules'
import { Button, ButtonLink } from '../ui/Button'
import { useConfirmedAction } from './ConfirmDialog'
import { useNotify } from './Notifications'
import { ColumnHeads, Panel, Table, Toolbar } from './ui'
import { useAdminUser } from './AdminShell'
import { ReviewQueue } from './ReviewQueue'

type Article = Item<'articlesList'>

/** list-of-articles: date, publish date, category, user, title, actions; filters by text and status. */
export function ArticlesScreen() {
  const { t } = useTranslation()
  const navigation = useAdminNavigation()
  const notify = useNotify()
  const [rows, setRows] = useState<Article[]>([])
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState('')
  // A writer (no `publish-articles`) changes only their own articles that are not live; the server enforces it.
  const { user, allowed } = useAdminUser()
  const canPublish = allowed.has('publish-articles')
  const mayChange = (a: Article) => canPublish || (String(a.author?.id) === String(user?.id) && !LIVE_STATUSES.includes(a.status ?? 'draft'))
  const [loads, setLoads] = useState(0)
  const load = useCallback(async () => {
    try {
      setRows((await call('articlesList', { query: { page: 1, limit: 50, search, status } })).data)
      setLoads((n) => n + 1)
    } catch (error) {
      notify('error', (error as Error).message)
    }
  }, [search, status, notify])
  useEffect(() => {
    const timer = setTimeout(() => void load(), 250)
    return () => clearTimeout(timer)
  }, [load])
  const { confirm, dialog, deleteButton } = useConfirmedAction(load)
  const statusAction = (a: Article, action: 'publish' | 'unpublish' | 'advance') =>
    confirm(t(`admin.articles.confirm.${action}`, { name: a.title }), () => call('articleStatus', { params: { id: a.id }, body: { action } }))
  return (
    <>
      <h1>{t('admin.routes.list-of-articles')}</h1>
      <ReviewQueue onShowWaiting={() => setStatus('review')} changed={loads} />
      <Toolbar>
        <div>
          <label htmlFor="article-search">{t('admin.search')}</label>{' '}
          <input id="article-search" type="search" value={search} maxLength={120} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <div>
          <label htmlFor="article-status">{t('admin.dashboard.status')}</label>{' '}
          <select id="article-status" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">{t('blog.all')}</option>
            {ARTICLE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`admin.articleStatus.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="button" onClick={() => navigation.go('compose')}>
          {t('admin.articles.new')}
        </Button>
        <ButtonLink href="/admin/list-of-articles/calendar" $variant="ghost">
          {t('admin.calendar.open')}
        </ButtonLink>
      </Toolbar>
      <Panel>
        <Table cards>
          <ColumnHeads
            labels={[
              t('admin.dashboard.articleTitle'),
              t('admin.dashboard.publishDate'),
              t('admin.articles.category'),
              t('admin.articles.user'),
              t('admin.articles.date'),
              t('admin.actions'),
            ]}
          />
          <tbody>
            {rows.map((a) => (
              <tr key={a.id}>
                <td>{truncate(a.title, 70)}</td>
                <td data-label={t('admin.dashboard.publishDate')}>
                  {formatDate(a.publishedAt)} · {t(`admin.articleStatus.${a.status}`)}
                </td>
                <td data-label={t('admin.articles.category')}>{display(a.categories.map((c) => c.name).join(', '))}</td>
                <td data-label={t('admin.articles.user')}>{display(a.author?.full_name)}</td>
                <td data-label={t('admin.articles.date')}>{formatDate(a.createdAt)}</td>
                <td className="actions">
                  <Button
                    type="button"
                    $variant="ghost"
                    aria-label={t('admin.editNamed', { name: a.title })}
                    onClick={() => navigation.go('compose', a.slug, a.id)}
                  >
                    {t('admin.edit')}
                  </Button>
                  {canPublish && a.status === 'published' ? (
                    <Button
                      type="button"
                      $variant="ghost"
                      aria-label={t('admin.articles.unpublishNamed', { name: a.title })}
                      onClick={() => statusAction(a, 'unpublish')}
                    >
                      {t('admin.articles.unpublish')}
                    </Button>
                  ) : null}
                  {canPublish && (a.status === 'draft' || a.status === 'review') ? (
                    <Button
                      type="button"
                      $variant="ghost"
                      aria-label={t('admin.articles.publishNamed', { name: a.title })}
                      onClick={() => statusAction(a, 'publish')}
                    >
                      {t('admin.articles.publish')}
                    </Button>
                  ) : null}
                  {canPublish && a.status === 'scheduled' ? (
                    <Button
                      type="button"
                      $variant="ghost"
                      aria-label={t('admin.articles.advanceNamed', { name: a.title })}
                      onClick={() => statusAction(a, 'advance')}
                    >
                      {t('admin.articles.advance')}
                    </Button>
                  ) : null}
                  {mayChange(a) ? deleteButton(a.title, () => call('articleDelete', { params: { id: a.id } })) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        {rows.length ? null : <p>{t('admin.empty')}</p>}
      </Panel>
      {dialog}
    </>
  )
}
