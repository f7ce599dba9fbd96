/**
 * Runs a codegen step against the engine's own modules: they find their parts with Vite's `import.meta.glob` (the
 * widget registry, the action kinds, the entity files), so they are loaded by Vite's module runner, not by tsx.
 */
import { fileURLToPath } from 'node:url'
import { createServer, createServerModuleRunner } from 'vite'

/** The checkout's root folder. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url))

/** Hands `step` an importer of modules by their path from the root (`/codegen/…`), closed once the step is done. */
export async function withEngine<T>(step: (load: <M>(path: string) => Promise<M>) => Promise<T>): Promise<T> {
  const server = await createServer({
    root: ROOT,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  })
  const runner = createServerModuleRunner(server.environments.ssr, { hmr: false })
  try {
    return await step((path) => runner.import(path))
  } finally {
    await runner.close()
    await server.close()
  }
}
