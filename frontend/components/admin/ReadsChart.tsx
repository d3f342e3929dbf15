'use client'

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { formatDate } from '../../lib/format/rules'

export type ReadsPoint = { day: string; reads: number }

/** dd/mm of a yyyy-mm-dd day, for a compact axis. */
const dayMonth = (day: string) => formatDate(day).slice(0, 5)

/**
 * Reads per day (recharts). One image to assistive technology, named by the caller; the day
 * by day numbers are in a table beside it.
 */
export default function ReadsChart({ data, label, readsLabel }: { data: ReadsPoint[]; label: string; readsLabel: string }) {
  return (
    <div role="img" aria-label={label} style={{ width: '100%', height: 240 }}>
      <ResponsiveContainer width="100%" height="100%">
        {/* One image with a table beside it: recharts' own keyboard layer would nest a focusable application inside it. */}
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#d6dae3" />
          <XAxis dataKey="day" tickFormatter={dayMonth} minTickGap={16} tick={{ fill: '#4a5264', fontSize: 12 }} />
          <YAxis allowDecimals={false} tick={{ fill: '#4a5264', fontSize: 12 }} />
          <Tooltip labelFormatter={(day) => formatDate(String(day))} formatter={(value) => [value, readsLabel]} />
          <Bar dataKey="reads" name={readsLabel} fill="#02236B" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
