import type { ArrayField } from '@formily/core'
import { reaction } from '@formily/reactive'
import { useEffect } from 'react'

/**
 * Formily keeps initial values by position, so a row added, inserted or moved onto a position would take the cells
 * the loaded record had there. Once loaded, the table's rows therefore live in the values only.
 */
export function useRowsWithoutInitialValues(field: ArrayField): void {
  useEffect(
    () =>
      reaction(
        () => field.form.getInitialValuesIn(field.path) as unknown,
        (initial) => {
          if (initial !== undefined) field.form.deleteInitialValuesIn(field.path)
        },
        { fireImmediately: true },
      ),
    [field],
  )
}
