import { translatorFor } from '../../locales/i18n'

/**
 * A catalogue text in each language of the /cms panel (Payload names Portuguese `pt`): field
 * labels and hints come from the same catalogues as the rest of the product.
 */
export const panelText = (key: string) => {
  const pick = (language: 'pt-BR' | 'en' | 'es' | 'fr') => translatorFor(language)(key)
  return { pt: pick('pt-BR'), en: pick('en'), es: pick('es'), fr: pick('fr') }
}
