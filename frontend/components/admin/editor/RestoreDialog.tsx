'use client'

import { useTranslation } from 'react-i18next'
import { LOCALE_NAMES } from '../../../../domain/contentLocales'
import type { Answer } from '../../../lib/api/routes'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'

type Plan = Answer<'articleRestorePlan'>['data']

/** The label of each field a restore can change, from the labels the editor already shows. */
const FIELD_LABELS = {
  title: 'admin.dashboard.articleTitle',
  excerpt: 'admin.articles.excerpt',
  content: 'admin.articles.content',
  image: 'admin.history.cover',
  categories: 'admin.articles.categories',
  tags: 'admin.articles.tags',
} as const

/**
 * Asks before a restore, saying what it will do: per language, which texts go back to the
 * version, which language comes back, which stays as it is because the version never had it;
 * and what changes in every language (cover, categories, tags).
 */
export function RestoreDialog({
  plan,
  number,
  onCancel,
  onConfirm,
}: {
  plan: Plan | null
  number: number | null
  onCancel: () => void
  onConfirm: () => void
}) {
  const { t } = useTranslation()
  const names = (fields: (keyof typeof FIELD_LABELS)[]) => fields.map((f) => t(FIELD_LABELS[f])).join(', ')
  const nothing = plan !== null && plan.fields.length === 0 && plan.languages.every((l) => l.change === 'unchanged' || l.change === 'kept')
  return (
    <Dialog open={plan !== null} onClose={onCancel} labelledBy="restore-title">
      <h2 id="restore-title">{t('admin.history.confirmTitle', { number: number ?? '' })}</h2>
      <p>{nothing ? t('admin.history.confirmNothing') : t('admin.history.confirmIntro')}</p>
      <ul>
        {plan?.languages.map((l) => (
          <li key={l.lang}>
            <span lang={l.lang}>{LOCALE_NAMES[l.lang]}</span>
            {': '}
            {t(`admin.history.change.${l.change}`, { fields: names(l.fields) })}
          </li>
        ))}
        {plan?.fields.length ? <li>{t('admin.history.sharedChange', { fields: names(plan.fields) })}</li> : null}
      </ul>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'flex-end' }}>
        <Button type="button" $variant="ghost" onClick={onCancel}>
          {t('admin.cancel')}
        </Button>
        <Button type="button" onClick={onConfirm}>
          {t('admin.history.confirmRestore')}
        </Button>
      </div>
    </Dialog>
  )
}
