import type { FormHandler } from '@renderers'

/** A form handler whose module, and what it imports, loads when its form first opens rather than with the shell. */
export const lazyFormHandler = (module: () => Promise<FormHandler>): FormHandler => ({
  load: async (record) => (await module()).load(record),
  save: async (record, values) => (await module()).save(record, values),
})
