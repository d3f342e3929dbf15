import type { AfterErrorHook } from 'payload'
import { dataExceptionOf } from '../../lib/db/sqlstate'
import { duplicateRowId } from '../../lib/db/uniqueRow'

/**
 * PostgreSQL's refusals of a value (SQLSTATE class 22: a number out of its column's range, text it
 * cannot hold): the caller's input, never the server's fault. Payload's REST API answered them
 * with 500 (issue #60, item 4); an id no row can have is not found, any other such value invalid.
 */
export const databaseRefusals: AfterErrorHook = ({ error }) => {
  if (duplicateRowId(error)) return { response: { errors: [{ message: 'A row id sent is already another row’s.' }] }, status: 400 }
  const code = dataExceptionOf(error)
  if (!code) return
  return code === '22003'
    ? { response: { errors: [{ message: 'Not Found' }] }, status: 404 }
    : { response: { errors: [{ message: 'The value is not valid.' }] }, status: 400 }
}
