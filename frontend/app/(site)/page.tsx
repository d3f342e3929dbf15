import { HomeV1 } from '../../components/home/HomeV1'
import { HomeV2 } from '../../components/home/HomeV2'
import { siteData } from '../../lib/site/data'

/** The home in the design chosen by the layout setting (v1 when unset or unreadable). */
export default async function HomePage() {
  const { homeVersion } = await siteData()
  return homeVersion === 'v2' ? <HomeV2 /> : <HomeV1 />
}
