import { describe, expect, it } from 'vitest'
import { idLookups, sqliteScans } from '../helpers/queryPlans'

/** The rules the growth guard (tests/process/queryPlans.test.ts) applies to SQLite's plans. */
describe('the growth guard reading SQLite plans', () => {
  const byIds = `select "id" from "articles" "articles" where ("articles"."id" in (?, ?, ?) and "articles"."status" = ?) order by "articles"."published_at" desc limit ?`

  it('finds the tables a statement looks rows up in by id', () => {
    expect([...idLookups(byIds)]).toEqual(['articles'])
    expect([...idLookups(`select * from "articles_rels" where "articles_rels"."parent_id" = "articles"."id"`)]).toEqual([])
  })

  it('flags rows asked for by id but found by walking another index, and accepts an id seek', () => {
    expect(sqliteScans(['SEARCH articles USING INDEX status_publishedAt_createdAt_idx (status=?)'], byIds)).toEqual([
      { table: 'articles', plan: expect.stringContaining('does not seek the ids') },
    ])
    expect(sqliteScans(['SEARCH articles USING INDEX articles_status_idx (status=? AND rowid=?)'], byIds)).toEqual([])
    expect(sqliteScans(['SEARCH articles USING INTEGER PRIMARY KEY (rowid=?)'], byIds)).toEqual([])
  })

  it('flags a whole-table scan, resolves aliases, and passes an FTS match and a limited index walk', () => {
    const aliased = `select * from "articles_locales" "articles__locales" where "articles__locales"."_parent_id" = ?`
    expect(sqliteScans(['SCAN articles__locales'], aliased)).toEqual([{ table: 'articles_locales', plan: 'SCAN articles__locales' }])
    expect(sqliteScans(['SCAN f VIRTUAL TABLE INDEX 0:M1'], 'select 1 from "fts" "f" where "fts" match ?')).toEqual([])
    expect(sqliteScans(['SCAN articles USING INDEX status_idx'], 'select "id" from "articles" order by "status" limit 10')).toEqual([])
  })
})
