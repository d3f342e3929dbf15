'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { STAT_PERIODS } from '../../../domain/site'
import { call } from '../../lib/admin/api'
import type { Answer } from '../../lib/api/routes'
import { formatDate } from '../../lib/format/dates'
import { ButtonLink } from '../ui/Button'
import { Notice } from '../ui/Notice'
import { useAdminUser } from './AdminShell'
import { VisuallyHidden } from '../ui/layout'
import { Cards, ColumnHeads, Panel, Table, Toolbar } from './ui'

type Stats = Answer<'statistics'>['data']

/** The chart library loads with the dashboard only, not with every back-office screen. */
const ReadsChart = dynamic(() => import('./ReadsChart'), { ssr: false, loading: () => <div style={{ height: 240 }} /> })

/** Dashboard (spec section 1): reads, created, unread articles, authors, recent articles, period. */
export function DashboardScreen() {
  const { t } = useTranslation()
  const [period, setPeriod] = useState<(typeof STAT_PERIODS)[number]>('30d')
  const [stats, setStats] = useState<Stats | null>(null)
  const [error, setError] = useState<string | null>(null)
  const { allowed } = useAdminUser()
  useEffect(() => {
    setError(null)
    call('statistics', { query: { period } })
      .then((r) => setStats(r.data))
      .catch((e: Error) => setError(e.message))
  }, [period])
  return (
    <>
      <h1>{t('admin.routes.dashboard')}</h1>
      <Toolbar>
        <div>
          <label htmlFor="period">{t('admin.dashboard.period')}</label>{' '}
          <select id="period" value={period} onChange={(e) => setPeriod(e.target.value as typeof period)}>
            {STAT_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`admin.dashboard.periods.${p}`)}
              </option>
            ))}
          </select>
        </div>
        {allowed.has('list-of-articles') ? (
          <ButtonLink href="/admin/list-of-articles/calendar" $variant="ghost">
            {t('admin.calendar.open')}
          </ButtonLink>
        ) : null}
      </Toolbar>
      {error ? (
        <Notice tone="error">
          <p>{error}</p>
        </Notice>
      ) : null}
      {stats ? (
        <>
          <Cards aria-label={t('admin.dashboard.summary')}>
            <li>
              <span>{t('admin.dashboard.totalReads')}</span>
              <strong>{stats.totalReads}</strong>
            </li>
            <li>
              <span>{t('admin.dashboard.totalCreated')}</span>
              <strong>{stats.totalCreated}</strong>
            </li>
            <li>
              <span>{t('admin.dashboard.unread')}</span>
              <strong>{stats.unreadArticles}</strong>
            </li>
            <li>
              <span>{t('admin.dashboard.authors')}</span>
              <strong>{stats.authors}</strong>
            </li>
          </Cards>
          <Panel aria-labelledby="reads-title">
            <h2 id="reads-title">{t('admin.dashboard.readsPerDay')}</h2>
            <ReadsChart data={stats.readsPerDay} label={t('admin.dashboard.readsPerDay')} readsLabel={t('admin.dashboard.reads')} />
            <VisuallyHidden as="div">
              <table>
                <caption>{t('admin.dashboard.readsPerDay')}</caption>
                <ColumnHeads labels={[t('admin.dashboard.day'), t('admin.dashboard.reads')]} />
                <tbody>
                  {stats.readsPerDay.map((d) => (
                    <tr key={d.day}>
                      <th scope="row">{formatDate(d.day)}</th>
                      <td>{d.reads}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </VisuallyHidden>
          </Panel>
          <Panel aria-labelledby="recent-title">
            <h2 id="recent-title">{t('admin.dashboard.recent')}</h2>
            <Table>
              <ColumnHeads labels={[t('admin.dashboard.articleTitle'), t('admin.dashboard.status'), t('admin.dashboard.publishDate')]} />
              <tbody>
                {stats.recentArticles.map((a) => (
                  <tr key={a.id}>
                    <td>{a.title}</td>
                    <td>{t(`admin.articleStatus.${a.status}`, { defaultValue: a.status })}</td>
                    <td>{formatDate(a.publishedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Panel>
        </>
      ) : null}
    </>
  )
}
