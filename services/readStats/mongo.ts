import type { Payload } from 'payload'
import { READ_WINDOWS, addDays, dayOf, windowIncrements, type ReadStatsStore } from './types'

type Model = {
  updateOne: (filter: object, update: object, options?: object) => Promise<{ upsertedCount?: number; matchedCount?: number; modifiedCount?: number }>
  updateMany: (filter: object, update: object) => Promise<unknown>
  deleteMany: (filter: object) => Promise<{ deletedCount?: number }>
  findOne: (filter: object) => { lean: () => Promise<Record<string, unknown> | null> }
  find: (
    filter: object,
    projection?: object,
  ) => { limit: (n: number) => { lean: () => Promise<Record<string, unknown>[]> }; lean: () => Promise<Record<string, unknown>[]> }
  bulkWrite: (ops: object[]) => Promise<unknown>
  distinct: (field: string) => Promise<unknown[]>
  collection: { insertOne: (doc: object) => Promise<unknown> }
}

const MAX_REPLAY_DAYS = 400

/**
 * MongoDB: the same rollups through the models. No multi-document transaction: the read event's
 * unique key still makes a repeated beacon count once, and the rollups are bumped right after.
 */
export function mongoReadStats(payload: Payload): ReadStatsStore {
  const model = (slug: string) => (payload.db as unknown as { collections: Record<string, Model> }).collections[slug]!
  let rolledThrough = ''

  async function rollWindows(today: string) {
    if (rolledThrough >= today) return
    const state = model('read-window-state')
    const current = await state.findOne({ name: 'windows' }).lean()
    if (!current) await state.updateOne({ name: 'windows' }, { $setOnInsert: { day: today } }, { upsert: true })
    else if (String(current.day) < today) {
      const from = String(current.day)
      const moved = await state.updateOne({ name: 'windows', day: from }, { $set: { day: today } })
      if (moved.modifiedCount) {
        const totals = model('article-read-totals')
        if (addDays(from, MAX_REPLAY_DAYS) < today) await totals.updateMany({}, { $set: { readsWeek: 0, readsMonth: 0, readsQuarter: 0, readsYear: 0 } })
        else
          for (let day = addDays(from, 1); day <= today; day = addDays(day, 1))
            for (const w of READ_WINDOWS) {
              // One day of one window at a time: the rows of a single day, never the whole history.
              const leaving = await model('article-read-days')
                .find({ day: addDays(day, -w.days - 1) }, { article: 1, reads: 1 })
                .lean()
              for (let i = 0; i < leaving.length; i += 1000)
                await totals.bulkWrite(
                  leaving.slice(i, i + 1000).map((d) => ({ updateOne: { filter: { article: d.article }, update: { $inc: { [w.field]: -Number(d.reads) } } } })),
                )
            }
      }
    }
    rolledThrough = today
  }

  return {
    rollWindows,
    async recordRead({ article, day, visitor, key }) {
      const today = dayOf(new Date())
      await rollWindows(today)
      const increments = windowIncrements(day, today)
      const windows = Object.fromEntries(READ_WINDOWS.map((w, i) => [w.field, increments[i]]))
      try {
        await model('article-reads').collection.insertOne({ article, day, visitor, key, createdAt: new Date(), updatedAt: new Date() })
      } catch {
        return false // the unique key: already counted today
      }
      await model('article-read-days').updateOne({ article, day }, { $inc: { reads: 1 } }, { upsert: true })
      await model('read-days').updateOne({ day }, { $inc: { reads: 1 } }, { upsert: true })
      await model('article-read-totals').updateOne({ article }, { $set: { published: true }, $max: { lastReadDay: day }, $inc: windows }, { upsert: true })
      return true
    },
    async setPublished(article, published) {
      await model('article-read-totals').updateMany({ article }, { $set: { published } })
    },
    async forgetArticle(article) {
      for (const slug of ['article-reads', 'article-read-days', 'article-read-totals']) await model(slug).deleteMany({ article })
    },
    async pruneEvents(beforeDay) {
      const { deletedCount } = await model('article-reads').deleteMany({ day: { $lt: beforeDay } })
      return deletedCount ?? 0
    },
    async countAuthors() {
      return (await model('articles').distinct('author')).length
    },
  }
}
