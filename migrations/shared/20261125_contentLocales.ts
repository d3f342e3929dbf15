/**
 * Content becomes translatable (Payload field localization): each translatable column moves
 * from its table to `<table>_locales`, one row per language. What was stored is the pt-BR
 * text, so each row's values are copied as its pt-BR row before the columns are dropped:
 * nothing already written is lost. Shared by the SQLite and PostgreSQL migrations.
 */
type Dialect = 'sqlite' | 'postgres'

/** Table, its moved columns, and an optional filter (a user without a biography needs no row). */
const MOVED: Array<{ table: string; columns: string[]; notNull?: string[]; only?: string }> = [
  { table: 'articles', columns: ['title', 'slug', 'excerpt', 'content', 'read_time'] },
  { table: 'categories', columns: ['name', 'description'], notNull: ['description'] },
  { table: 'tags', columns: ['name'] },
  { table: 'faqs', columns: ['question', 'answer'] },
  { table: 'users', columns: ['biography'], only: `"biography" IS NOT NULL` },
  { table: 'company', columns: ['tagline', 'address'] },
]

const q = (name: string) => `"${name}"`
const source = (locale: string, dialect: Dialect) => (dialect === 'postgres' ? `'${locale}'::"_locales"` : `'${locale}'`)

/** Copies every stored text into its pt-BR row (up, after the locale tables exist). */
export function copyToDefaultLocale(dialect: Dialect): string[] {
  return MOVED.map(({ table, columns, notNull = [], only }) => {
    const values = columns.map((c) => (notNull.includes(c) ? `COALESCE(${q(c)}, '')` : q(c)))
    return `INSERT INTO ${q(`${table}_locales`)} (${[...columns.map(q), '"_locale"', '"_parent_id"'].join(', ')})
      SELECT ${[...values, source('pt-BR', dialect), '"id"'].join(', ')} FROM ${q(table)}${only ? ` WHERE ${only}` : ''}`
  })
}

/** Down: the columns come back (nullable: SQLite cannot add a NOT NULL column to rows) with the pt-BR text. */
export function copyBackFromDefaultLocale(dialect: Dialect): string[] {
  const type = (column: string) =>
    column === 'content' && dialect === 'postgres' ? 'jsonb' : column === 'read_time' ? 'numeric' : dialect === 'postgres' ? 'varchar' : 'text'
  return MOVED.flatMap(({ table, columns }) => [
    ...columns.map((c) => `ALTER TABLE ${q(table)} ADD ${q(c)} ${type(c)}`),
    `UPDATE ${q(table)} SET ${columns
      .map((c) => `${q(c)} = (SELECT l.${q(c)} FROM ${q(`${table}_locales`)} l WHERE l."_parent_id" = ${q(table)}."id" AND l."_locale" = 'pt-BR')`)
      .join(', ')}`,
    `DROP TABLE ${q(`${table}_locales`)}${dialect === 'postgres' ? ' CASCADE' : ''}`,
  ])
}

/** The unique indexes the moved columns had, restored by down. */
export const RESTORED_INDEXES = [
  `CREATE UNIQUE INDEX "articles_title_idx" ON "articles" ("title")`,
  `CREATE UNIQUE INDEX "articles_slug_idx" ON "articles" ("slug")`,
  `CREATE UNIQUE INDEX "categories_name_idx" ON "categories" ("name")`,
  `CREATE UNIQUE INDEX "tags_name_idx" ON "tags" ("name")`,
]
