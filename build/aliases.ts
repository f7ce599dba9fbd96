import { fileURLToPath } from 'node:url'

const root = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url))

/**
 * One alias table for vite and vitest (tsx reads the same mapping from tsconfig "paths").
 * Rollup's alias matching treats a string key as `key` or `key/…`, hence no trailing slashes.
 */
export const aliases = {
  '@': root('src'),
  '@renderers': root('renderers'),
  '@mocks': root('mocks'),
  '@schemas': root('schemas'),
}
