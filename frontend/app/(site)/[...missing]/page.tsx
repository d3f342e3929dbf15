import { notFound } from 'next/navigation'

/** Every path no page claims: the site's not-found page with status 404. */
export default function Missing() {
  notFound()
}
