import type { DataProvider } from '../providers/data-provider'

const providers = new WeakMap<object, DataProvider>()

/**
 * Formily runs validators outside React, so the server checks cannot read the engine's context: the form that
 * renders a schema records its data provider here and the checks look it up by the form they validate.
 */
export function bindFormData(form: object, data: DataProvider): void {
  providers.set(form, data)
}

export function formData(form: object | undefined): DataProvider {
  const data = form && providers.get(form)
  if (!data) throw new Error('This form has no data provider: render it with SchemaForm inside an EngineProvider')
  return data
}
