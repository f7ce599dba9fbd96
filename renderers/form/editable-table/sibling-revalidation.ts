import type { ArrayField, Field } from '@formily/core'
import { onFieldInputValueChange } from '@formily/core'
import { useEffect, useId } from 'react'

/**
 * A `unique` cell judges its value against the other rows, so typing in one row can clear or cause another row's
 * failure: after an input, the other failing cells of that column are judged again.
 */
export function useSiblingRevalidation(table: ArrayField): void {
  const id = useId()
  useEffect(() => {
    const form = table.form
    const prefix = table.path.toString()
    form.addEffects(id, () => {
      onFieldInputValueChange(`${prefix}.*.*`, (changed: Field) => {
        const key = changed.path.segments.at(-1)
        form.query(`${prefix}.*.${String(key)}`).forEach((sibling) => {
          if (sibling !== changed && 'validate' in sibling && (sibling as Field).selfErrors.length > 0)
            // A failure shows on that cell; nothing else waits for it.
            void ((sibling as Field).validate() as Promise<unknown>).catch(() => undefined)
        })
      })
    })
    return () => form.removeEffects(id)
  }, [table, id])
}
