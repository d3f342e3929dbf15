'use client'

import { useServerInsertedHTML } from 'next/navigation'
import type React from 'react'
import { useState } from 'react'
import { ServerStyleSheet, StyleSheetManager, ThemeProvider } from 'styled-components'
import { theme } from './theme'

/** Collects styled-components CSS during server rendering and puts it in <head>. */
export function StyledRegistry({ children }: { children: React.ReactNode }) {
  const [sheet] = useState(() => new ServerStyleSheet())
  useServerInsertedHTML(() => {
    const styles = sheet.getStyleElement()
    sheet.instance.clearTag()
    return <>{styles}</>
  })
  const themed = <ThemeProvider theme={theme}>{children}</ThemeProvider>
  if (typeof window !== 'undefined') return themed
  return <StyleSheetManager sheet={sheet.instance}>{themed}</StyleSheetManager>
}
