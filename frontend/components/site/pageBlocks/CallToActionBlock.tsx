import type { PageCallToActionBlock } from '../../../../payload-types'
import { ButtonLink } from '../../ui/Button'
import { BlockSection, CallBox } from './styles'

export function CallToActionBlock({ block }: { block: PageCallToActionBlock }) {
  return (
    <BlockSection>
      <CallBox>
        <h2>{block.heading}</h2>
        {block.text ? <p>{block.text}</p> : null}
        <ButtonLink href={block.buttonUrl ?? '/contact'} $variant="light">
          {block.buttonLabel}
        </ButtonLink>
      </CallBox>
    </BlockSection>
  )
}
