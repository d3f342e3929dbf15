'use client'

import styled from 'styled-components'

const Form = styled.form`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  align-items: flex-end;
  label {
    flex-basis: 100%;
    font-weight: 600;
  }
  input {
    /* Below 12rem the button wraps under the field, so the placeholder is not cut on a phone. */
    flex: 1 1 12rem;
    min-width: 0;
    font: inherit;
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid #8a93a6;
    border-radius: 10px;
  }
  button {
    font: inherit;
    font-weight: 700;
    min-height: 44px;
    padding: 8px 18px;
    border-radius: 10px;
    border: 0;
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    cursor: pointer;
  }
`

/** A plain GET form to the results page (works without JavaScript; results are cacheable URLs). */
export function SearchForm({
  label,
  placeholder,
  submit,
  value = '',
  id = 'blog-search',
}: {
  label: string
  placeholder: string
  submit: string
  value?: string
  id?: string
}) {
  return (
    <Form role="search" method="get" action="/list-article-results">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" name="q" defaultValue={value} placeholder={placeholder} maxLength={120} />
      <button type="submit">{submit}</button>
    </Form>
  )
}
