'use client'

import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { ARTICLE_IMAGE_ALT_MAX } from '../../../../domain/articles'
import { formatDate } from '../../../lib/format/rules'
import { Field } from '../../ui/Field'
import { FieldError } from './FieldError'
import { PreflightPanel } from './PreflightPanel'
import { SearchPreview } from './SearchPreview'
import { ImageDrop } from '../ImageDrop'
import { LanguageSelect } from '../LanguageSelect'
import { ChoiceGroup } from '../ui'
import type { Compose } from './useCompose'

/** The side panel's sections: white cards, one per subject, headed so a screen reader can jump between them. */
const Section = styled.section`
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  padding: 16px;
  margin-bottom: 16px;
  h2 {
    margin: 0 0 12px;
    font-size: 1.05rem;
  }
  h3 {
    margin: 12px 0 6px;
    font-size: 0.95rem;
  }
  .status {
    margin: 0 0 12px;
  }
`

/**
 * The writing screen's side panel (issue #45, item 1): publication (state, schedule, newsletter),
 * cover and its description, excerpt, categories, tags and the original language. A translation
 * shows only what is written per language; the rest is shared and edited in pt-BR.
 */
export function ComposeSettings({ compose }: { compose: Compose }) {
  const { t } = useTranslation()
  const { fields, set, errors, fieldId, language, loaded, stage } = compose
  const { translating, locale } = language
  const coverAlt = (
    <Field
      id={fieldId('imageAlt')}
      lang={locale}
      label={t('admin.articles.coverAlt')}
      hint={t('admin.articles.coverAltHint')}
      required={!translating}
      maxLength={ARTICLE_IMAGE_ALT_MAX}
      value={fields.imageAlt}
      onChange={(e) => set.imageAlt(e.target.value)}
      error={errors.imageAlt}
    />
  )
  const excerpt = (
    <Section>
      <Field
        id={fieldId('excerpt')}
        lang={locale}
        label={t('admin.articles.excerpt')}
        multiline
        maxLength={400}
        value={fields.excerpt}
        onChange={(e) => set.excerpt(e.target.value)}
        error={errors.excerpt}
      />
    </Section>
  )
  if (translating)
    return (
      <>
        <Section aria-labelledby={fieldId('cover-title')}>
          <h2 id={fieldId('cover-title')}>{t('admin.articles.cover')}</h2>
          {coverAlt}
          <p>{t('admin.articles.sharedFields')}</p>
        </Section>
        {excerpt}
        <Section aria-labelledby={fieldId('search-preview-title')}>
          <SearchPreview compose={compose} headingId={fieldId('search-preview-title')} />
        </Section>
        <Section aria-labelledby={fieldId('preflight-title')}>
          <PreflightPanel compose={compose} headingId={fieldId('preflight-title')} />
        </Section>
      </>
    )
  return (
    <>
      <Section aria-labelledby={fieldId('publication-title')}>
        <h2 id={fieldId('publication-title')}>{t('admin.articles.publication')}</h2>
        <p className="status">
          {stage === 'published'
            ? t('admin.articles.stateLive', { date: formatDate(loaded?.publishedAt ?? null) })
            : t('admin.articles.stateLine', { state: t(stage === 'new' ? 'admin.articles.stateNew' : `admin.articleStatus.${stage}`) })}
        </p>
        {stage === 'published' ? null : (
          <>
            <Field
              id={fieldId('publishedAt')}
              label={t('admin.articles.when')}
              hint={t('admin.articles.whenHint')}
              type="datetime-local"
              value={fields.when}
              onChange={(e) => set.when(e.target.value)}
              error={errors.publishedAt}
            />
            <label>
              <input type="checkbox" checked={fields.sendToSubscribers} onChange={(e) => set.sendToSubscribers(e.target.checked)} />{' '}
              {t(fields.when ? 'admin.articles.sendWhenLive' : 'admin.articles.sendNow')}
            </label>
          </>
        )}
      </Section>
      <Section aria-labelledby={fieldId('preflight-title')}>
        <PreflightPanel compose={compose} headingId={fieldId('preflight-title')} />
      </Section>
      <Section aria-labelledby={fieldId('cover-title')}>
        <h2 id={fieldId('cover-title')}>{t('admin.articles.cover')}</h2>
        {fields.image ? null : <p>{t('admin.articles.noCover')}</p>}
        <ImageDrop
          image={fields.image}
          alt={fields.imageAlt || fields.title || t('admin.articles.cover')}
          chooseLabel={t('admin.articles.chooseCover')}
          buttonId={fieldId('image')}
          labelledBy={fieldId('cover-title')}
          onUploaded={set.image}
        />
        <FieldError message={errors.image} />
        {coverAlt}
      </Section>
      {excerpt}
      <Section aria-labelledby={fieldId('search-preview-title')}>
        <SearchPreview compose={compose} headingId={fieldId('search-preview-title')} />
      </Section>
      <Section aria-labelledby={fieldId('terms-title')}>
        <h2 id={fieldId('terms-title')}>{t('admin.articles.classification')}</h2>
        <ChoiceGroup>
          <legend>{t('admin.articles.categories')}</legend>
          {fields.categories.map((c, index) => (
            <label key={c.id}>
              <input
                id={index === 0 ? fieldId('categories') : undefined}
                type="checkbox"
                checked={fields.chosen.includes(c.id)}
                onChange={(e) => set.chosen(e.target.checked ? [...fields.chosen, c.id] : fields.chosen.filter((x) => x !== c.id))}
              />{' '}
              {c.name}
            </label>
          ))}
        </ChoiceGroup>
        <FieldError message={errors.categories} />
        <Field label={t('admin.articles.tags')} hint={t('admin.articles.tagsHint')} value={fields.tags} onChange={(e) => set.tags(e.target.value)} />
        <LanguageSelect
          label={t('admin.articles.originalLanguage')}
          hint={t('admin.articles.originalLanguageHint')}
          value={fields.original}
          onChange={set.original}
        />
      </Section>
    </>
  )
}
