export interface CoalescedWrites {
  /** Asks for a write; while one is waiting or running, further requests are answered by one more write after it. */
  request(): void
  /** Resolves once no write is waiting or running. */
  idle(): Promise<void>
}

/**
 * Runs `write` in the background after the current request is answered, at most one at a time: a burst of changes
 * costs one write for the burst (plus one for changes made while it ran), not one write each.
 */
export function coalescedWrites(write: () => Promise<void>, onError: (error: unknown) => void): CoalescedWrites {
  let running: Promise<void> | null = null
  let again = false
  const run = async () => {
    do {
      again = false
      try {
        await write()
      } catch (error) {
        onError(error)
      }
    } while (again)
    running = null
  }
  return {
    request() {
      if (running) again = true
      else running = new Promise<void>((resolve) => setImmediate(resolve)).then(run)
    },
    idle: () => running ?? Promise.resolve(),
  }
}
