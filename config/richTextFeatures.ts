import { EXPERIMENTAL_TableFeature, type LexicalEditorProps } from '@payloadcms/richtext-lexical'

/**
 * What every rich text holds (articles' bodies, pages' text blocks): Payload's default features
 * and tables, so a table an imported post had stays a table (issue #44, item 3). The importer
 * converts with these same features (services/imports/bodyToLexical.ts).
 */
export const RICH_TEXT_FEATURES: NonNullable<LexicalEditorProps['features']> = ({ defaultFeatures }) => [...defaultFeatures, EXPERIMENTAL_TableFeature()]
