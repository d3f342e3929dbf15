import { NotFoundView, notFoundMetadata } from '../../../components/site/NotFoundView'

export const generateMetadata = notFoundMetadata

/** Every path no page claims: the site's not-found page, answered with status 404. */
export default function Missing() {
  return <NotFoundView />
}
