import { NotFoundView } from '../../components/site/NotFoundView'

/** What Next shows for a notFound() from a client navigation; pages render NotFoundView themselves. */
export default function NotFound() {
  return <NotFoundView />
}
