import { popularArticles } from '../../../services/articles/publicQueries'
import { publicCategories } from '../../../services/categories'
import { latestArticles } from '../../../services/public/reads'
import { siteData } from '../../lib/site/data'

/** What both home designs show: latest, most read (30 days) and the active categories. */
export async function homeData() {
  const site = await siteData()
  const [latest, popular, categories] = await Promise.all([
    latestArticles(site.payload, 7),
    popularArticles(site.payload, 30, 5).catch(() => []),
    publicCategories(site.payload).catch(() => []),
  ])
  return { site, latest, popular, categories: categories as Array<{ name: string; slug: string; backgroundColor: string }> }
}
