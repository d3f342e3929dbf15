import { Notice } from './Notice'

/** A form's refusal, shown above its buttons; nothing when there is none. */
export function ErrorNotice({ message }: { message: string | null }) {
  return message ? (
    <Notice tone="error">
      <p>{message}</p>
    </Notice>
  ) : null
}
