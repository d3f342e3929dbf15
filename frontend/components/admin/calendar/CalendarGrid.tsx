'use client'

import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAdminUser } from '../AdminShell'
import styled from 'styled-components'
import { inMonthOf, type CalendarView, type DayKey } from '../../../lib/calendar/grid'
import { toDateTimeInput } from '../../../lib/format/dateTimeInput'
import { VisuallyHidden } from '../../ui/layout'
import { dayOf, type CalendarArticle, type CalendarData } from './useCalendar'

const Days = styled.ol<{ $view: CalendarView }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: 4px;
  > li {
    min-height: ${({ $view }) => ($view === 'week' ? '320px' : '112px')};
    background: #fff;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    padding: 6px;
    min-width: 0;
  }
  > li.outside {
    background: #f4f5f8;
  }
  > li.today {
    border: 2px solid ${({ theme }) => theme.colors.primary};
  }
  > li.target {
    outline: 3px dashed ${({ theme }) => theme.colors.accent};
  }
  .date .long {
    display: none;
  }
  .date {
    display: block;
    font-weight: 700;
    font-size: 0.9rem;
    margin-bottom: 4px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 4px;
  }
  button {
    width: 100%;
    text-align: left;
    font: inherit;
    font-size: 0.85rem;
    line-height: 1.3;
    min-height: 32px;
    padding: 4px 6px;
    border-radius: 6px;
    cursor: pointer;
    overflow-wrap: anywhere;
    border: 1px solid transparent;
  }
  .scheduled {
    background: #fff4d6;
    border-color: #9a6b00;
    color: #3d2b00;
    cursor: grab;
  }
  .published {
    background: #e3f4e8;
    border-color: #1e7e34;
    color: #0f3d1a;
  }
  .send {
    display: block;
    font-size: 0.85rem;
    padding: 4px 6px;
    border-radius: 6px;
    background: #e8eefc;
    color: #16306b;
  }
  /* A phone lists the days that hold something, one under the other. */
  @media (max-width: 699px) {
    grid-template-columns: minmax(0, 1fr);
    > li {
      min-height: 0;
    }
    > li.empty:not(.today) {
      display: none;
    }
    .date .short {
      display: none;
    }
    .date .long {
      display: inline;
    }
  }
`

const Heads = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: 4px;
  font-weight: 700;
  font-size: 0.85rem;
  margin-bottom: 4px;
  @media (max-width: 699px) {
    display: none;
  }
`

/**
 * The calendar's days, each with what goes out on it (issue #45, item 5). A scheduled article
 * is dragged to another day to move it there, at the same time of day; every article opens its
 * details, where a date field moves it with the keyboard. Each day is a list item named by its
 * full date, so a screen reader hears the date before its articles.
 */
export function CalendarGrid({
  view,
  anchor,
  days,
  articles,
  sends,
  today,
  onOpen,
  onDrop,
}: {
  view: CalendarView
  anchor: DayKey
  days: DayKey[]
  articles: CalendarArticle[]
  sends: CalendarData['sends']
  today: DayKey
  onOpen: (article: CalendarArticle) => void
  onDrop: (article: CalendarArticle, day: DayKey) => void
}) {
  const { t, i18n } = useTranslation()
  // Rescheduling is an editor's: a writer's items do not drag (the server refuses them anyway).
  const canMove = useAdminUser().allowed.has('publish-articles')
  const [target, setTarget] = useState<DayKey | null>(null)
  const [dragged, setDragged] = useState<CalendarArticle | null>(null)
  const byDay = new Map<DayKey, CalendarArticle[]>()
  for (const article of articles) byDay.set(dayOf(article.publishedAt), [...(byDay.get(dayOf(article.publishedAt)) ?? []), article])
  const sendsByDay = new Map<DayKey, CalendarData['sends']>()
  for (const send of sends) sendsByDay.set(dayOf(send.at), [...(sendsByDay.get(dayOf(send.at)) ?? []), send])
  const date = (key: DayKey, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(i18n.language, { ...options, timeZone: 'UTC' }).format(new Date(`${key}T00:00:00Z`))

  return (
    <>
      <Heads aria-hidden="true">
        {days.slice(0, 7).map((day) => (
          <span key={day}>{date(day, { weekday: 'short' })}</span>
        ))}
      </Heads>
      <Days $view={view} aria-label={t('admin.calendar.days')}>
        {days.map((day) => {
          const items = byDay.get(day) ?? []
          const out = sendsByDay.get(day) ?? []
          const classes = [
            view === 'month' && !inMonthOf(anchor, day) ? 'outside' : '',
            day === today ? 'today' : '',
            items.length || out.length ? '' : 'empty',
            target === day ? 'target' : '',
          ]
          return (
            <li
              key={day}
              className={classes.filter(Boolean).join(' ')}
              aria-label={date(day, { weekday: 'long', day: 'numeric', month: 'long' })}
              data-day={day}
              onDragOver={(e) => {
                if (!dragged) return
                e.preventDefault()
                setTarget(day)
              }}
              onDragLeave={() => setTarget((was) => (was === day ? null : was))}
              onDrop={(e) => {
                e.preventDefault()
                setTarget(null)
                if (dragged && dayOf(dragged.publishedAt) !== day) onDrop(dragged, day)
                setDragged(null)
              }}
            >
              <span className="date" aria-hidden="true">
                <span className="short">{date(day, view === 'week' ? { weekday: 'short', day: 'numeric' } : { day: 'numeric' })}</span>
                <span className="long">{date(day, { weekday: 'long', day: 'numeric', month: 'long' })}</span>
              </span>
              {items.length || out.length ? (
                <ul>
                  {items.map((article) => (
                    <li key={article.id}>
                      <button
                        type="button"
                        className={article.status}
                        draggable={canMove && article.status === 'scheduled'}
                        onDragStart={(e) => {
                          e.dataTransfer.setData('text/plain', String(article.id))
                          e.dataTransfer.effectAllowed = 'move'
                          setDragged(article)
                        }}
                        onDragEnd={() => {
                          setDragged(null)
                          setTarget(null)
                        }}
                        onClick={() => onOpen(article)}
                      >
                        {toDateTimeInput(article.publishedAt).slice(11)} {article.title}
                        <VisuallyHidden> ({t(`admin.calendar.states.${article.status}`)})</VisuallyHidden>
                      </button>
                    </li>
                  ))}
                  {out.map((send) => (
                    <li key={`send-${send.id}`}>
                      <span className="send">{t('admin.calendar.send', { title: send.title ?? '', count: send.sent })}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          )
        })}
      </Days>
    </>
  )
}
