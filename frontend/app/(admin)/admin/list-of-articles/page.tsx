import { ArticlesScreen } from '../../../../components/admin/ArticlesScreen'

export default function Page() {
  return <ArticlesScreen />
}
