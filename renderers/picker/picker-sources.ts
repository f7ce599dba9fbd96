/**
 * The bundled pickers: schemas/pickers/<name>.json. They are small, so they come with the form renderer; a form
 * field names one ("picker": "user") or carries its own inline ("schema": { … }).
 */
const files = import.meta.glob('/schemas/pickers/*.json', { eager: true, import: 'default' })

const byName = new Map(Object.entries(files).map(([path, schema]) => [path.replace(/^.*\/(.+)\.json$/, '$1'), schema]))

export const bundledPicker = (name: string): unknown => byName.get(name)

export const pickerSource = (name: string): string => `schemas/pickers/${name}.json`
