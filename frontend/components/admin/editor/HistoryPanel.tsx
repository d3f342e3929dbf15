'use client'

import { diffWords, type Change } from 'diff'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { LOCALE_NAMES, type ContentLocale } from '../../../../domain/contentLocales'
import { lexicalToPlainText } from '../../../../lib/text/lexical'
import { call } from '../../../lib/admin/api'
import type { Answer, Item } from '../../../lib/api/routes'
import { formatDateTime } from '../../../lib/format/dates'
import { Button } from '../../ui/Button'
import { SelectField } from '../../ui/Field'
import { useNotify } from '../Notifications'
import { Panel } from '../ui'
import { RestoreDialog } from './RestoreDialog'

type Summary = Item<'articleVersions'>
type Detail = Answer<'articleVersion'>['data']
type Plan = Answer<'articleRestorePlan'>['data']

const Changes = styled.dl`
  dt {
    font-weight: 700;
    margin-top: 12px;
  }
  dd {
    margin: 4px 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  ins {
    background: #d7f5dd;
    color: #0b3d17;
    text-decoration: underline;
  }
  del {
    background: #fde2e4;
    color: #6b0010;
  }
`

const Pair = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 16px;
  > div {
    flex: 1 1 260px;
  }
`

/** Words removed and added between two texts, marked with <del> and <ins> (read out by screen readers). */
function WordDiff({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation()
  if (from === to) return <>{t('admin.history.unchanged')}</>
  return (
    <>
      {diffWords(from, to).map((part: Change, i) =>
        part.added ? <ins key={i}>{part.value}</ins> : part.removed ? <del key={i}>{part.value}</del> : <span key={i}>{part.value}</span>,
      )}
    </>
  )
}

/** Names added to and removed from a list (categories, tags). */
function ListDiff({ from, to }: { from: string[]; to: string[] }) {
  const { t } = useTranslation()
  const added = to.filter((n) => !from.includes(n))
  const removed = from.filter((n) => !to.includes(n))
  if (!added.length && !removed.length) return <>{t('admin.history.unchanged')}</>
  return (
    <>
      {added.length ? <ins>{`${t('admin.history.added')}: ${added.join(', ')}`}</ins> : null}{' '}
      {removed.length ? <del>{`${t('admin.history.removed')}: ${removed.join(', ')}`}</del> : null}
    </>
  )
}

/**
 * The editor's History panel: the article's saved versions (numbered, so none reads like
 * another), a comparison of any two (languages written, title, excerpt, body text, categories,
 * tags, cover) in the language being edited, and Restore, which says what it will change in each
 * language, asks, then saves the older one as the newest version (languages it never had are
 * kept; status and publication stay as they are).
 */
export function HistoryPanel({
  articleId,
  locale,
  refresh,
  onRestored,
}: {
  articleId: number | string
  locale: ContentLocale
  refresh: number
  onRestored: () => void
}) {
  const { t } = useTranslation()
  const notify = useNotify()
  const [versions, setVersions] = useState<Summary[]>([])
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [pair, setPair] = useState<[Detail, Detail] | null>(null)
  const [restoring, setRestoring] = useState(false)
  const [plan, setPlan] = useState<Plan | null>(null)

  useEffect(() => {
    call('articleVersions', { params: { id: articleId }, query: { page: 1, limit: 50 } }).then(
      ({ data }) => {
        setVersions(data)
        setTo(data[0] ? String(data[0].id) : '')
        setFrom(data[1] ? String(data[1].id) : '')
      },
      (e: Error) => notify('error', e.message),
    )
  }, [articleId, refresh, notify])

  useEffect(() => {
    if (!from || !to) return setPair(null)
    const read = (versionId: string) => call('articleVersion', { params: { id: articleId, versionId }, query: { lang: locale } }).then((r) => r.data)
    let current = true
    Promise.all([read(from), read(to)]).then(
      (both) => current && setPair(both),
      (e: Error) => notify('error', e.message),
    )
    return () => {
      current = false
    }
  }, [articleId, from, to, locale, notify])

  const label = (v: Summary) =>
    t('admin.history.option', {
      number: v.number ?? '',
      date: formatDateTime(v.savedAt),
      who: v.editedBy?.full_name ?? t('admin.history.nobody'),
      status: t(`admin.articleStatus.${v.status}`),
    })
  const options = versions.map((v) => ({ value: String(v.id), label: label(v) }))

  // Restore asks first, saying what it changes in each language (read from the server, which compares every language).
  const askRestore = async () => {
    if (restoring || !from) return
    try {
      setPlan((await call('articleRestorePlan', { params: { id: articleId, versionId: from } })).data)
    } catch (e) {
      notify('error', (e as Error).message)
    }
  }

  const restore = async () => {
    if (restoring || !from) return
    setPlan(null)
    setRestoring(true)
    try {
      await call('articleRestore', { params: { id: articleId, versionId: from } })
      notify('success', t('admin.history.restored'))
      onRestored()
    } catch (e) {
      notify('error', (e as Error).message)
    } finally {
      setRestoring(false)
    }
  }

  const [older, newer] = pair ?? []
  return (
    <Panel aria-labelledby="history-title">
      <h2 id="history-title">{t('admin.history.title')}</h2>
      <p>{t('admin.history.intro')}</p>
      {versions.length < 2 ? (
        <p>{t('admin.history.none')}</p>
      ) : (
        <>
          <Pair>
            <SelectField label={t('admin.history.from')} value={from} onChange={(e) => setFrom(e.target.value)} options={options} />
            <SelectField label={t('admin.history.to')} value={to} onChange={(e) => setTo(e.target.value)} options={options} />
          </Pair>
          {older && newer ? (
            <section aria-labelledby="changes-title" aria-live="polite">
              <h3 id="changes-title">{t('admin.history.changes')}</h3>
              <Changes lang={locale}>
                <dt>{t('admin.history.languages')}</dt>
                <dd>
                  <ListDiff from={older.languages.map((l) => LOCALE_NAMES[l])} to={newer.languages.map((l) => LOCALE_NAMES[l])} />
                </dd>
                <dt>{t('admin.dashboard.articleTitle')}</dt>
                <dd>
                  <WordDiff from={older.title} to={newer.title} />
                </dd>
                <dt>{t('admin.articles.excerpt')}</dt>
                <dd>
                  <WordDiff from={older.excerpt} to={newer.excerpt} />
                </dd>
                <dt>{t('admin.articles.content')}</dt>
                <dd>
                  <WordDiff from={lexicalToPlainText(older.content)} to={lexicalToPlainText(newer.content)} />
                </dd>
                <dt>{t('admin.articles.categories')}</dt>
                <dd>
                  <ListDiff from={older.categories.map((c) => c.name)} to={newer.categories.map((c) => c.name)} />
                </dd>
                <dt>{t('admin.articles.tags')}</dt>
                <dd>
                  <ListDiff from={older.tags.map((c) => c.name)} to={newer.tags.map((c) => c.name)} />
                </dd>
                <dt>{t('admin.history.cover')}</dt>
                <dd>
                  <ListDiff
                    from={older.image ? [older.image.alt || String(older.image.id)] : []}
                    to={newer.image ? [newer.image.alt || String(newer.image.id)] : []}
                  />
                </dd>
              </Changes>
            </section>
          ) : null}
          <Button type="button" $variant="ghost" aria-disabled={restoring || undefined} aria-busy={restoring} onClick={() => void askRestore()}>
            {t('admin.history.restore')}
          </Button>
          <RestoreDialog
            plan={plan}
            number={versions.find((v) => String(v.id) === from)?.number ?? null}
            onCancel={() => setPlan(null)}
            onConfirm={() => void restore()}
          />
        </>
      )}
    </Panel>
  )
}
