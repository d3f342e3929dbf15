'use client'

import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { askImageDescription, pickFile, uploadImage } from '../../lib/admin/upload'
import { formatDateTime } from '../../lib/format/dates'
import { ErrorNotice } from '../ui/ErrorNotice'
import { ErrorSummary } from '../ui/ErrorSummary'
import { Field } from '../ui/Field'
import { ArticleEditor } from './editor/ArticleEditor'
import { ComposeBar } from './editor/ComposeBar'
import { ComposeSettings } from './editor/ComposeSettings'
import { composeErrorEntries } from './editor/composeErrors'
import { ContentLanguageSwitch } from './editor/ContentLanguageSwitch'
import { FieldError } from './editor/FieldError'
import { GoneLiveDialog } from './editor/GoneLiveDialog'
import { PreflightDialog } from './editor/PreflightPanel'
import { minutesForWords } from '../../../lib/text/lexical'
import { HistoryPanel } from './editor/HistoryPanel'
import { NewsletterTestPanel } from './editor/NewsletterTestPanel'
import { PreviewPanel } from './editor/PreviewPanel'
import { RecoverAutosave } from './editor/RecoverAutosave'
import { ReturnDialog } from './editor/ReturnDialog'
import { ReviewNotice } from './editor/ReviewNotice'
import { useCompose } from './editor/useCompose'
import { useNotify } from './Notifications'

/** On a phone the bar is fixed at the bottom of the screen: the page ends above it. */
const Desk = styled.div`
  @media (max-width: 899px) {
    padding-bottom: 120px;
  }
`

/** A readable writing column, the settings beside it from 1100 px (below it, after it). */
const Columns = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1100px) {
    grid-template-columns: minmax(0, 1fr) 320px;
    align-items: start;
  }
  .writing {
    background: #fff;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 12px;
    padding: 20px;
    max-width: 48rem;
    width: 100%;
  }
  .count {
    margin: 8px 0 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
  .title input {
    font-size: 1.5rem;
    font-weight: 700;
  }
`

/** compose/{slug?}/{id?}: the writing screen (issue #45, item 1): the body's column, the settings' side panel, the actions' bar. */
export function ComposeScreen({ id }: { id?: string }) {
  const { t, i18n } = useTranslation()
  const notify = useNotify()
  const compose = useCompose(id)
  const { loaded, fields, set, errors, fieldId, language } = compose

  /** Images placed in the body by the editor's image button, each with the description it is asked for (its alt; never its file name). */
  const upload = async (file: File | null) => {
    if (!file) return null
    const alt = askImageDescription(t('admin.editor.imageAltPrompt'))
    if (alt === null) return null
    try {
      return await uploadImage(file, alt, i18n.language)
    } catch (error) {
      notify('error', (error as Error).message)
      return null
    }
  }

  if (!compose.ready) return null
  return (
    <Desk>
      <h1>{loaded ? t('admin.articles.edit') : t('admin.routes.compose')}</h1>
      <RecoverAutosave articleKey={compose.articleKey} locale={language.locale} onRestore={compose.restoreWork} />
      <p role="status">{compose.autosave.keptAt ? t('admin.articles.autosave.kept', { date: formatDateTime(compose.autosave.keptAt) }) : null}</p>
      <form onSubmit={(e) => e.preventDefault()} noValidate>
        <ComposeBar compose={compose} />
        <ReviewNotice compose={compose} />
        <ErrorSummary title={t('admin.errorSummary')} entries={composeErrorEntries(errors, fieldId)} attempt={compose.refusals} />
        <ErrorNotice message={compose.message} />
        <Columns>
          <div className="writing">
            {loaded ? (
              <ContentLanguageSwitch value={language.locale} translated={language.translated} onChange={(next) => void language.switchTo(next)} />
            ) : (
              <p>{t('admin.articles.translateFirst')}</p>
            )}
            <div className="title">
              <Field
                id={fieldId('title')}
                lang={language.locale}
                label={t('admin.dashboard.articleTitle')}
                required
                maxLength={160}
                value={fields.title}
                onChange={(e) => set.title(e.target.value)}
                error={errors.title}
              />
            </div>
            <p id="content-label">
              <strong>{t('admin.articles.content')}</strong>
            </p>
            <ArticleEditor
              key={compose.body.textsVersion}
              id={fieldId('content')}
              initial={compose.body.initialContent}
              label={t('admin.articles.content')}
              onChange={set.content}
              onUpload={async () => upload(await pickFile())}
            />
            <FieldError message={errors.content} />
            <p className="count">
              {t('admin.articles.wordCount', { count: compose.check.outline.words, minutes: minutesForWords(compose.check.outline.words) })}
            </p>
          </div>
          <aside aria-label={t('admin.articles.settingsLabel')}>
            <ComposeSettings compose={compose} />
          </aside>
        </Columns>
      </form>
      {loaded ? <PreviewPanel articleId={loaded.id} locale={language.locale} beforePreview={compose.autosave.flush} /> : null}
      {loaded ? <NewsletterTestPanel articleId={loaded.id} locale={language.locale} /> : null}
      {loaded ? <HistoryPanel articleId={loaded.id} locale={language.locale} refresh={compose.saves} onRestored={compose.reloadTexts} /> : null}
      <GoneLiveDialog done={compose.done} willSend={fields.sendToSubscribers} onClose={compose.closeDone} />
      <PreflightDialog compose={compose} />
      <ReturnDialog
        open={compose.review.returning}
        busy={compose.saving}
        onReturn={(note) => void compose.review.returnToWriter(note)}
        onClose={compose.review.close}
      />
    </Desk>
  )
}
