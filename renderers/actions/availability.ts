import type { Action, ListPageSchema } from '../generated/schema-language'
import type { Row } from '../core/rows-of'
import { resolveDeep } from '../core/templates'
import { actionKindOf } from './registry'

/** Whether an action on a record is drawn, and when drawn disabled, why. */
export interface Availability {
  shown: boolean
  disabled?: string
}

/**
 * An action of a row (a list's row action, a record page's action): hidden when its `visible` is false or its kind
 * does not apply to the record, disabled with the kind's reason otherwise.
 */
export function availabilityOf(action: Action, scope: { record?: Row }, page: ListPageSchema): Availability {
  if (action.visible && !resolveDeep(action.visible, scope)) return { shown: false }
  const kind = actionKindOf(action.kind)
  const record = scope.record
  if (!record || !kind) return { shown: true }
  if (kind.appliesTo && !kind.appliesTo(record, page)) return { shown: false }
  return { shown: true, disabled: kind.disabledFor?.(record, page) }
}

/** Why a toolbar action cannot run on the selected rows now, by its kind (undefined when it can). */
export const selectionDisabled = (action: Action, rows: Row[], page: ListPageSchema): string | undefined =>
  actionKindOf(action.kind)?.disabledForSelection?.(rows, page)
