import { ComposeScreen } from '../../../../../components/admin/ComposeScreen'

/** compose/{slug?}/{id?}: a new article, or the one with that id. */
export default async function ComposePage({ params }: { params: Promise<{ params?: string[] }> }) {
  const [, id] = (await params).params ?? []
  return <ComposeScreen id={id && /^\d{1,16}$|^[0-9a-f]{24}$/.test(id) ? id : undefined} />
}
