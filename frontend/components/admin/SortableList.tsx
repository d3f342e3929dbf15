'use client'

import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type UniqueIdentifier } from '@dnd-kit/core'
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import type { ReactNode } from 'react'
import styled from 'styled-components'

const Handle = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 36px;
  height: 40px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: #f6f7fb;
  cursor: grab;
  touch-action: none;
  svg {
    width: 16px;
    height: 16px;
    fill: ${({ theme }) => theme.colors.muted};
  }
  &[aria-pressed='true'] {
    cursor: grabbing;
  }
`

/** What a sortable list says to a screen reader while an item moves, in the page's language. */
export type MoveMessages = {
  instructions: string
  picked: (name: string, position: number, total: number) => string
  movedTo: (name: string, position: number, total: number) => string
  dropped: (name: string, position: number, total: number) => string
  cancelled: (name: string) => string
}

type Props<T> = {
  items: T[]
  keyOf: (item: T) => string
  nameOf: (item: T, index: number) => string
  onMove: (items: T[]) => void
  label: string
  messages: MoveMessages
  /** One item's row; `handle(label)` draws its drag handle, which the keyboard moves too (space, arrows, space). */
  row: (item: T, index: number, handle: (label: string) => ReactNode) => ReactNode
}

/**
 * A list whose items move by drag or by keyboard (dnd-kit: pointer and keyboard sensors, moves
 * announced to screen readers), as a `<ul>`; lists nest, each one moving its own items.
 */
export function SortableList<T>({ items, keyOf, nameOf, onMove, label, messages, row }: Props<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const ids = items.map(keyOf)
  const at = (id: UniqueIdentifier) => ids.indexOf(String(id))
  const name = (id: UniqueIdentifier) => (at(id) >= 0 ? nameOf(items[at(id)]!, at(id)) : '')
  const announcements: Announcements = {
    onDragStart: ({ active }) => messages.picked(name(active.id), at(active.id) + 1, ids.length),
    onDragOver: ({ active, over }) => (over ? messages.movedTo(name(active.id), at(over.id) + 1, ids.length) : undefined),
    onDragEnd: ({ active, over }) => (over ? messages.dropped(name(active.id), at(over.id) + 1, ids.length) : undefined),
    onDragCancel: ({ active }) => messages.cancelled(name(active.id)),
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: { draggable: messages.instructions } }}
      onDragEnd={({ active, over }) => {
        if (over && active.id !== over.id) onMove(arrayMove(items, at(active.id), at(over.id)))
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul aria-label={label}>
          {items.map((item, index) => (
            <SortableItem key={ids[index]} id={ids[index]!}>
              {(handle) => row(item, index, handle)}
            </SortableItem>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  )
}

function SortableItem({ id, children }: { id: string; children: (handle: (label: string) => ReactNode) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id })
  const handle = (label: string) => (
    <Handle type="button" ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={label}>
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        {[3, 8, 13].flatMap((y) => [5, 11].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
      </svg>
    </Handle>
  )
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition, position: 'relative', zIndex: isDragging ? 2 : undefined }}>
      {children(handle)}
    </li>
  )
}
