/**
 * The fuzz tests' random stream and length. In `npm test` each runs a fixed number of rounds on a fixed seed, so a
 * failure comes back on every run; `npm run fuzz` multiplies the rounds (`FUZZ_SCALE`), and `FUZZ_SEED` draws another
 * stream for a longer search (a failure it finds is replayed with the same `FUZZ_SEED`).
 */

/** A linear congruential stream of numbers in [0, 1): the same draws for the same seed. */
export function seeded(seed: number): () => number {
  let state = Number(process.env.FUZZ_SEED ?? seed)
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state / 2 ** 31
  }
}

/** The rounds a fuzz test runs: `rounds` in `npm test`, `FUZZ_SCALE` times as many in `npm run fuzz`. */
export const fuzzRounds = (rounds: number): number => rounds * Number(process.env.FUZZ_SCALE ?? 1)
