'use client'

import styled from 'styled-components'

/** The frame of the account pages (login, recovery, reset): one centred card. */
export const AccountCard = styled.main`
  max-width: 460px;
  margin: 40px auto;
  padding: 32px 28px;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 16px;
  h1 {
    margin: 0 0 8px;
    color: ${({ theme }) => theme.colors.primary};
    font-size: 1.8rem;
  }
  > p {
    margin: 0 0 20px;
    color: ${({ theme }) => theme.colors.muted};
  }
  form button[type='submit'] {
    width: 100%;
    margin-top: 8px;
  }
  .links {
    display: flex;
    justify-content: space-between;
    flex-wrap: wrap;
    gap: 8px;
    margin-top: 16px;
  }
  label.check {
    display: flex;
    align-items: center;
    gap: 8px;
    font-weight: 600;
    margin: 0 0 12px;
  }
  label.check input {
    width: 20px;
    height: 20px;
  }
`

export const Checklist = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 16px;
  display: grid;
  gap: 4px;
  li {
    display: flex;
    gap: 8px;
    align-items: center;
  }
  li[data-ok='true'] {
    color: #125c25;
  }
  li[data-ok='false'] {
    color: ${({ theme }) => theme.colors.muted};
  }
`
