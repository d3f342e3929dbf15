import type React from 'react'
import { AdminShell } from '../../../components/admin/AdminShell'

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return <AdminShell>{children}</AdminShell>
}
