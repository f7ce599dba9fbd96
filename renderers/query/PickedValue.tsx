import { lazy, Suspense } from 'react'
import type { PickedValueFieldProps } from './PickedValueField'
import { VALUE_LABEL } from './query-line'

// The picker renderer loads when a user or department line is first drawn, not with every list page.
const PickedValueField = lazy(() => import('./PickedValueField'))

/** The value of a sel_user / sel_depart line; 'in' picks several. */
export function PickedValue(props: PickedValueFieldProps) {
  return (
    <div role="group" aria-label={VALUE_LABEL}>
      <Suspense fallback={null}>
        <PickedValueField {...props} />
      </Suspense>
    </div>
  )
}
