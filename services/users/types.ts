/** A staff user as services receive it (Payload's user document, loosely typed). */
export type UserDoc = {
  id: number | string
  email: string
  status: string
  permission?: string | null
  access?: string[] | null
  uniqueKey?: string | null
  collection?: string
  [key: string]: unknown
}
