import { Button } from '../ui/Button'
import { ErrorNotice } from '../ui/ErrorNotice'

/** The end of a form: the refusal's message, if any, above the submit button (which says when it is sending). */
export function SubmitArea({ message, busy, submit, sending }: { message: string | null; busy: boolean; submit: string; sending: string }) {
  return (
    <>
      <ErrorNotice message={message} />
      <Button type="submit" aria-disabled={busy || undefined}>
        {busy ? sending : submit}
      </Button>
    </>
  )
}
