'use client'

import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { LexicalTypeaheadMenuPlugin, MenuOption, useBasicTypeaheadTriggerMatch } from '@lexical/react/LexicalTypeaheadMenuPlugin'
import { useMemo, useState } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { applyBlock, BLOCK_KINDS } from './blockKinds'
import { $removeTypedQuery } from './typedQuery'

const Menu = styled.ul`
  position: absolute;
  z-index: 20;
  margin: 0;
  padding: 4px;
  list-style: none;
  min-width: 220px;
  background: #fff;
  border: 1px solid #8a93a6;
  border-radius: 8px;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.18);
  li {
    padding: 5px 10px;
    border-radius: 6px;
    cursor: pointer;
    min-height: 24px;
  }
  li[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
  small {
    display: block;
    opacity: 0.8;
  }
`

/** What the menu's filter compares: lower case, accents stripped ("Código" is found by "codigo"). */
const normalized = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

class SlashOption extends MenuOption {
  constructor(
    key: string,
    readonly label: string,
    readonly hint: string,
    /** Words it is also found by (the Markdown it stands for, its English name). */
    readonly words: string,
    readonly run: () => void,
  ) {
    super(key)
  }
}

const ALSO: Record<string, string> = {
  paragraph: 'p text texto',
  h2: '# ## h2 heading titulo',
  h3: '### h3 subheading subtitulo',
  bullets: '- * ul bullet list lista',
  numbers: '1. ol numbered list lista',
  quote: '> quote blockquote citacao',
  code: '``` code codigo',
  link: 'link url endereco',
  image: 'img image picture foto imagem',
}

/**
 * "/" at the start of a word opens a menu of what the body can hold (issue #45, item 2), as in
 * Notion, Ghost and WordPress: typing filters it, arrows and Enter choose, Esc closes it. The
 * menu is Lexical's typeahead listbox (the editable points at the option with
 * aria-activedescendant), its names from the locale catalogues.
 */
export function SlashMenu({ onLink, onImage }: { onLink: () => void; onImage: () => void }) {
  const [editor] = useLexicalComposerContext()
  const { t } = useTranslation()
  const [query, setQuery] = useState<string | null>(null)
  const trigger = useBasicTypeaheadTriggerMatch('/', { minLength: 0 })

  const all = useMemo(
    () => [
      ...BLOCK_KINDS.map(
        (kind) => new SlashOption(kind, t(`admin.editor.${kind}`), t(`admin.editor.slash.hints.${kind}`), ALSO[kind]!, () => applyBlock(editor, kind)),
      ),
      new SlashOption('link', t('admin.editor.link'), t('admin.editor.slash.hints.link'), ALSO.link!, onLink),
      new SlashOption('image', t('admin.editor.image'), t('admin.editor.slash.hints.image'), ALSO.image!, onImage),
    ],
    [editor, t, onLink, onImage],
  )
  const options = useMemo(() => {
    if (!query) return all
    const wanted = normalized(query)
    return all.filter((o) => normalized(`${o.label} ${o.words}`).includes(wanted))
  }, [all, query])

  return (
    <LexicalTypeaheadMenuPlugin<SlashOption>
      onQueryChange={setQuery}
      triggerFn={trigger}
      options={options}
      onSelectOption={(option, _splitByStaleMatch, close) => {
        close()
        // The choice acts once the typed "/word" is gone (a dialog keeps the selection it finds).
        editor.update(() => $removeTypedQuery(trigger, editor), { onUpdate: option.run })
      }}
      menuRenderFn={(anchor, { selectedIndex, selectOptionAndCleanUp, setHighlightedIndex }) => {
        if (!anchor.current || !options.length) return null
        // Lexical names its listbox in English; ours speaks the editor's language.
        anchor.current.setAttribute('aria-label', t('admin.editor.slash.label'))
        return createPortal(
          <Menu role="presentation">
            {options.map((option, index) => (
              // The keyboard stays in the editable, which points at the option (aria-activedescendant): arrows and Enter are Lexical's.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={option.key}
                id={`typeahead-item-${index}`}
                ref={option.setRefElement}
                role="option"
                tabIndex={-1}
                aria-selected={selectedIndex === index}
                onMouseEnter={() => setHighlightedIndex(index)}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => {
                  setHighlightedIndex(index)
                  selectOptionAndCleanUp(option)
                }}
              >
                {option.label}
                <small>{option.hint}</small>
              </li>
            ))}
          </Menu>,
          anchor.current,
        )
      }}
    />
  )
}
