/**
 * The editorial calendar's days (issue #45, item 5) as calendar dates, `YYYY-MM-DD`, counted
 * with UTC arithmetic so no zone shifts a day; which instants a day holds is the company's
 * clock's business (frontend/lib/format/dateTimeInput.ts). Weeks start on Sunday, as Brazilian
 * calendars do.
 */
export type DayKey = string
export type CalendarView = 'month' | 'week'

const DAY = 86_400_000
const at = (key: DayKey) => Date.parse(`${key}T00:00:00Z`)
const keyOf = (time: number): DayKey => new Date(time).toISOString().slice(0, 10)

export const isDayKey = (value: unknown): value is DayKey => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(at(value))

export const addDays = (key: DayKey, days: number): DayKey => keyOf(at(key) + days * DAY)

/** The Sunday of the week `key` falls in. */
export const weekStart = (key: DayKey): DayKey => addDays(key, -new Date(at(key)).getUTCDay())

/** The first day of the month `months` away from the one `key` falls in. */
export function shiftMonth(key: DayKey, months: number): DayKey {
  const date = new Date(at(key))
  return keyOf(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1))
}

/** The days a view of `anchor` shows: whole weeks, from the Sunday before the 1st of its month to the Saturday after its last day (4 to 6 weeks); or its one week. */
export function daysOf(view: CalendarView, anchor: DayKey): DayKey[] {
  const first = view === 'week' ? weekStart(anchor) : weekStart(shiftMonth(anchor, 0))
  const end = view === 'week' ? addDays(first, 7) : addDays(weekStart(addDays(shiftMonth(anchor, 1), -1)), 7)
  const days: DayKey[] = []
  for (let day = first; day < end; day = addDays(day, 1)) days.push(day)
  return days
}

/** Where "Previous" and "Next" go: a month or a week away. */
export const stepFrom = (view: CalendarView, anchor: DayKey, direction: 1 | -1): DayKey =>
  view === 'week' ? addDays(anchor, 7 * direction) : shiftMonth(anchor, direction)

/** Whether `day` belongs to the month `anchor` is in (the grid's leading and trailing days do not). */
export const inMonthOf = (anchor: DayKey, day: DayKey) => anchor.slice(0, 7) === day.slice(0, 7)
