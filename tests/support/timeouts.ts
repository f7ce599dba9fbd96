/**
 * How long the tests wait before they call something a hang. A wait costs its full length only when the awaited thing
 * never comes, so the figures are set for a busy 2-core machine, not an idle one: in a fresh clone's `npm test` beside
 * five other workloads (a load of 25, 2026-11-29) single browser steps took over 30 s, browser tests over 200 s and
 * integration tests over 60 s, all of which pass in a fraction of that on an idle machine. Tests do not shorten them.
 */

/** One step of a test: a page, row, dialog or message a person waits for. */
export const STEP_WAIT = 60_000

/** A unit or integration test, and a hook of one. */
export const TEST_TIMEOUT = 120_000

/**
 * For the few integration tests that take 15-30 s on an idle machine (a thousand-row table judged cell by cell, a
 * builder opened many times over).
 */
export const HEAVY_TEST = { timeout: 360_000 }

/** A browser test, which walks several screens, each a few of a person's steps. */
export const BROWSER_TEST_TIMEOUT = 360_000
