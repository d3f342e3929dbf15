/** Bare /admin: the shell's guard sends the user to the dashboard or their first allowed screen. */
export default function AdminIndex() {
  return null
}
