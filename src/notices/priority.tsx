import { Tag } from 'antd'

/** Announcement priorities as the original list shows them (dictionary `priority`). */
const PRIORITIES: Record<string, { label: string; color: string }> = {
  L: { label: '一般', color: 'blue' },
  M: { label: '重要', color: 'orange' },
  H: { label: '紧急', color: 'red' },
}

export function PriorityTag({ priority }: { priority?: string | null }) {
  const known = priority ? PRIORITIES[priority] : undefined
  return known ? <Tag color={known.color}>{known.label}</Tag> : null
}
