'use client'

import styled from 'styled-components'

export type LanguageSwitcherProps = {
  current: string
  label: string
  submit: string
  options: { value: string; label: string }[]
  returnTo: string
}

const Form = styled.form<{ $tone: 'dark' | 'light' }>`
  display: flex;
  flex-wrap: wrap; /* on the narrowest phones the button goes under the list instead of past the edge */
  align-items: center;
  gap: 8px;
  select {
    max-width: 100%;
  }
  label {
    font-size: 0.9rem;
    font-weight: 600;
  }
  select,
  button {
    font: inherit;
    font-size: 0.9rem;
    min-height: 40px;
    border-radius: 8px;
    border: 1px solid ${({ $tone }) => ($tone === 'dark' ? '#ffffff' : '#02236B')};
    background: ${({ $tone }) => ($tone === 'dark' ? '#02236B' : '#ffffff')};
    color: ${({ $tone }) => ($tone === 'dark' ? '#ffffff' : '#02236B')};
    padding: 6px 10px;
  }
  button {
    cursor: pointer;
    font-weight: 700;
  }
`

/**
 * A plain form posting to /language: works without JavaScript, and the choice is a cookie the
 * server reads in front of the page cache. An explicit button, not change-to-submit (WCAG 3.2.2).
 */
export function LanguageSwitcher(props: LanguageSwitcherProps & { tone: 'dark' | 'light' }) {
  return (
    <Form method="post" action="/language" $tone={props.tone}>
      <label htmlFor="site-language">{props.label}</label>
      <select id="site-language" name="language" defaultValue={props.current}>
        {props.options.map((o) => (
          <option key={o.value} value={o.value} lang={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <input type="hidden" name="returnTo" value={props.returnTo} />
      <button type="submit">{props.submit}</button>
    </Form>
  )
}
