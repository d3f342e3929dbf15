/** `review`: a writer submitted it; an editor publishes, schedules or returns it (issue #45, item 4). */
export const ARTICLE_STATUSES = ['draft', 'review', 'scheduled', 'published'] as const
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number]

/** The statuses a reader can see, or will: only a role holding `publish-articles` moves an article into or out of them. */
export const LIVE_STATUSES: readonly ArticleStatus[] = ['scheduled', 'published']

/**
 * What the status call does to an article; `advance` publishes a scheduled one ahead of time;
 * `submit` sends a draft for review; `return` sends one in review back to its writer with a note.
 */
export const ARTICLE_ACTIONS = ['publish', 'schedule', 'advance', 'unpublish', 'submit', 'return'] as const
export type ArticleAction = (typeof ARTICLE_ACTIONS)[number]

/** A reviewer's note to the writer: its longest length. */
export const REVIEW_NOTE_MAX = 2000

/** Periods (days) the public popular-articles call accepts. */
export const POPULAR_PERIODS = ['7', '30', '90', '365'] as const

/** The request-context key a version restore sets: the status and publication date the article keeps. */
export const KEEP_PUBLICATION = 'keepPublication'

/**
 * The request-context key a version restore sets: the stored values, per localized field, of the
 * languages the restored version never had (they are kept, not emptied).
 */
export const KEEP_LANGUAGES = 'keepLanguages'

/** An article's texts that are written per language (the history compares and restores them per language). */
export const ARTICLE_LOCALIZED_FIELDS = ['title', 'slug', 'excerpt', 'content', 'readTime', 'imageAlt'] as const
export type ArticleLocalizedField = (typeof ARTICLE_LOCALIZED_FIELDS)[number]

/** What a restore says it changes: the texts a reader sees per language, the fields every language shares, and what happens to each language. */
export const RESTORE_TEXT_FIELDS = ['title', 'excerpt', 'content'] as const
export const RESTORE_SHARED_FIELDS = ['image', 'categories', 'tags'] as const
export const RESTORE_CHANGES = ['restored', 'added', 'kept', 'unchanged'] as const

/** Where a preview link points (the site's preview page; never cached, indexed or listed). */
export const PREVIEW_PATH = '/preview'

/** Where /cms's Preview button points: the gateway turns it into a preview link for the signed-in editor. */
export const CMS_PREVIEW_PATH = '/cms-preview'

/** How long a preview link works unless its maker says otherwise (hours), and at most. */
export const PREVIEW_HOURS = { default: 24, max: 168 } as const

/** A cover description's longest length (the media's own alt has the same bound). */
export const ARTICLE_IMAGE_ALT_MAX = 200
