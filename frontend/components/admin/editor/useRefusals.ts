'use client'

import { useId, useState } from 'react'
import type { ApiError } from '../../../lib/admin/api'

/**
 * A form's refusals: each field's message, the id of each field (the error summary's links), the
 * message for the form as a whole, and a count bumped by each refusal so the summary takes the
 * focus again (issue #45, item 1).
 */
export function useRefusals() {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [refusals, setRefusals] = useState(0)
  const [message, setMessage] = useState<string | null>(null)
  const formId = useId()
  const refuse = (found: Record<string, string>) => {
    setErrors(found)
    setRefusals((n) => n + 1)
  }
  return {
    errors,
    setErrors,
    refusals,
    message,
    setMessage,
    refuse,
    fieldId: (name: string) => `${formId}${name}`,
    /** The gateway's refusal: its field errors on their fields, its message above; everything typed stays in the form. */
    refusedByServer: (error: unknown) => {
      const e = error as ApiError
      refuse(Object.fromEntries(e.fields.map((f) => [f.field, f.message])))
      setMessage(e.message)
    },
  }
}
