import type { PageDemoRequestBlock } from '../../../../payload-types'
import type { DemoRequest } from '../../../lib/site/termsLabels'
import { TermsGate } from '../TermsGate'
import { BlockSection, DemoBox } from './styles'

/**
 * The product's demo request (issue #43, item 3): the steps a visitor goes through, then the
 * button that opens the terms dialog (the terms as a plain form without JavaScript).
 */
export function DemoRequestBlock({ block, demo }: { block: PageDemoRequestBlock; demo: DemoRequest }) {
  const headingId = `demo-${block.id ?? 'request'}`
  return (
    <BlockSection aria-labelledby={headingId}>
      <DemoBox>
        <div>
          <h2 id={headingId}>{block.heading}</h2>
          {block.text ? <p>{block.text}</p> : null}
          {block.steps?.length ? (
            <ol>
              {block.steps.map((s, index) => (
                <li key={s.id ?? index}>{s.step}</li>
              ))}
            </ol>
          ) : null}
        </div>
        <div>
          <TermsGate labels={{ ...demo.labels, cta: block.buttonLabel }} next={demo.next} review={demo.review} />
        </div>
      </DemoBox>
    </BlockSection>
  )
}
