import { siteData } from '../../lib/site/data'
import { siteReads } from '../../lib/siteReads'

/** What both home designs show: latest, most read (30 days) and the active categories. */
export async function homeData() {
  const site = await siteData()
  const { latestArticles, popularArticles, publicCategories } = siteReads()
  const [latest, popular, categories] = await Promise.all([
    latestArticles(site.payload, 7, site.language),
    popularArticles(site.payload, 30, 5, site.language).catch(() => []),
    publicCategories(site.payload, site.language).catch(() => []),
  ])
  return { site, latest, popular, categories: categories as Array<{ name: string; slug: string; backgroundColor: string }> }
}
