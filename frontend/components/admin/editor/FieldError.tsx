'use client'

import { Notice } from '../../ui/Notice'

/** A field's own message under a control that is not a Field (the cover, the categories, the body). */
export function FieldError({ message }: { message?: string }) {
  if (!message) return null
  return (
    <Notice tone="error">
      <p>{message}</p>
    </Notice>
  )
}
