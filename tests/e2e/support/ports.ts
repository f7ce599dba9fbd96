/** Fixed loopback ports for the e2e run: the mock backend and the two served builds. */
export const MOCK_PORT = 18080
export const REAL_BUILD_PORT = 14173
export const BUILTIN_BUILD_PORT = 14174

export const mockApiBase = `http://127.0.0.1:${MOCK_PORT}/jeecg-boot`
/** The production build pointed at the mock server over real HTTP, as it would be at a real JeecgBoot. */
export const realBuildUrl = `http://127.0.0.1:${REAL_BUILD_PORT}`
/** The production build with no API base: the msw worker in the page is the backend. */
export const builtinBuildUrl = `http://127.0.0.1:${BUILTIN_BUILD_PORT}`
