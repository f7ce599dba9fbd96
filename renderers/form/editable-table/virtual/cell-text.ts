/**
 * What a cell of the large table shows while it is not being edited: its value as text, as a vxe-table cell does
 * outside edit mode. Lists read as their items joined, booleans as 是/否, objects as nothing (their cell type draws
 * them when edited).
 */
export function cellText(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (Array.isArray(value))
    return value
      .map(cellText)
      .filter((item) => item !== '')
      .join('、')
  if (typeof value === 'boolean') return value ? '是' : '否'
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  return ''
}
