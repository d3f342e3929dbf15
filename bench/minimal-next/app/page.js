export default function Page() {
  return <h1>Hello</h1>
}
