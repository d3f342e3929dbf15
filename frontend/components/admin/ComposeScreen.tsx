'use client'

import type { SerializedEditorState } from 'lexical'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { articleCreateBody, articleUpdateBody } from '../../../contract/articles'
import { DEFAULT_CONTENT_LOCALE, type ContentLocale } from '../../../domain/contentLocales'
import { ContentLanguageSwitch } from './editor/ContentLanguageSwitch'
import { HistoryPanel } from './editor/HistoryPanel'
import { PreviewPanel } from './editor/PreviewPanel'
import { NewsletterTestPanel } from './editor/NewsletterTestPanel'
import { RecoverAutosave, type Autosave } from './editor/RecoverAutosave'
import { useAutosave } from './editor/useAutosave'
import { useLeaveGuard } from './editor/useLeaveGuard'
import { ARTICLE_IMAGE_ALT_MAX, type ArticleStatus } from '../../../domain/articles'
import { call, ApiError } from '../../lib/admin/api'
import type { Answer, Item } from '../../lib/api/routes'
import { askImageDescription, pickFile, uploadImage, type UploadedImage } from '../../lib/admin/upload'
import { ImageDrop } from './ImageDrop'
import { LanguageSelect } from './LanguageSelect'
import { useAdminNavigation } from '../../lib/admin/navigation'
import { formatDate } from '../../lib/format/rules'
import { formatDateTime } from '../../lib/format/dates'
import { Button, ButtonLink } from '../ui/Button'
import { Dialog } from '../ui/Dialog'
import { Field } from '../ui/Field'
import { Notice } from '../ui/Notice'
import { ArticleEditor } from './editor/ArticleEditor'
import { useNotify } from './Notifications'
import { SendToSubscribers } from './SendToSubscribers'
import { ChoiceGroup, Panel } from './ui'
import { fromDateTimeInput, toDateTimeInput } from '../../lib/format/dateTimeInput'
import { ErrorNotice } from '../ui/ErrorNotice'
import { ErrorSummary } from '../ui/ErrorSummary'
import { composeErrorEntries } from './editor/composeErrors'

type Mode = 'publish' | 'schedule' | 'draft'
/** What the editor's choice asks of the article; the gateway applies it in the save's transaction. */
const STATUS_OF: Record<Mode, ArticleStatus> = { publish: 'published', schedule: 'scheduled', draft: 'draft' }
type Loaded = Answer<'articleGet'>['data']

