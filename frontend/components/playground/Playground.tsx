'use client'

import { useState } from 'react'
import styled from 'styled-components'
import { ArticleGrid } from '../site/ArticleGrid'
import { CookieBanner, type CookieBannerLabels } from '../site/CookieBanner'
import { Button, ButtonLink } from '../ui/Button'
import { Chip, ChipList } from '../ui/Chip'
import { Dialog } from '../ui/Dialog'
import { Field } from '../ui/Field'
import { LoadingOverlay } from '../ui/LoadingOverlay'
import { Notice } from '../ui/Notice'
import { Pagination, type PaginationLabels } from '../ui/Pagination'
import { Main, PageHeader } from '../ui/layout'

const Block = styled.section`
  margin: 0 0 40px;
  h2 {
    border-bottom: 2px solid ${({ theme }) => theme.colors.border};
    padding-bottom: 6px;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    align-items: center;
  }
  .whatsapp {
    width: 60px;
    height: 60px;
    border-radius: 50%;
    background: #21ba45;
    display: grid;
    place-items: center;
    color: #1d1d1d;
    font-weight: 800;
  }
`

type Labels = {
  title: string
  lead: string
  sections: Record<string, string>
  states: Record<string, string>
  openDialog: string
  showOverlay: string
  sampleText: string
  sampleError: string
  email: string
  name: string
  close: string
  loading: string
  whatsapp: string
  notFound: string
  contact: string
}

const CHIP_COLOURS = ['#02236B', '#9C27b0', '#F2C037', '#31CCEC', '#21BA45', '#ffffff', '#1d1d1d']

export function Playground({ labels, pagination, cookies }: { labels: Labels; pagination: PaginationLabels; cookies: CookieBannerLabels }) {
  const [dialog, setDialog] = useState(false)
  const [overlay, setOverlay] = useState(false)
  const s = labels.sections
  const st = labels.states
  return (
    <Main id="main">
      <PageHeader>
        <h1>{labels.title}</h1>
        <p>{labels.lead}</p>
      </PageHeader>
      <Block aria-labelledby="pg-buttons">
        <h2 id="pg-buttons">{s.buttons}</h2>
        <div className="row">
          <Button type="button">{st.default}</Button>
          <Button type="button" $variant="secondary">
            {st.default}
          </Button>
          <Button type="button" $variant="ghost">
            {st.default}
          </Button>
          <Button type="button" disabled>
            {st.disabled}
          </Button>
          <Button type="button" aria-busy="true">
            {st.loading}
          </Button>
          <ButtonLink href="#pg-buttons">{labels.contact}</ButtonLink>
        </div>
      </Block>
      <Block aria-labelledby="pg-fields">
        <h2 id="pg-fields">{s.fields}</h2>
        <Field label={`${labels.name} (${st.default})`} name="pg-a" />
        <Field label={`${labels.name} (${st.filled})`} name="pg-b" defaultValue={labels.sampleText} />
        <Field label={`${labels.email} (${st.error})`} name="pg-c" defaultValue="ana@" error={labels.sampleError} />
        <Field label={`${labels.name} (${st.disabled})`} name="pg-d" disabled />
        <Field label={labels.sampleText} name="pg-e" multiline />
      </Block>
      <Block aria-labelledby="pg-chips">
        <h2 id="pg-chips">{s.chips}</h2>
        <ChipList>
          {CHIP_COLOURS.map((c) => (
            <li key={c}>
              <Chip name={c} background={c} />
            </li>
          ))}
        </ChipList>
      </Block>
      <Block aria-labelledby="pg-notices">
        <h2 id="pg-notices">{s.notices}</h2>
        <Notice tone="info">
          <p>{st.info}</p>
        </Notice>
        <Notice tone="success">
          <p>{st.success}</p>
        </Notice>
        <Notice tone="error">
          <p>{labels.sampleError}</p>
        </Notice>
      </Block>
      <Block aria-labelledby="pg-cards">
        <h2 id="pg-cards">{s.cards}</h2>
        <ArticleGrid
          articles={[
            {
              id: '1',
              href: '#pg-cards',
              title: labels.sampleText,
              excerpt: labels.lead,
              image: null,
              categories: [{ name: 'Gestão', backgroundColor: '#02236B', href: '#pg-cards' }],
              byline: labels.name,
              date: '01/11/2026',
              dateTime: '2026-11-01',
              readTime: '3 min',
              readLabel: labels.sampleText,
            },
          ]}
        />
      </Block>
      <Block aria-labelledby="pg-pagination">
        <h2 id="pg-pagination">{s.pagination}</h2>
        <Pagination page={3} totalPages={9} template="#page-__PAGE__" labels={pagination} />
      </Block>
      <Block aria-labelledby="pg-dialog">
        <h2 id="pg-dialog">{s.dialog}</h2>
        <Button type="button" onClick={() => setDialog(true)}>
          {labels.openDialog}
        </Button>
        <Dialog open={dialog} onClose={() => setDialog(false)} labelledBy="pg-dialog-title">
          <h2 id="pg-dialog-title">{s.dialog}</h2>
          <p>{labels.lead}</p>
          <Button type="button" onClick={() => setDialog(false)}>
            {labels.close}
          </Button>
        </Dialog>
      </Block>
      <Block aria-labelledby="pg-overlay">
        <h2 id="pg-overlay">{s.overlay}</h2>
        <Button
          type="button"
          onClick={() => {
            setOverlay(true)
            setTimeout(() => setOverlay(false), 1000)
          }}
        >
          {labels.showOverlay}
        </Button>
        <LoadingOverlay visible={overlay} label={labels.loading} />
      </Block>
      <Block aria-labelledby="pg-whatsapp">
        <h2 id="pg-whatsapp">{s.whatsapp}</h2>
        <div className="whatsapp" role="img" aria-label={labels.whatsapp}>
          W
        </div>
      </Block>
      <Block aria-labelledby="pg-cookies">
        <h2 id="pg-cookies">{s.cookies}</h2>
        <CookieBanner labels={cookies} demo />
      </Block>
    </Main>
  )
}
