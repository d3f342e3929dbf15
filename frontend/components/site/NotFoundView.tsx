'use client'

import { useRouter } from 'next/navigation'
import styled from 'styled-components'

const Box = styled.section`
  text-align: center;
  padding: 64px 0;
  h1 { font-size: 2rem; color: ${({ theme }) => theme.colors.primary}; }
  button {
    font: inherit;
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    border: 0;
    border-radius: 999px;
    padding: 10px 24px;
    cursor: pointer;
  }
`

export function NotFoundView(props: { title: string; text: string; back: string }) {
  const router = useRouter()
  return (
    <Box>
      <h1>{props.title}</h1>
      <p>{props.text}</p>
      <button type="button" onClick={() => (window.history.length > 1 ? router.back() : router.push('/'))}>
        {props.back}
      </button>
    </Box>
  )
}
