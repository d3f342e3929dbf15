'use client'

import type { SerializedEditorState } from 'lexical'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { articleCreateBody, articleUpdateBody } from '../../../../contract/articles'
import { DEFAULT_CONTENT_LOCALE, type ContentLocale } from '../../../../domain/contentLocales'
import { call } from '../../../lib/admin/api'
import type { Item } from '../../../lib/api/routes'
import type { UploadedImage } from '../../../lib/admin/upload'
import { useAdminNavigation } from '../../../lib/admin/navigation'
import { fromDateTimeInput, toDateTimeInput } from '../../../lib/format/dateTimeInput'
import { useNotify } from '../Notifications'
import { useAdminUser } from '../AdminShell'
import type { Autosave } from './RecoverAutosave'
import { useAutosave } from './useAutosave'
import { useLeaveGuard } from './useLeaveGuard'
import { actionsFor, autosaveContent, SAVED_MESSAGE, saveBody, statusFor, type Intent, type Loaded, type Stage } from './composeActions'
import { useReturnToWriter } from './useReturnToWriter'
import { useGoneLive } from './useGoneLive'
import { blockingErrors } from './preflightMessages'
import { usePreflight } from './usePreflight'
import { refusedFields } from './composeErrors'
import { useRefusals } from './useRefusals'

/**
 * The writing screen's state and its saves: the article's fields, the language edited, autosave,
 * and the bar's actions (`run`). The screen's parts only show and change what this holds.
 */
