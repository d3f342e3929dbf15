/** URL segments the public pages accept; anything else is a 404, never a lookup. */
export const ID_PATTERN = /^(?:[1-9]\d{0,15}|[0-9a-f]{24})$/
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,198}[a-z0-9])?$/
export const KEY_PATTERN = /^[0-9a-f-]{36}$/i

export const decodeSegment = (value: string | undefined) => {
  if (value === undefined) return undefined
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** ?page=: a positive integer, 1 for anything else (absurd values are clamped, not errors). */
export const pageNumber = (value: unknown) => {
  const n = Number(Array.isArray(value) ? value[0] : value)
  return Number.isInteger(n) && n >= 1 ? Math.min(n, 100_000) : 1
}

export const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** Search terms: trimmed and cut to the contract's 120 characters. */
export const searchTerm = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim().slice(0, 120)
