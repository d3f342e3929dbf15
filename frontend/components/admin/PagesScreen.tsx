'use client'

import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { call } from '../../lib/admin/api'
import type { Item } from '../../lib/api/routes'
import { formatDate, truncate } from '../../lib/format/rules'
import { Button, ButtonLink } from '../ui/Button'
import { useConfirmedAction } from './ConfirmDialog'
import { useNotify } from './Notifications'
import { ColumnHeads, Panel, Table, Toolbar } from './ui'

type PageRow = Item<'pagesList'>

/**
 * pages (issue #43, item 2): the site's own pages with their state and languages. Writing
 * happens in the block editor (/cms, with Live Preview); here a page is created, opened,
 * previewed, published and unpublished.
 */
export function PagesScreen() {
  const { t } = useTranslation()
  const notify = useNotify()
  const [rows, setRows] = useState<PageRow[] | null>(null)
  const [search, setSearch] = useState('')
  const load = useCallback(async () => {
    try {
      setRows((await call('pagesList', { query: { page: 1, limit: 100, search } })).data)
    } catch (error) {
      notify('error', (error as Error).message)
    }
  }, [search, notify])
  useEffect(() => {
    const timer = setTimeout(() => void load(), 250)
    return () => clearTimeout(timer)
  }, [load])
  const { confirm, dialog } = useConfirmedAction(load)
  const setStatus = (page: PageRow, action: 'publish' | 'unpublish') =>
    confirm(t(`admin.pages.screen.${action === 'publish' ? 'confirmPublish' : 'confirmUnpublish'}`, { name: page.title }), () =>
      call('pageStatus', { params: { id: page.id }, body: { action } }),
    )
  return (
    <>
      <h1>{t('admin.routes.pages')}</h1>
      <p>{t('admin.pages.screen.lead')}</p>
      <Toolbar>
        <div>
          <label htmlFor="page-search">{t('admin.search')}</label>{' '}
          <input id="page-search" type="search" value={search} maxLength={120} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <ButtonLink href="/cms/collections/pages/create">{t('admin.pages.screen.new')}</ButtonLink>
      </Toolbar>
      <Panel>
        <Table>
          <ColumnHeads
            labels={[
              t('admin.pages.screen.title'),
              t('admin.pages.screen.address'),
              t('admin.pages.screen.status'),
              t('admin.pages.screen.languages'),
              t('admin.pages.screen.updated'),
              t('admin.pages.screen.actions'),
            ]}
          />
          <tbody>
            {(rows ?? []).map((page) => (
              <tr key={page.id}>
                <td>{truncate(page.title, 70)}</td>
                <td>{page.status === 'draft' ? page.path : <a href={page.path ?? '/'}>{page.path}</a>}</td>
                <td>{t(`admin.pages.screen.statuses.${page.status}`)}</td>
                <td>{page.languages.join(', ')}</td>
                <td>{formatDate(page.updatedAt)}</td>
                <td className="actions">
                  <ButtonLink href={page.editUrl} $variant="ghost" aria-label={t('admin.pages.screen.editNamed', { title: page.title })}>
                    {t('admin.pages.screen.edit')}
                  </ButtonLink>
                  <ButtonLink href={page.previewUrl} $variant="ghost" target="_blank" aria-label={t('admin.pages.screen.previewNamed', { title: page.title })}>
                    {t('admin.pages.screen.preview')}
                  </ButtonLink>
                  {page.status !== 'published' ? (
                    <Button
                      type="button"
                      $variant="ghost"
                      aria-label={t('admin.pages.screen.publishNamed', { title: page.title })}
                      onClick={() => setStatus(page, 'publish')}
                    >
                      {t('admin.pages.screen.publish')}
                    </Button>
                  ) : null}
                  {page.status !== 'draft' ? (
                    <Button
                      type="button"
                      $variant="ghost"
                      aria-label={t('admin.pages.screen.unpublishNamed', { title: page.title })}
                      onClick={() => setStatus(page, 'unpublish')}
                    >
                      {t('admin.pages.screen.unpublish')}
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        {rows && !rows.length ? <p>{t('admin.pages.screen.empty')}</p> : null}
      </Panel>
      {dialog}
    </>
  )
}
