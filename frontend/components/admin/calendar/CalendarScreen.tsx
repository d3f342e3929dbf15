'use client'

import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { addDays, stepFrom, type CalendarView } from '../../../lib/calendar/grid'
import { Button } from '../../ui/Button'
import { Notice } from '../../ui/Notice'
import { Toolbar } from '../ui'
import { CalendarEntryDialog } from './CalendarEntryDialog'
import { CalendarGrid } from './CalendarGrid'
import { dayOf, movedTo, useCalendar, type CalendarArticle } from './useCalendar'

const Bar = styled(Toolbar)`
  align-items: center;
  h2 {
    margin: 0 auto 0 0;
    font-size: 1.2rem;
  }
  [aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
`

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  list-style: none;
  padding: 0;
  margin: 0 0 12px;
  font-size: 0.9rem;
  li::before {
    content: '';
    display: inline-block;
    width: 12px;
    height: 12px;
    border-radius: 3px;
    margin-right: 6px;
    vertical-align: -1px;
  }
  .scheduled::before {
    background: #fff4d6;
    border: 1px solid #9a6b00;
  }
  .published::before {
    background: #e3f4e8;
    border: 1px solid #1e7e34;
  }
  .send::before {
    background: #e8eefc;
    border: 1px solid #16306b;
  }
`

/** A select is as wide as its longest option: a category named at length made the phone's page 708 px wide. */
const FilterBox = styled.div`
  max-width: 100%;
  select {
    max-width: 100%;
  }
`

/** One of the calendar's filters: "all" first, then what the period holds. */
function Filter(props: {
  id: string
  label: string
  all: string
  options: { value: string; label: string }[]
  value: string
  onChange: (value: string) => void
}) {
  return (
    <FilterBox>
      <label htmlFor={props.id}>{props.label}</label>{' '}
      <select id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">{props.all}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FilterBox>
  )
}

/** list-of-articles/calendar: what goes out when (issue #45, item 5), a month or a week at a time, opened from the dashboard and the articles list. */
export function CalendarScreen() {
  const { t, i18n } = useTranslation()
  const calendar = useCalendar()
  const [open, setOpen] = useState<CalendarArticle | null>(null)
  const { place, setPlace, days, data, failed, shown, options, filters } = calendar
  if (!place) return null
  const today = dayOf(new Date().toISOString())
  const go = (next: Partial<{ view: CalendarView; anchor: string }>) => setPlace({ ...place, ...next })
  const period =
    place.view === 'month'
      ? new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${place.anchor}T00:00:00Z`))
      : new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).formatRange(
          new Date(`${days[0]}T00:00:00Z`),
          new Date(`${addDays(days[0]!, 6)}T00:00:00Z`),
        )
  // "novembro de 2026" as a heading: its first letter only (CSS capitalize would make it "Novembro De").
  const label = period.charAt(0).toUpperCase() + period.slice(1)

  return (
    <>
      <h1>{t('admin.calendar.title')}</h1>
      <p>{t('admin.calendar.intro')}</p>
      <Bar role="group" aria-label={t('admin.calendar.navigation')}>
        <h2 aria-live="polite">{label}</h2>
        <Button type="button" $variant="ghost" aria-pressed={place.view === 'month'} onClick={() => go({ view: 'month' })}>
          {t('admin.calendar.month')}
        </Button>
        <Button type="button" $variant="ghost" aria-pressed={place.view === 'week'} onClick={() => go({ view: 'week' })}>
          {t('admin.calendar.week')}
        </Button>
        <Button type="button" $variant="ghost" onClick={() => go({ anchor: stepFrom(place.view, place.anchor, -1) })}>
          {t('admin.calendar.previous')}
        </Button>
        <Button type="button" $variant="ghost" onClick={() => go({ anchor: today })}>
          {t('admin.calendar.today')}
        </Button>
        <Button type="button" $variant="ghost" onClick={() => go({ anchor: stepFrom(place.view, place.anchor, 1) })}>
          {t('admin.calendar.next')}
        </Button>
      </Bar>
      <Toolbar>
        <Filter
          id="calendar-category"
          label={t('admin.calendar.category')}
          all={t('admin.calendar.allCategories')}
          options={options.categories}
          value={filters.category}
          onChange={filters.setCategory}
        />
        <Filter
          id="calendar-author"
          label={t('admin.calendar.author')}
          all={t('admin.calendar.allAuthors')}
          options={options.authors}
          value={filters.author}
          onChange={filters.setAuthor}
        />
      </Toolbar>
      <Legend aria-label={t('admin.calendar.legend')}>
        <li className="scheduled">{t('admin.calendar.states.scheduled')}</li>
        <li className="published">{t('admin.calendar.states.published')}</li>
        <li className="send">{t('admin.calendar.states.send')}</li>
      </Legend>
      <p>{t('admin.calendar.dragHint')}</p>
      {failed ? (
        <Notice tone="error">
          <p>{failed}</p>
        </Notice>
      ) : null}
      {data?.truncated ? (
        <Notice tone="info">
          <p>{t('admin.calendar.truncated')}</p>
        </Notice>
      ) : null}
      <p role="status">{data && !shown.length && !data.sends.length ? t('admin.calendar.empty') : null}</p>
      <CalendarGrid
        view={place.view}
        anchor={place.anchor}
        days={days}
        articles={shown}
        sends={filters.category || filters.author ? [] : (data?.sends ?? [])}
        today={today}
        onOpen={setOpen}
        onDrop={(article, day) => void calendar.reschedule(article, movedTo(article.publishedAt, day))}
      />
      <CalendarEntryDialog article={open} onClose={() => setOpen(null)} onReschedule={calendar.reschedule} />
    </>
  )
}
