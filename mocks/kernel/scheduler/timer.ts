import type { Scheduler } from './scheduler'

/** Quartz fires on whole seconds; looking once a second is enough to fire each time in its second. */
const TICK_MS = 1000

/**
 * Runs the scheduler while the runtime lives: once now (the runs missed while nothing ran), then every second.
 * Returns the function that stops it. Only the long-lived runtimes (the page's service worker host, the HTTP server)
 * start one; tests drive `tick` with their own clock.
 */
export function startJobTimer(scheduler: Scheduler): () => void {
  scheduler.tick()
  const timer = setInterval(() => scheduler.tick(), TICK_MS)
  return () => clearInterval(timer)
}
