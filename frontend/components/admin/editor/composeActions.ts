import type { SerializedEditorState } from 'lexical'
import type { ArticleAutosaveInput } from '../../../../contract/articles'
import type { ArticleStatus } from '../../../../domain/articles'
import type { Answer } from '../../../lib/api/routes'

/** The article as the editor reads and saves it. */
export type Loaded = Answer<'articleGet'>['data']

/**
 * What a button of the editor's bar asks of the article. `submit` sends it for review,
 * `withdraw` takes a submission back to a draft (a writer's), `return` sends one in review back
 * to its writer with a note (an editor's; it asks for the note first).
 */
export type Intent = 'draft' | 'publish' | 'schedule' | 'update' | 'unpublish' | 'submit' | 'withdraw' | 'return'
/** Where the article stands: not saved yet, or its stored status. */
export type Stage = 'new' | ArticleStatus

/** The bar's two actions; none for a writer on a live article (only an editor changes it). */
export type BarActions = { secondary: Intent; primary: Intent } | null

/**
 * The bar's two actions, named for the article's state (issue #45, item 1) and for who edits it
 * (item 4). An editor saves or publishes a draft (schedules it once a date is set), publishes or
 * returns one in review, and updates or takes back a live or scheduled one. A writer saves a
 * draft or submits it, and updates or withdraws what they submitted. `primary` is the one the
 * bar stresses.
 */
export function actionsFor(stage: Stage, dated: boolean, canPublish = true): BarActions {
  if (!canPublish) {
    if (stage === 'published' || stage === 'scheduled') return null
    if (stage === 'review') return { secondary: 'withdraw', primary: 'update' }
    return { secondary: 'draft', primary: 'submit' }
  }
  if (stage === 'published') return { secondary: 'unpublish', primary: 'update' }
  if (stage === 'scheduled') return { secondary: 'unpublish', primary: dated ? 'update' : 'publish' }
  if (stage === 'review') return { secondary: 'return', primary: dated ? 'schedule' : 'publish' }
  return { secondary: 'draft', primary: dated ? 'schedule' : 'publish' }
}

/** The status an intent saves the article with; an update keeps the one it has. */
export function statusFor(intent: Intent, stage: Stage): ArticleStatus {
  if (intent === 'draft' || intent === 'unpublish' || intent === 'withdraw' || intent === 'return') return 'draft'
  if (intent === 'submit') return 'review'
  if (intent === 'schedule') return 'scheduled'
  if (intent === 'update') return stage === 'scheduled' || stage === 'review' ? stage : 'published'
  return 'published'
}

/** The locale key of an intent's button: taking a scheduled article back is not an unpublishing. */
export const intentLabel = (intent: Intent, stage: Stage) =>
  `admin.articles.actions.${intent === 'unpublish' && stage === 'scheduled' ? 'unschedule' : intent === 'update' && stage === 'review' ? 'updateReview' : intent}`

/** What a save that keeps the article off the site says, by the action that made it. */
export const SAVED_MESSAGE: Partial<Record<Intent, string>> = {
  unpublish: 'admin.articles.backToDraft',
  submit: 'admin.articles.submitted',
  withdraw: 'admin.articles.withdrawn',
  update: 'admin.articles.draftSaved',
}

/** What the form holds of the article's shared fields and the edited language's texts. */
export type ComposeDraft = {
  title: string
  excerpt: string
  content: unknown
  image: number | string | undefined
  imageAlt: string
  categories: (number | string)[]
  tags: string
  sendToSubscribers: boolean
  original: string
}

/** The save's body for a status: tags by name (the gateway creates new ones), the date only when scheduling. */
export function saveBody(draft: ComposeDraft, status: ArticleStatus, scheduledAt: string | undefined | '') {
  const tagNames = draft.tags
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  return {
    title: draft.title,
    excerpt: draft.excerpt || undefined,
    content: draft.content ?? undefined,
    image: draft.image,
    imageAlt: draft.imageAlt || undefined,
    categories: draft.categories,
    tags: [],
    tagNames: tagNames.length ? tagNames : undefined,
    status,
    publishedAt: status === 'scheduled' && scheduledAt ? scheduledAt : undefined,
    sendToSubscribers: status === 'draft' || status === 'review' ? undefined : draft.sendToSubscribers,
    original: draft.original,
  }
}

/** The editor's state as the autosave contract types it: Lexical types a root's `type` as any string; a root's is always 'root'. */
export const autosaveContent = (state: SerializedEditorState | null): ArticleAutosaveInput['content'] =>
  state && { ...state, root: { ...state.root, type: 'root' } }
