'use client'

import styled from 'styled-components'
import { HTTP_STATUS_ATTRIBUTE } from '../../../lib/site/httpStatus'

const Box = styled.main`
  max-width: 720px;
  margin: 0 auto;
  text-align: center;
  padding: 72px 20px;
  h1 {
    font-size: clamp(1.8rem, 4vw, 2.4rem);
    color: ${({ theme }) => theme.colors.primary};
  }
  p {
    font-size: 1.1rem;
  }
  button,
  a.action {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font: inherit;
    font-weight: 700;
    text-decoration: none;
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    border: 0;
    border-radius: 999px;
    padding: 10px 24px;
    cursor: pointer;
  }
`

/** A centred message page (not found, forbidden) with one way onwards. */
export function StatusView(props: { title: string; text: string; action: { label: string; href?: string; back?: boolean }; httpStatus?: number }) {
  return (
    <Box id="main" tabIndex={-1} {...(props.httpStatus ? { [HTTP_STATUS_ATTRIBUTE]: props.httpStatus } : {})}>
      <h1>{props.title}</h1>
      <p>{props.text}</p>
      {props.action.back ? (
        <button type="button" onClick={() => (window.history.length > 1 ? window.history.back() : window.location.assign('/'))}>
          {props.action.label}
        </button>
      ) : (
        <a className="action" href={props.action.href ?? '/'}>
          {props.action.label}
        </a>
      )}
    </Box>
  )
}
