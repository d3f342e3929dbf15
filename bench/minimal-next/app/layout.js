// The smallest Next 16 app: one page, as `create-next-app` would leave it with the extras taken out.
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
