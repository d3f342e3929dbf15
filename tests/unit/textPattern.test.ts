import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CONTROL_CHARACTERS, TEXT_PATTERN } from '../../domain/inputText'

/**
 * The API document's text pattern says what the gateway refuses (issue #62): a well-formed text
 * (what any UTF-8 JSON holds) matches it exactly when refuseControlCharacters lets it through,
 * read as JavaScript and in unicode mode.
 */
describe('the text pattern of the API document', () => {
  const plain = new RegExp(TEXT_PATTERN)
  const unicode = new RegExp(TEXT_PATTERN, 'u')
  const samples = ['Olá, mundo', 'tab\there', 'line\nfeed\r\n', 'emoji 😍', '', 'nul\u0000', 'bell\u0007', 'del\u007f', '\u0085 next line']

  it('agrees with the gateway on chosen texts', () => {
    for (const text of samples) {
      expect(plain.test(text), JSON.stringify(text)).toBe(!CONTROL_CHARACTERS.test(text))
      expect(unicode.test(text), JSON.stringify(text)).toBe(!CONTROL_CHARACTERS.test(text))
    }
  })

  it('agrees with the gateway on generated well-formed texts', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }).filter((text) => (text as string & { isWellFormed(): boolean }).isWellFormed()),
        (text) => plain.test(text) === !CONTROL_CHARACTERS.test(text) && unicode.test(text) === plain.test(text),
      ),
      { seed: 62, numRuns: 2000 },
    )
  })
})
