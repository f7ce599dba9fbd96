import type { PickerFieldOptions } from '../picker/picker-config'
import type { PickerValidation } from '../picker/validate-picker'

type ResolvePicker = (options: PickerFieldOptions, dictCodes: ReadonlySet<string>) => PickerValidation

let resolve: ResolvePicker | undefined

const isInlinePicker = (node: Record<string, unknown>): boolean =>
  node['x-component'] === 'picker' &&
  (node['x-component-props'] as PickerFieldOptions | undefined)?.schema !== undefined

/** Whether a page carries a picker schema of its own (`"x-component-props": { "schema": … }`) anywhere. */
export function hasInlinePicker(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasInlinePicker)
  if (!value || typeof value !== 'object') return false
  return isInlinePicker(value as Record<string, unknown>) || Object.values(value).some(hasInlinePicker)
}

/**
 * Fetches the picker checks (the picker meta-schema's precompiled validator) for a page with an inline picker: a page
 * naming bundled pickers only, the users list among them, has their names checked without it, and each bundled
 * picker is validated where its field draws (PickerField) and in the tests.
 */
export async function loadPickerChecks(): Promise<void> {
  resolve ??= (await import('../picker/validate-picker')).resolvePicker
}

export const pickerChecksReady = (): boolean => resolve !== undefined

/** An inline picker validated: validatePage fetches the checks first for every page that has one. */
export function validateInlinePicker(options: PickerFieldOptions, dictCodes: ReadonlySet<string>): PickerValidation {
  if (!resolve) throw new Error('an inline picker checked before loadPickerChecks')
  return resolve(options, dictCodes)
}
