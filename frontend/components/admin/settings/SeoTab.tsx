'use client'

import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { seoBody } from '../../../../contract/settings'
import { call } from '../../../lib/admin/api'
import type { Item } from '../../../lib/api/routes'
import { useContractForm } from '../../../lib/forms/useContractForm'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { Field } from '../../ui/Field'
import { useConfirmedAction } from '../ConfirmDialog'
import { useNotify } from '../Notifications'
import { ColumnHeads, Panel, Table } from '../ui'
import { submitWith, useTr } from './formHelpers'
import { ErrorNotice } from '../../ui/ErrorNotice'

type Snippet = Item<'seoList'>

/** The SEO tab: the snippets injected into public pages (head and body), created, edited and deleted. */
export function SeoTab() {
  const { t } = useTranslation()
  const tr = useTr()
  const notify = useNotify()
  const [rows, setRows] = useState<Snippet[]>([])
  const [editing, setEditing] = useState<Snippet | 'new' | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const form = useContractForm(seoBody)
  const load = useCallback(async () => {
    try {
      setRows((await call('seoList', {})).data)
    } catch (error) {
      notify('error', (error as Error).message)
    }
  }, [notify])
  useEffect(() => {
    void load()
  }, [load])
  const resetSnippet = form.reset
  useEffect(() => {
    setMessage(null)
    resetSnippet(
      editing && editing !== 'new'
        ? { name: editing.name, head: editing.head, body: editing.body, active: editing.active }
        : { name: '', head: '', body: '', active: true },
    )
  }, [editing, resetSnippet])
  const { confirm, dialog } = useConfirmedAction(load)
  const save = form.handleSubmit((values) =>
    submitWith(
      async () => {
        const r =
          editing && editing !== 'new'
            ? await call('seoUpdate', { params: { id: editing.id, uniqueKey: editing.unique_key ?? '' }, body: values })
            : await call('seoCreate', { body: values })
        setEditing(null)
        await load()
        return r
      },
      notify,
      form.setError,
      ['name', 'head', 'body'],
      setMessage,
    ),
  )
  return (
    <Panel aria-labelledby="seo-title">
      <h2 id="seo-title">{t('admin.routes.seo')}</h2>
      <Button type="button" onClick={() => setEditing('new')}>
        {t('admin.settings.newSnippet')}
      </Button>
      <Table>
        <ColumnHeads labels={[t('admin.categories.name'), t('admin.users.status'), t('admin.actions')]} />
        <tbody>
          {rows.map((s) => (
            <tr key={s.id}>
              <td>{s.name}</td>
              <td>{t(`admin.status.${s.active ? 'active' : 'inactive'}`)}</td>
              <td className="actions">
                <Button type="button" $variant="ghost" aria-label={t('admin.editNamed', { name: s.name })} onClick={() => setEditing(s)}>
                  {t('admin.edit')}
                </Button>
                <Button
                  type="button"
                  $variant="ghost"
                  aria-label={t('admin.deleteNamed', { name: s.name })}
                  onClick={() =>
                    confirm(t('admin.confirm.delete', { name: s.name }), () => call('seoDelete', { params: { id: s.id, uniqueKey: s.unique_key ?? '' } }))
                  }
                >
                  {t('admin.delete')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} labelledBy="snippet-title">
        <h2 id="snippet-title">{editing === 'new' ? t('admin.settings.newSnippet') : t('admin.settings.editSnippet')}</h2>
        <form onSubmit={save} noValidate>
          <Field label={t('admin.categories.name')} error={tr(form.formState.errors.name?.message)} {...form.register('name')} />
          <Field
            label={t('admin.settings.snippetHead')}
            multiline
            hint={t('admin.settings.snippetHeadHint')}
            error={tr(form.formState.errors.head?.message)}
            {...form.register('head')}
          />
          <Field label={t('admin.settings.snippetBody')} multiline error={tr(form.formState.errors.body?.message)} {...form.register('body')} />
          <label style={{ display: 'flex', gap: 8, alignItems: 'center', margin: '8px 0 16px' }}>
            <input type="checkbox" {...form.register('active')} /> {t('admin.status.active')}
          </label>
          <ErrorNotice message={message} />
          <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
            <Button type="button" $variant="ghost" onClick={() => setEditing(null)}>
              {t('admin.cancel')}
            </Button>
            <Button type="submit">{t('admin.save')}</Button>
          </div>
        </form>
      </Dialog>
      {dialog}
    </Panel>
  )
}
