import type { ArticleStatus } from '../../../../domain/articles'

/** What a button of the editor's bar asks of the article. */
export type Intent = 'draft' | 'publish' | 'schedule' | 'update' | 'unpublish'
/** Where the article stands: not saved yet, or its stored status. */
export type Stage = 'new' | ArticleStatus

/**
 * The bar's two actions, named for the article's state (issue #45, item 1): a draft is saved or
 * published (scheduled once a date is set); a live or scheduled article is updated, or taken back
 * to a draft. `primary` is the one the bar stresses.
 */
export function actionsFor(stage: Stage, dated: boolean): { secondary: Intent; primary: Intent } {
  if (stage === 'published') return { secondary: 'unpublish', primary: 'update' }
  if (stage === 'scheduled') return { secondary: 'unpublish', primary: dated ? 'update' : 'publish' }
  return { secondary: 'draft', primary: dated ? 'schedule' : 'publish' }
}

/** The status an intent saves the article with; an update keeps the one it has. */
export function statusFor(intent: Intent, stage: Stage): ArticleStatus {
  if (intent === 'draft' || intent === 'unpublish') return 'draft'
  if (intent === 'schedule') return 'scheduled'
  if (intent === 'update') return stage === 'scheduled' ? 'scheduled' : 'published'
  return 'published'
}

/** The locale key of an intent's button: taking a scheduled article back is not an unpublishing. */
export const intentLabel = (intent: Intent, stage: Stage) => `admin.articles.actions.${intent === 'unpublish' && stage === 'scheduled' ? 'unschedule' : intent}`

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
    sendToSubscribers: status === 'draft' ? undefined : draft.sendToSubscribers,
    original: draft.original,
  }
}
