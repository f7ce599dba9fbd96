/** Freezes a value and everything it holds; already frozen parts are left as they are. */
function deepFreeze(value: unknown): void {
  if (!value || typeof value !== 'object' || Object.isFrozen(value)) return
  Object.freeze(value)
  for (const child of Object.values(value)) deepFreeze(child)
}

/**
 * The engine hands the renderers the parts of a page schema that hold no fragment as the bundled file's own objects
 * (renderers/schema/resolve-fragments.ts), so nothing may write into a page it was given: a write would change the
 * page for every later opening. Frozen, every bundled page and fragment makes such a write throw (modules run in
 * strict mode) in whichever integration test draws it.
 */
export function freezeBundledSchemas(): void {
  const files = import.meta.glob(['/schemas/pages/**/*.json', '/schemas/fragments/*.json'], {
    eager: true,
    import: 'default',
  })
  for (const schema of Object.values(files)) deepFreeze(schema)
}