/** compose/{slug?}/{id?}: cover image, title, Lexical body, categories, tags; publish, schedule or draft. */
export function ComposeScreen({ id }: { id?: string }) {
  const { t, i18n } = useTranslation()
  const notify = useNotify()
  const navigation = useAdminNavigation()
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [ready, setReady] = useState(!id)
  const [title, setTitle] = useState('')
  const [excerpt, setExcerpt] = useState('')
  const [content, setContent] = useState<SerializedEditorState | null>(null)
  const [image, setImage] = useState<UploadedImage | null>(null)
  // The cover's description in the language edited (the cover itself is shared).
  const [imageAlt, setImageAlt] = useState('')
  const [categories, setCategories] = useState<Item<'categoriesList'>[]>([])
  const [chosen, setChosen] = useState<(number | string)[]>([])
  const [tags, setTags] = useState('')
  const [mode, setMode] = useState<Mode>('publish')
  const [sendToSubscribers, setSendToSubscribers] = useState(false)
  const [when, setWhen] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  // Bumped by each refused save: the error summary takes the focus (issue #45, item 1).
  const [refusals, setRefusals] = useState(0)
  const formId = useId()
  const fieldId = (name: string) => `${formId}${name}`
  const refuse = (found: Record<string, string>) => {
    setErrors(found)
    setRefusals((n) => n + 1)
  }
  const [message, setMessage] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  // What a publish or schedule just did (its dialog); `started`: the save began the send to subscribers.
  const [done, setDone] = useState<{ kind: Mode; id: number | string; slug: string; href: string; date?: string; started: boolean } | null>(null)
  // The language whose texts are edited; the cover, categories, tags and publication are shared.
  const [locale, setLocale] = useState<ContentLocale>(DEFAULT_CONTENT_LOCALE)
  const [translated, setTranslated] = useState<readonly ContentLocale[]>([DEFAULT_CONTENT_LOCALE])
  // The language it is written in (shared): an imported English post's pt-BR text is English.
  const [original, setOriginal] = useState<ContentLocale>(DEFAULT_CONTENT_LOCALE)
  const [initialContent, setInitialContent] = useState<unknown>(undefined)
  const [switching, setSwitching] = useState(false)
  // Bumped with each language's texts: the body editor starts again from them.
  const [textsVersion, setTextsVersion] = useState(0)
  const translating = locale !== DEFAULT_CONTENT_LOCALE
  // Bumped by each save, so the History panel lists the new version.
  const [saves, setSaves] = useState(0)
  const articleKey = loaded ? String(loaded.id) : 'new'
  // What autosave keeps: this language's texts, and on the pt-BR view the shared fields too.
  const work = () => ({
    title,
    excerpt,
    content: (content as never) ?? null,
    ...(translating ? {} : { image, categories: chosen.map(String), tags }),
  })
  const autosave = useAutosave(articleKey, locale, work, ready && !saving && !switching)
  useLeaveGuard(autosave.unsaved, t('admin.articles.autosave.leave'))
  const { touch } = autosave

  /** The work autosave kept, back in the editor (still to be saved). */
  const restoreWork = (kept: Autosave) => {
    setTitle(kept.title ?? '')
    setExcerpt(kept.excerpt ?? '')
    setContent((kept.content as SerializedEditorState | null | undefined) ?? null)
    setInitialContent(kept.content ?? undefined)
    setTextsVersion((v) => v + 1)
    if (!translating) {
      if (kept.image !== undefined) setImage(kept.image)
      if (kept.categories) setChosen(kept.categories.map((c) => (/^\d+$/.test(String(c)) ? Number(c) : c)))
      if (kept.tags !== undefined) setTags(kept.tags)
    }
    touch()
  }

  /** The texts of one language as stored (empty where not yet written). */
  const fillTexts = (data: Loaded, language: ContentLocale) => {
    setTitle(data.title ?? '')
    setExcerpt(data.excerpt ?? '')
    // pt-BR starts from the cover's own alt where the article has no description yet (never a file name: the answer's image.alt).
    setImageAlt(data.imageAlt ?? (language === DEFAULT_CONTENT_LOCALE ? (data.image?.alt ?? '') : ''))
    setContent((data.content as SerializedEditorState | null) ?? null)
    setInitialContent(data.content ?? undefined)
    setTranslated(data.translated ?? [DEFAULT_CONTENT_LOCALE])
    setTextsVersion((v) => v + 1)
  }

  const switchTo = async (next: ContentLocale) => {
    if (!loaded || next === locale || switching || saving) return
    const previous = locale
    await autosave.flush() // what was typed in this language is kept, and offered back on return
    setLocale(next) // the switch answers at once; the texts follow
    setSwitching(true)
    setErrors({})
    setMessage(null)
    try {
      fillTexts((await call('articleGet', { params: { id: loaded.id }, query: { lang: next } })).data, next)
      autosave.settle()
    } catch (error) {
      setLocale(previous)
      notify('error', (error as Error).message)
    } finally {
      setSwitching(false)
    }
  }

  useEffect(() => {
    call('categoriesList', { query: { page: 1, limit: 100 } }).then(
      (r) => setCategories(r.data),
      () => undefined,
    )
    if (!id) return
    call('articleGet', { params: { id } })
      .then(({ data }) => {
        setLoaded(data)
        fillTexts(data, DEFAULT_CONTENT_LOCALE)
        const cover = data.image?.sizes.card?.url ?? data.image?.url
        setImage(data.image && cover ? { id: data.image.id, url: cover, alt: data.image.alt } : null)
        setChosen(data.categories.map((c) => c.id))
        setTags(data.tags.map((tag) => tag.name).join(', '))
        setMode(data.status === 'published' ? 'publish' : data.status === 'scheduled' ? 'schedule' : 'draft')
        setWhen(data.status === 'scheduled' && data.publishedAt ? toDateTimeInput(data.publishedAt) : '')
        setSendToSubscribers(data.sendToSubscribers ?? false)
        setOriginal(data.original ?? DEFAULT_CONTENT_LOCALE)
        setReady(true)
      })
      .catch((e: Error) => notify('error', e.message))
  }, [id, notify])

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
  const tr = (key?: string) => (key ? t(`api.${key}`, { defaultValue: key }) : '')

  /** The cover's description is asked for (WCAG 1.1.1); the server keeps it optional for integrators. */
  // Required in pt-BR, the source; a translation without one shows the pt-BR description, marked as such.
  const coverAltMissing = (): Record<string, string> => (image && !translating && !imageAlt.trim() ? { imageAlt: t('admin.articles.coverAltRequired') } : {})

  /** A translation saves its language's texts only, and stays in the editor. */
  const saveTranslation = async () => {
    const check = articleUpdateBody.safeParse({ title, excerpt: excerpt || undefined, imageAlt: imageAlt || undefined, content: content ?? undefined })
    if (!check.success || !loaded || Object.keys(coverAltMissing()).length) {
      refuse({
        ...(check.success ? {} : Object.fromEntries(check.error.issues.map((i) => [String(i.path[0] ?? 'form'), tr(i.message)]))),
        ...coverAltMissing(),
      })
      return
    }
    setErrors({})
    setSaving(true)
    try {
      const saved = await call('articleUpdate', { params: { id: loaded.id }, query: { lang: locale }, body: check.data })
      setTranslated(saved.data.translated ?? translated)
      setSaves((n) => n + 1)
      autosave.settle()
      notify('success', t('admin.articles.translationSaved'))
    } catch (error) {
      const e = error as ApiError
      refuse(Object.fromEntries(e.fields.map((f) => [f.field, f.message])))
      setMessage(e.message)
    } finally {
      setSaving(false)
    }
  }

  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    if (saving || switching) return // the button stays focusable while saving (aria-disabled)
    setMessage(null)
    if (translating) return saveTranslation()
    const tagNames = tags
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
    const draft = {
      title,
      excerpt: excerpt || undefined,
      content: content ?? undefined,
      image: image?.id,
      imageAlt: imageAlt || undefined,
      categories: chosen,
      tags: [],
      tagNames: tagNames.length ? tagNames : undefined,
      status: STATUS_OF[mode],
      publishedAt: mode === 'schedule' && when ? fromDateTimeInput(when) : undefined,
      sendToSubscribers: mode === 'draft' ? undefined : sendToSubscribers,
      original,
    }
    const check = articleCreateBody.safeParse(draft)
    if (!check.success || Object.keys(coverAltMissing()).length) {
      refuse({
        ...(check.success ? {} : Object.fromEntries(check.error.issues.map((i) => [String(i.path[0] ?? 'form'), tr(i.message)]))),
        ...coverAltMissing(),
      })
      return
    }
    const body = check.data // what the gateway will read: the contract's own parse of the form
    setErrors({})
    setSaving(true)
    try {
      // One call: the gateway creates the tags, saves and changes the status in one transaction.
      const saved = loaded ? (await call('articleUpdate', { params: { id: loaded.id }, body })).data : (await call('articleCreate', { body })).data
      autosave.settle()
      // A send starts when the article first goes live with the box ticked; saving one already live sends nothing again.
      const started = Boolean(sendToSubscribers && loaded?.status !== 'published')
      // The editor stays open on what was saved (issue #30: every save left for the list).
      if (loaded) {
        setLoaded(saved)
        setTranslated(saved.translated ?? translated)
        setSaves((n) => n + 1)
      }
      if (mode === 'draft') {
        notify('success', t('admin.articles.draftSaved'))
        if (!loaded) navigation.replace('compose', saved.slug, saved.id) // a new article opens as itself
      } else
        setDone({ kind: mode, id: saved.id, slug: saved.slug, href: `/post/${saved.slug}/${saved.id}`, date: saved.publishedAt ?? body.publishedAt, started })
    } catch (error) {
      const e = error as ApiError
      refuse(Object.fromEntries(e.fields.map((f) => [f.field, f.message])))
      setMessage(e.message) // everything typed stays in the form
    } finally {
      setSaving(false)
    }
  }

  /** Closing the dialog keeps the editor open; a new article reopens as itself, so the next save updates it. */
  const closeDone = () => {
    const was = done
    setDone(null)
    if (was && !loaded) navigation.replace('compose', was.slug, was.id)
  }

  if (!ready) return null
  return (
    <>
      <h1>{loaded ? t('admin.articles.edit') : t('admin.routes.compose')}</h1>
      <RecoverAutosave articleKey={articleKey} locale={locale} onRestore={restoreWork} />
      <p role="status">{autosave.keptAt ? t('admin.articles.autosave.kept', { date: formatDateTime(autosave.keptAt) }) : null}</p>
      <form onSubmit={(e) => void save(e)} noValidate>
        <ErrorSummary title={t('admin.errorSummary')} entries={composeErrorEntries(errors, fieldId)} attempt={refusals} />
        {translating ? null : (
          <Panel>
            <h2 id="cover-title">{t('admin.articles.cover')}</h2>
            {image ? null : <p>{t('admin.articles.noCover')}</p>}
            <ImageDrop
              image={image}
              alt={imageAlt || title || t('admin.articles.cover')}
              chooseLabel={t('admin.articles.chooseCover')}
              buttonId={fieldId('image')}
              labelledBy="cover-title"
              onUploaded={(uploaded) => {
                setImage(uploaded)
                touch()
              }}
            />
            {errors.image ? (
              <Notice tone="error">
                <p>{errors.image}</p>
              </Notice>
            ) : null}
          </Panel>
        )}
        <Panel>
          {loaded ? (
            <ContentLanguageSwitch value={locale} translated={translated} onChange={(next) => void switchTo(next)} />
          ) : (
            <p>{t('admin.articles.translateFirst')}</p>
          )}
          <Field
            id={fieldId('title')}
            lang={locale}
            label={t('admin.dashboard.articleTitle')}
            required
            maxLength={160}
            value={title}
            onChange={(e) => {
              setTitle(e.target.value)
              touch()
            }}
            error={errors.title}
          />
          <Field
            id={fieldId('excerpt')}
            lang={locale}
            label={t('admin.articles.excerpt')}
            multiline
            maxLength={400}
            value={excerpt}
            onChange={(e) => {
              setExcerpt(e.target.value)
              touch()
            }}
            error={errors.excerpt}
          />
          <Field
            id={fieldId('imageAlt')}
            lang={locale}
            label={t('admin.articles.coverAlt')}
            hint={t('admin.articles.coverAltHint')}
            required={!translating}
            maxLength={ARTICLE_IMAGE_ALT_MAX}
            value={imageAlt}
            onChange={(e) => {
              setImageAlt(e.target.value)
              touch()
            }}
            error={errors.imageAlt}
          />
          <p id="content-label">
            <strong>{t('admin.articles.content')}</strong>
          </p>
          <ArticleEditor
            key={textsVersion}
            id={fieldId('content')}
            initial={initialContent}
            label={t('admin.articles.content')}
            onChange={(state) => {
              setContent(state)
              touch()
            }}
            onImage={async () => upload(await pickFile())}
          />
          {errors.content ? (
            <Notice tone="error">
              <p>{errors.content}</p>
            </Notice>
          ) : null}
        </Panel>
        {translating ? (
          <Panel>
            <p>{t('admin.articles.sharedFields')}</p>
            <ErrorNotice message={message} />
            <Button type="submit" aria-disabled={saving || switching || undefined} aria-busy={saving}>
              {t('admin.articles.saveTranslation')}
            </Button>
          </Panel>
        ) : null}
        {translating ? null : (
          <Panel>
            <ChoiceGroup>
              <legend>{t('admin.articles.categories')}</legend>
              {categories.map((c, index) => (
                <label key={c.id}>
                  <input
                    id={index === 0 ? fieldId('categories') : undefined}
                    type="checkbox"
                    checked={chosen.includes(c.id)}
                    onChange={(e) => {
                      setChosen((all) => (e.target.checked ? [...all, c.id] : all.filter((x) => x !== c.id)))
                      touch()
                    }}
                  />{' '}
                  {c.name}
                </label>
              ))}
            </ChoiceGroup>
            {errors.categories ? (
              <Notice tone="error">
                <p>{errors.categories}</p>
              </Notice>
            ) : null}
            <LanguageSelect
              label={t('admin.articles.originalLanguage')}
              hint={t('admin.articles.originalLanguageHint')}
              value={original}
              onChange={(next) => {
                setOriginal(next)
                touch()
              }}
            />
            <Field
              label={t('admin.articles.tags')}
              hint={t('admin.articles.tagsHint')}
              value={tags}
              onChange={(e) => {
                setTags(e.target.value)
                touch()
              }}
            />
            <ChoiceGroup>
              <legend>{t('admin.articles.publication')}</legend>
              {(['publish', 'schedule', 'draft'] as const).map((m) => (
                <label key={m}>
                  <input type="radio" name="mode" checked={mode === m} onChange={() => setMode(m)} /> {t(`admin.articles.modes.${m}`)}
                </label>
              ))}
            </ChoiceGroup>
            {mode === 'schedule' ? (
              <Field
                id={fieldId('publishedAt')}
                label={t('admin.articles.when')}
                type="datetime-local"
                value={when}
                onChange={(e) => setWhen(e.target.value)}
                error={errors.publishedAt}
              />
            ) : null}
            {mode === 'draft' ? null : (
              <label>
                <input type="checkbox" checked={sendToSubscribers} onChange={(e) => setSendToSubscribers(e.target.checked)} />{' '}
                {t(mode === 'schedule' ? 'admin.articles.sendWhenLive' : 'admin.articles.sendNow')}
              </label>
            )}
            <ErrorNotice message={message} />
            <Button type="submit" aria-disabled={saving || undefined} aria-busy={saving}>
              {t(`admin.articles.submit.${mode}`)}
            </Button>
          </Panel>
        )}
      </form>
      {loaded ? <PreviewPanel articleId={loaded.id} locale={locale} beforePreview={autosave.flush} /> : null}
      {loaded ? <NewsletterTestPanel articleId={loaded.id} locale={locale} /> : null}
      {loaded ? (
        <HistoryPanel
          articleId={loaded.id}
          locale={locale}
          refresh={saves}
          onRestored={() => {
            setSaves((n) => n + 1)
            call('articleGet', { params: { id: loaded.id }, query: { lang: locale } }).then(
              ({ data }) => fillTexts(data, locale),
              (e: Error) => notify('error', e.message),
            )
          }}
        />
      ) : null}
      <Dialog open={done !== null} onClose={closeDone} labelledBy="done-title">
        <h2 id="done-title">{done?.kind === 'schedule' ? t('admin.articles.scheduledTitle') : t('admin.articles.liveTitle')}</h2>
        <p>{done?.kind === 'schedule' ? t('admin.articles.scheduledText', { date: formatDate(done.date ?? null) }) : t('admin.articles.liveText')}</p>
        {done?.kind === 'publish' ? <SendToSubscribers articleId={done.id} started={done.started} /> : null}
        {done?.kind === 'schedule' && sendToSubscribers ? <p>{t('admin.articles.willSend')}</p> : null}
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          {done?.kind === 'publish' ? (
            <ButtonLink href={done.href} target="_blank" rel="noopener">
              {t('admin.articles.open')}
            </ButtonLink>
          ) : null}
          <Button type="button" $variant="ghost" onClick={closeDone}>
            {t('admin.close')}
          </Button>
        </div>
      </Dialog>
    </>
  )
}
