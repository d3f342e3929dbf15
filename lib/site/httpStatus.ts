/**
 * A page that is a "not found" says so with this attribute on its main element, and the
 * gateway's page capture answers it with that status. Next's notFound() cannot be used: under
 * the site's route-group root layout it answers 404 with an empty error shell (`__next_error__`,
 * no <html lang>, the content left to JavaScript), so the pages render the not-found view
 * themselves, as complete HTML.
 */
export const HTTP_STATUS_ATTRIBUTE = 'data-http-status'

/** The status a page's HTML asks for, if any. */
export function statusInHtml(html: string): number | null {
  const found = /<main\b[^>]*\sdata-http-status="(\d{3})"/.exec(html)
  return found ? Number(found[1]) : null
}
