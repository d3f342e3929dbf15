/**
 * What the demo covers show (seed/images.ts draws a two-colour gradient with light circles and curves), as their alt text in
 * each language: a description of the image, not the article's title or the file's name.
 */
export const COVER_DESCRIPTION = {
  'pt-BR': 'Ilustração abstrata: círculos e curvas claros sobre um degradê nas cores da categoria',
  en: 'Abstract illustration: light circles and curves over a gradient in the category’s colours',
  es: 'Ilustración abstracta: círculos y curvas claros sobre un degradado en los colores de la categoría',
  fr: 'Illustration abstraite : cercles et courbes clairs sur un dégradé aux couleurs de la catégorie',
  ht: 'Ilistrasyon abstrè: sèk ak koub klè sou yon degrade nan koulè kategori a',
} as const
