import type { PageHeroBlock } from '../../../../payload-types'
import { ButtonLink } from '../../ui/Button'
import { PayloadImage } from '../../ui/PayloadImage'
import { pickImage } from '../../../lib/articles/cardView'
import { ButtonRow, HeroBox } from './styles'
import { blockImage } from './blockImage'

/** The page's opening: its heading (the page's h1 when it comes first), lead, buttons and picture. */
export function HeroBlock({ block, first }: { block: PageHeroBlock; first: boolean }) {
  const Heading = first ? 'h1' : 'h2'
  const image = blockImage(block.image, block.imageAlt, pickImage)
  return (
    <HeroBox>
      <div>
        <Heading>{block.heading}</Heading>
        {block.lead ? <p className="lead">{block.lead}</p> : null}
        {block.buttons?.length ? (
          <ButtonRow>
            {block.buttons.map((button, index) => (
              <ButtonLink key={button.id ?? index} href={button.url ?? '#'} $variant={button.style === 'secondary' ? 'secondary' : 'primary'}>
                {button.label}
              </ButtonLink>
            ))}
          </ButtonRow>
        ) : null}
      </div>
      {image ? <PayloadImage image={image} sizes="(min-width: 960px) 560px, 100vw" eager={first} /> : null}
    </HeroBox>
  )
}
