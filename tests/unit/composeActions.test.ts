import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_TIME_ZONE } from '../../domain/timeZones'
import { actionsFor, intentLabel, saveBody, statusFor, type Stage } from '../../frontend/components/admin/editor/composeActions'
import { formatTime, setCompanyTimeZone } from '../../frontend/lib/format/dates'

/** Issue #45, item 1: the writing screen's actions are named for the article's state. */
describe("the editor's bar", () => {
  afterEach(() => setCompanyTimeZone(DEFAULT_TIME_ZONE))

  it('offers a draft "Save draft" and "Publish", or "Schedule" once a date is set', () => {
    for (const stage of ['new', 'draft'] as Stage[]) {
      expect(actionsFor(stage, false)).toEqual({ secondary: 'draft', primary: 'publish' })
      expect(actionsFor(stage, true)).toEqual({ secondary: 'draft', primary: 'schedule' })
    }
  })

  it('offers a live article "Update" and "Unpublish", and a scheduled one "Update" and "Back to draft"', () => {
    expect(actionsFor('published', false)).toEqual({ secondary: 'unpublish', primary: 'update' })
    expect(actionsFor('scheduled', true)).toEqual({ secondary: 'unpublish', primary: 'update' })
    expect(actionsFor('scheduled', false)?.primary).toBe('publish') // its date cleared: it goes live now
    expect(intentLabel('unpublish', 'published')).toBe('admin.articles.actions.unpublish')
    expect(intentLabel('unpublish', 'scheduled')).toBe('admin.articles.actions.unschedule')
  })

  it('offers a writer "Save draft" and "Submit for review", and nothing on what is live (issue #45, item 4)', () => {
    for (const stage of ['new', 'draft'] as Stage[]) expect(actionsFor(stage, true, false)).toEqual({ secondary: 'draft', primary: 'submit' })
    expect(actionsFor('review', false, false)).toEqual({ secondary: 'withdraw', primary: 'update' })
    expect(actionsFor('published', false, false)).toBeNull()
    expect(actionsFor('scheduled', true, false)).toBeNull()
    expect(statusFor('submit', 'draft')).toBe('review')
    expect(statusFor('update', 'review')).toBe('review')
    expect(statusFor('withdraw', 'review')).toBe('draft')
    expect(intentLabel('update', 'review')).toBe('admin.articles.actions.updateReview')
  })

  it('offers an editor an article in review "Publish" (or "Schedule") and "Return to writer"', () => {
    expect(actionsFor('review', false)).toEqual({ secondary: 'return', primary: 'publish' })
    expect(actionsFor('review', true)).toEqual({ secondary: 'return', primary: 'schedule' })
  })

  it('saves each action with the status it names; an update keeps the one the article has', () => {
    expect(statusFor('draft', 'new')).toBe('draft')
    expect(statusFor('unpublish', 'published')).toBe('draft')
    expect(statusFor('publish', 'draft')).toBe('published')
    expect(statusFor('schedule', 'draft')).toBe('scheduled')
    expect(statusFor('update', 'published')).toBe('published')
    expect(statusFor('update', 'scheduled')).toBe('scheduled')
  })

  it('saves tags by name, the date only when scheduling, the newsletter choice only when going live', () => {
    const draft = { title: 'T', excerpt: '', content: null, image: 3, imageAlt: '', categories: [1], tags: ' a, ,b ', sendToSubscribers: true, original: 'en' }
    expect(saveBody(draft, 'scheduled', '2031-01-15T13:00:00.000Z')).toMatchObject({
      tagNames: ['a', 'b'],
      publishedAt: '2031-01-15T13:00:00.000Z',
      sendToSubscribers: true,
    })
    expect(saveBody(draft, 'published', '2031-01-15T13:00:00.000Z')).toMatchObject({ publishedAt: undefined, excerpt: undefined, content: undefined })
    expect(saveBody({ ...draft, tags: '' }, 'draft', '')).toMatchObject({ tagNames: undefined, sendToSubscribers: undefined })
  })

  it('says when the article was saved on the company clock: the time today, the date before', () => {
    const now = new Date('2026-11-26T15:00:00.000Z') // 12:00 in Sao Paulo
    expect(formatTime('2026-11-26T14:04:00.000Z', now)).toBe('11:04')
    expect(formatTime('2026-11-25T14:04:00.000Z', now)).toBe('25/11/2026 11:04')
    setCompanyTimeZone('Europe/Lisbon')
    expect(formatTime('2026-11-26T14:04:00.000Z', now)).toBe('14:04')
    expect(formatTime('not a date', now)).toBe('-')
  })
})
