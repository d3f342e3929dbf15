'use client'

import { useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { call } from '../../../lib/admin/api'
import type { Answer } from '../../../lib/api/routes'
import { addDays, daysOf, isDayKey, type CalendarView, type DayKey } from '../../../lib/calendar/grid'
import { formatDateTime } from '../../../lib/format/dates'
import { fromDateTimeInput, toDateTimeInput } from '../../../lib/format/dateTimeInput'
import { useNotify } from '../Notifications'

export type CalendarData = Answer<'articleCalendar'>['data']
export type CalendarArticle = CalendarData['articles'][number]

/** The company's calendar date an instant falls on. */
export const dayOf = (instant: string): DayKey => toDateTimeInput(instant).slice(0, 10)

/** The same time of day, on the company's clock, on another day. */
export const movedTo = (instant: string, day: DayKey) => fromDateTimeInput(`${day}T${toDateTimeInput(instant).slice(11)}`)

/** The view and the day it shows, from the address (`?view=week&date=2026-11-28`), so a calendar can be linked and reloaded. */
function fromAddress(): { view: CalendarView; anchor: DayKey } {
  const params = new URLSearchParams(window.location.search)
  const date = params.get('date')
  return { view: params.get('view') === 'week' ? 'week' : 'month', anchor: isDayKey(date) ? date : dayOf(new Date().toISOString()) }
}

/**
 * The editorial calendar's state (issue #45, item 5): the view, its days and what goes out on
 * them, filtered by category and author on the screen (a period is bounded by the route), and
 * rescheduling through the article status route, as the writing screen's "Agendar" does.
 */
export function useCalendar() {
  const { t } = useTranslation()
  const notify = useNotify()
  const [place, setPlace] = useState<{ view: CalendarView; anchor: DayKey } | null>(null)
  const [data, setData] = useState<CalendarData | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const [category, setCategory] = useState('')
  const [author, setAuthor] = useState('')
  const [loads, setLoads] = useState(0)

  useEffect(() => setPlace(fromAddress()), [])
  const days = useMemo(() => (place ? daysOf(place.view, place.anchor) : []), [place])

  useEffect(() => {
    if (!place || !days.length) return
    window.history.replaceState(null, '', `?view=${place.view}&date=${place.anchor}`)
    let current = true
    setFailed(null)
    call('articleCalendar', { query: { from: fromDateTimeInput(`${days[0]}T00:00`), to: fromDateTimeInput(`${addDays(days.at(-1)!, 1)}T00:00`) } })
      .then(({ data }) => current && setData(data))
      .catch((error: Error) => current && setFailed(error.message))
    return () => {
      current = false
    }
  }, [place, days, loads])

  const shown = useMemo(
    () =>
      (data?.articles ?? []).filter((a) => (!category || a.categories.some((c) => String(c.id) === category)) && (!author || String(a.author.id) === author)),
    [data, category, author],
  )
  const options = useMemo(() => {
    const categories = new Map<string, string>()
    const authors = new Map<string, string>()
    for (const a of data?.articles ?? []) {
      for (const c of a.categories) categories.set(String(c.id), c.name)
      if (a.author.id !== null) authors.set(String(a.author.id), a.author.full_name ?? String(a.author.id))
    }
    const sorted = (map: Map<string, string>) => [...map].map(([value, label]) => ({ value, label })).sort((x, y) => x.label.localeCompare(y.label))
    return { categories: sorted(categories), authors: sorted(authors) }
  }, [data])

  /** Moves a scheduled article to `publishedAt`; true when the server took it. */
  const reschedule = useCallback(
    async (article: CalendarArticle, publishedAt: string) => {
      try {
        await call('articleStatus', { params: { id: article.id }, body: { action: 'schedule', publishedAt } })
        notify('success', t('admin.calendar.rescheduled', { title: article.title, date: formatDateTime(publishedAt).slice(0, 16) }))
        setLoads((n) => n + 1)
        return true
      } catch (error) {
        notify('error', (error as Error).message)
        return false
      }
    },
    [notify, t],
  )

  return {
    place,
    setPlace,
    days,
    data,
    failed,
    shown,
    options,
    filters: { category, setCategory, author, setAuthor },
    reschedule,
  }
}
export type Calendar = ReturnType<typeof useCalendar>
