import { micromark } from 'micromark'

/**
 * Markdown as the HTML an old blog showed for it (Ghost's Markdown card, CommonMark): with the
 * HTML it holds, which the importer then treats like any body's (scripts go, players become links).
 */
export const markdownToHtml = (markdown: string): string => micromark(markdown, { allowDangerousHtml: true })
