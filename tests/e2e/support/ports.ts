/**
 * Loopback ports for the e2e run: the mock backend and the two served builds. `E2E_PORT_BASE` moves all three, so
 * two runs on one machine do not collide (the global setup and the test workers read the same environment).
 */
const base = Number(process.env.E2E_PORT_BASE ?? 18080)

export const MOCK_PORT = base
export const REAL_BUILD_PORT = base + 1
export const BUILTIN_BUILD_PORT = base + 2

export const mockApiBase = `http://127.0.0.1:${MOCK_PORT}/jeecg-boot`
/** The production build pointed at the mock server over real HTTP, as it would be at a real JeecgBoot. */
export const realBuildUrl = `http://127.0.0.1:${REAL_BUILD_PORT}`
/** The production build with no API base: the msw worker in the page is the backend. */
export const builtinBuildUrl = `http://127.0.0.1:${BUILTIN_BUILD_PORT}`

/** Output folders of the two builds, per port base for the same reason. */
export const realDist = `dist-e2e-real-${base}`
export const builtinDist = `dist-e2e-builtin-${base}`
