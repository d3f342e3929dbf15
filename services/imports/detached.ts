/**
 * A copy of a text read from an export that holds only itself. The readers (sax for WordPress,
 * stream-json for Ghost) hand text over as slices of the piece of the file it came in, and V8
 * keeps the whole piece alive for as long as any slice of it lives (twice its size once a
 * character in it is past ASCII). The first reading keeps a few words of every item (an
 * attachment's address and description, a post's tags): held as slices, they kept the whole file
 * in memory, and a 70 MB export of 20,000 posts with their images in Portuguese ran out of the
 * import's heap before its first post (issue #64, item 1). V8 copies strings shorter than 13
 * characters anyway.
 */
export const detached = (text: string) => (text.length < 13 ? text : Buffer.from(text, 'utf8').toString('utf8'))
