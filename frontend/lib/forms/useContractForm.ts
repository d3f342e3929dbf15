'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form'
import type { z } from 'zod'

type Options<S extends z.ZodType<FieldValues, FieldValues>> = Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> & {
  /** Inputs left blank are absent, not invalid: a form always has every input. */
  blankIsAbsent?: boolean
}

/**
 * A back-office form checked by one of the contract's schemas, the same the gateway applies:
 * its values are typed as the schema's input and a submit hands over the schema's output.
 */
export function useContractForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, { blankIsAbsent, ...options }: Options<S> = {}) {
  const resolve = zodResolver(schema)
  // Without its blank inputs the record is still the schema's input: those fields are optional.
  const withoutBlanks = (values: z.input<S>) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')) as z.input<S>
  return useForm<z.input<S>, unknown, z.output<S>>({
    ...options,
    resolver: blankIsAbsent ? (values, context, opts) => resolve(withoutBlanks(values), context, opts) : resolve,
  })
}
