/**
 * For the few integration tests that take 15-30 s on an idle machine (a thousand-row table judged cell by cell, a
 * builder opened many times over): beside other work they can pass the one minute every other test gets
 * (vitest.config.ts), which is there so that a hang fails fast.
 */
export const HEAVY_TEST = { timeout: 180_000 }
