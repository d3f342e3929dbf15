import type { Payload } from 'payload'
import type { Language } from '../../../locales/languages'
import { accountMail, type BuiltMail } from './accountMails'

/** What happened to an article in review, and who is told: the reviewers of a submission, the writer of the rest. */
export type ReviewNotice = 'submitted' | 'returned' | 'published' | 'scheduled'

export type ReviewMailVars = { title: string; actor: string; note?: string | null; link: string }

/** One notice of the review step (issue #45, item 4), in the reader's language, with a button to the article in the editor. */
export function reviewMail(payload: Payload, language: Language, notice: ReviewNotice, vars: ReviewMailVars): Promise<BuiltMail> {
  const plain = { title: vars.title, actor: vars.actor, interpolation: { escapeValue: false } }
  return accountMail(payload, language, (t) => ({
    subjectKey: `review.${notice}Subject`,
    subjectVars: plain,
    body: {
      lines: [t(`review.${notice}Body`, plain)],
      action: { label: t('review.open'), href: vars.link, fallback: t('linkFallback') },
      ...(vars.note ? { note: vars.note } : {}),
    },
  }))
}
