import type { PageFeaturesBlock } from '../../../../payload-types'
import { BlockSection, FeatureGrid } from './styles'

export function FeaturesBlock({ block }: { block: PageFeaturesBlock }) {
  const Item = block.heading ? 'h3' : 'h2'
  return (
    <BlockSection>
      {block.heading ? <h2>{block.heading}</h2> : null}
      <FeatureGrid>
        {(block.items ?? []).map((item, index) => (
          <li key={item.id ?? index}>
            <Item>{item.title}</Item>
            {item.text ? <p>{item.text}</p> : null}
          </li>
        ))}
      </FeatureGrid>
    </BlockSection>
  )
}
