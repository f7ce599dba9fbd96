/**
 * Loopback ports for the e2e run. The files run on `E2E_WORKERS` vitest workers at once; each worker has its own mock
 * backend and its own copy of the real-backend build pointed at it, so one file's resets and records never reach a
 * file running beside it. The built-in-backend build keeps its data in each browser's own storage and is served once.
 * `E2E_PORT_BASE` moves every port, so two runs on one machine do not collide (the global setup and the test workers
 * read the same environment).
 */
const base = Number(process.env.E2E_PORT_BASE ?? 18080)

export const E2E_WORKERS = 2

/** This worker's number, from 0 (vitest numbers its workers from 1; the global setup runs outside them). */
const worker = Number(process.env.VITEST_POOL_ID ?? 1) - 1

export const BUILTIN_BUILD_PORT = base
export const mockPortOf = (slot: number) => base + 1 + 2 * slot
export const realBuildPortOf = (slot: number) => base + 2 + 2 * slot

/** The mock backend's API base for a worker; the build is made against worker 0's. */
export const mockApiBaseOf = (slot: number) => `http://127.0.0.1:${mockPortOf(slot)}/jeecg-boot`

export const mockApiBase = mockApiBaseOf(worker)
/** The production build pointed at this worker's mock server over real HTTP, as it would be at a real JeecgBoot. */
export const realBuildUrl = `http://127.0.0.1:${realBuildPortOf(worker)}`
/** The production build with no API base: the msw worker in the page is the backend. */
export const builtinBuildUrl = `http://127.0.0.1:${BUILTIN_BUILD_PORT}`

/** Output folders of the builds (a copy of the real one per worker), per port base for the same reason. */
export const realDistOf = (slot: number) => `dist-e2e-real-${base}${slot === 0 ? '' : `-${slot}`}`
export const realDist = realDistOf(worker)
export const builtinDist = `dist-e2e-builtin-${base}`
