'use client'

import styled from 'styled-components'
import { VisuallyHidden } from '../ui/layout'

export type LanguageSwitcherProps = {
  current: string
  label: string
  submit: string
  /** Said to screen readers before they choose: choosing changes the page (WCAG 3.2.2). */
  hint: string
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
 * One control (issue #32): a plain form posting to /language, so it works without JavaScript,
 * and the choice is a cookie the server reads in front of the page cache. Where JavaScript runs
 * the select alone changes the language: the page's early script submits what is picked from its
 * list (data-choose, lib/site/earlyBehaviour.ts), before React has loaded too, and the hint says
 * so beforehand (WCAG 3.2.2). Without JavaScript its button is there instead.
 */
export function LanguageSwitcher(props: LanguageSwitcherProps & { tone: 'dark' | 'light' }) {
  return (
    <Form method="post" action="/language" $tone={props.tone}>
      <label htmlFor="site-language">{props.label}</label>
      <select id="site-language" name="language" defaultValue={props.current} data-choose={props.current} aria-describedby="site-language-hint">
        {props.options.map((o) => (
          <option key={o.value} value={o.value} lang={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <VisuallyHidden id="site-language-hint">{props.hint}</VisuallyHidden>
      <input type="hidden" name="returnTo" value={props.returnTo} />
      <noscript>
        <button type="submit">{props.submit}</button>
      </noscript>
    </Form>
  )
}
