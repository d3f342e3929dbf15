import { Button } from '../ui/Button'
import { Notice } from '../ui/Notice'

/** The end of a form: the refusal's message, if any, above the submit button (which says when it is sending). */
export function SubmitArea({ message, busy, submit, sending }: { message: string | null; busy: boolean; submit: string; sending: string }) {
  return (
    <>
      {message ? (
        <Notice tone="error">
          <p>{message}</p>
        </Notice>
      ) : null}
      <Button type="submit" disabled={busy}>
        {busy ? sending : submit}
      </Button>
    </>
  )
}