export function useCompose(id?: string) {
  const { t } = useTranslation()
  const notify = useNotify()
  const navigation = useAdminNavigation()
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [ready, setReady] = useState(!id)
  const [title, setTitle] = useState('')
  const [excerpt, setExcerpt] = useState('')
  const [content, setContent] = useState<SerializedEditorState | null>(null)
  // Each body image's description by media id: the stored body keeps only the id.
  const [alts, setAlts] = useState<Map<string, string>>(() => new Map())
  const [image, setImage] = useState<UploadedImage | null>(null)
  // The cover's description in the language edited (the cover itself is shared).
  const [imageAlt, setImageAlt] = useState('')
  const [categories, setCategories] = useState<Item<'categoriesList'>[]>([])
  const [chosen, setChosen] = useState<(number | string)[]>([])
  const [tags, setTags] = useState('')
  const [sendToSubscribers, setSendToSubscribers] = useState(false)
  // When a scheduled article goes live ('' = now), in the company's wall-clock time.
  const [when, setWhen] = useState('')
  const refusal = useRefusals()
  const { setErrors, setMessage, refuse, refusedByServer } = refusal
  const [saving, setSaving] = useState(false)
  const [savedAt, setSavedAt] = useState<string | null>(null)
  // An action waiting on the check before going live's warnings: the dialog asks first.
  const [pending, setPending] = useState<Intent | null>(null)
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
  const { done, setDone, closeDone } = useGoneLive(!loaded)
  // The editor's note dialog, returning an article in review to its writer.
  const review = useReturnToWriter(loaded, { saving, setSaving }, (saved) => {
    setLoaded(saved)
    setSaves((n) => n + 1)
  })
  const stage: Stage = loaded?.status ?? 'new'
  // A writer (no `publish-articles`) submits for review; the server refuses them the rest anyway.
  const canPublish = useAdminUser().allowed.has('publish-articles')
  const { outline, findings, checking } = usePreflight(
    { title, excerpt, hasCover: Boolean(image) && !translating, coverAlt: imageAlt, translated },
    content,
    alts,
  )
  const actions = actionsFor(stage, Boolean(when), canPublish)
  const articleKey = loaded ? String(loaded.id) : 'new'
  // What autosave keeps: this language's texts, and on the pt-BR view the shared fields too.
  const work = () => ({ title, excerpt, content: autosaveContent(content), ...(translating ? {} : { image, categories: chosen.map(String), tags }) })
  const autosave = useAutosave(articleKey, locale, work, ready && !saving && !switching)
  useLeaveGuard(autosave.unsaved, t('admin.articles.autosave.leave'))
  const { touch } = autosave
  /** A field's change: set, and marked unsaved for autosave and the bar. */
  const edit =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value)
      touch()
    }

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
        setSavedAt(data.updatedAt ?? null)
        fillTexts(data, DEFAULT_CONTENT_LOCALE)
        const cover = data.image?.sizes.card?.url ?? data.image?.url
        setImage(data.image && cover ? { id: data.image.id, url: cover, alt: data.image.alt } : null)
        setChosen(data.categories.map((c) => c.id))
        setTags(data.tags.map((tag) => tag.name).join(', '))
        setWhen(data.status === 'scheduled' && data.publishedAt ? toDateTimeInput(data.publishedAt) : '')
        setSendToSubscribers(data.sendToSubscribers ?? false)
        setOriginal(data.original ?? DEFAULT_CONTENT_LOCALE)
        setReady(true)
      })
      .catch((e: Error) => notify('error', e.message))
  }, [id, notify])

  /** A translation saves its language's texts only, and stays in the editor. */
  const saveTranslation = async () => {
    const check = articleUpdateBody.safeParse({ title, excerpt: excerpt || undefined, imageAlt: imageAlt || undefined, content: content ?? undefined })
    if (!check.success || !loaded) {
      refuse(check.success ? {} : refusedFields(t, check.error.issues))
      return
    }
    setErrors({})
    setSaving(true)
    try {
      const saved = await call('articleUpdate', { params: { id: loaded.id }, query: { lang: locale }, body: check.data })
      setTranslated(saved.data.translated ?? translated)
      setSavedAt(saved.data.updatedAt ?? new Date().toISOString())
      setSaves((n) => n + 1)
      autosave.settle()
      notify('success', t('admin.articles.translationSaved'))
    } catch (error) {
      refusedByServer(error)
    } finally {
      setSaving(false)
    }
  }

  /** One of the bar's actions: the article saved with the status it asks for, in one call. */
  const run = async (intent: Intent, confirmed = false) => {
    if (saving || switching) return // the buttons stay focusable while saving (aria-disabled)
    setMessage(null)
    setPending(null)
    if (translating) return saveTranslation()
    if (intent === 'return') return review.open()
    const status = statusFor(intent, stage)
    const draft = { title, excerpt, content, image: image?.id, imageAlt, categories: chosen, tags, sendToSubscribers, original }
    const check = articleCreateBody.safeParse(saveBody(draft, status, when && fromDateTimeInput(when)))
    // Going live, what the check before going live blocks (an image without its description, WCAG 1.1.1) refuses too; a draft may wait.
    const blocked = status === 'draft' ? {} : blockingErrors(t, findings) // a submission too: the editor gets it ready to go live
    if (!check.success || Object.keys(blocked).length) {
      refuse({ ...(check.success ? {} : refusedFields(t, check.error.issues)), ...blocked })
      return
    }
    // Going live, its warnings are shown again and the action waits for "go on" (issue #45, item 3);
    // an update of what is live or scheduled shows them in the side panel only, as WordPress does.
    if ((intent === 'publish' || intent === 'schedule') && !confirmed && findings.some((f) => f.level === 'warn')) {
      setErrors({})
      setPending(intent)
      return
    }
    const body = check.data // what the gateway will read: the contract's own parse of the form
    setErrors({})
    setSaving(true)
    try {
      // One call: the gateway creates the tags, saves and changes the status in one transaction.
      const saved = loaded ? (await call('articleUpdate', { params: { id: loaded.id }, body })).data : (await call('articleCreate', { body })).data
      autosave.settle()
      setSavedAt(saved.updatedAt ?? new Date().toISOString())
      // A send starts when the article first goes live with the box ticked; saving one already live sends nothing again.
      const started = Boolean(sendToSubscribers && loaded?.status !== 'published')
      // The editor stays open on what was saved (issue #30: every save left for the list).
      if (loaded) {
        setLoaded(saved)
        setTranslated(saved.translated ?? translated)
        setSaves((n) => n + 1)
      }
      if (status === 'draft' || status === 'review') {
        notify('success', t(SAVED_MESSAGE[intent] ?? 'admin.articles.draftSaved'))
        if (!loaded) navigation.replace('compose', saved.slug, saved.id) // a new article opens as itself
      } else if (intent === 'update' && status === 'published') notify('success', t('admin.articles.updated'))
      else
        setDone({
          kind: status === 'scheduled' ? 'schedule' : 'publish',
          id: saved.id,
          slug: saved.slug,
          href: `/post/${saved.slug}/${saved.id}`,
          date: saved.publishedAt ?? body.publishedAt,
          started,
        })
    } catch (error) {
      refusedByServer(error)
    } finally {
      setSaving(false)
    }
  }

  /** After a version is restored: the texts of the language edited as they now are. */
  const reloadTexts = () => {
    if (!loaded) return
    setSaves((n) => n + 1)
    call('articleGet', { params: { id: loaded.id }, query: { lang: locale } }).then(
      ({ data }) => fillTexts(data, locale),
      (e: Error) => notify('error', e.message),
    )
  }

  return {
    ready,
    loaded,
    stage,
    actions,
    canPublish,
    review,
    fields: { title, excerpt, image, imageAlt, categories, chosen, tags, sendToSubscribers, when, original },
    set: {
      title: edit(setTitle),
      excerpt: edit(setExcerpt),
      content: (state: SerializedEditorState, found: Map<string, string>) => {
        setContent(state)
        setAlts(found)
        touch()
      },
      image: edit(setImage),
      imageAlt: edit(setImageAlt),
      chosen: edit(setChosen),
      tags: edit(setTags),
      original: edit(setOriginal),
      when: setWhen,
      sendToSubscribers: setSendToSubscribers,
    },
    body: { initialContent, textsVersion },
    language: { locale, translated, translating, switchTo },
    ...refusal,
    saving,
    busy: saving || switching,
    savedAt,
    saves,
    done,
    closeDone,
    check: { findings, outline, checking, pending, dismiss: () => setPending(null) },
    run,
    autosave,
    articleKey,
    restoreWork,
    reloadTexts,
  }
}

export type Compose = ReturnType<typeof useCompose>
