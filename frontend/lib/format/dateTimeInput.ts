/**
 * A `datetime-local` input shows and returns the browser's wall-clock time, without a zone.
 * Stored instants go in as the local time they are (not UTC's, which moved a Brazilian
 * editor's scheduled article 3 hours later on every save) and come back as an instant.
 */
const pad = (n: number) => String(n).padStart(2, '0')

export function toDateTimeInput(value: string | Date | null | undefined): string {
  if (!value) return ''
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** The input's wall-clock value as an ISO instant; '' for an empty or unreadable value. */
export function fromDateTimeInput(value: string): string {
  if (!value) return ''
  const date = new Date(value) // a date-time without a zone is local time (ECMAScript)
  return Number.isNaN(date.getTime()) ? '' : date.toISOString()
}
