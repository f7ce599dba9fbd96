import { waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import { backend } from './support'

export type Body = Record<string, unknown>

/**
 * The JSON body of the first request to a path ending with `path`, once the page has sent it. A generated JeecgBoot
 * controller saves what the body says, so the tests read what the form put in it, not what the built-in backend made
 * of it.
 */
export function recordBody(path: string, method: string): () => Promise<Body> {
  const bodies: Promise<Body>[] = []
  backend.server.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname.endsWith(path))
      bodies.push(request.clone().json() as Promise<Body>)
  })
  return async () => {
    await waitFor(() => expect(bodies).toHaveLength(1))
    return bodies[0]
  }
}
