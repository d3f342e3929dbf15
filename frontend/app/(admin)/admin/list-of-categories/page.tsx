import { CategoriesScreen } from '../../../../components/admin/CategoriesScreen'

export default function CategoriesPage() {
  return <CategoriesScreen />
}
