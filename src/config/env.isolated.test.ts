import { afterEach, describe, expect, it, vi } from 'vitest'

/** env.ts reads import.meta.env once, at import: each case imports a fresh copy under its own variables. */
async function envWith(variables: Record<string, string>) {
  vi.resetModules()
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value)
  return import('./env')
}

afterEach(() => vi.unstubAllEnvs())

describe('configuration', () => {
  it('without VITE_API_BASE_URL uses the built-in backend under the real context path, on the page’s own host', async () => {
    const env = await envWith({ VITE_API_BASE_URL: '' })
    expect(env.useBuiltInBackend).toBe(true)
    expect(env.apiBaseUrl).toBe('/jeecg-boot')
    expect(env.websocketUrl('u1', 'https://app.test/isystem/user')).toBe('wss://app.test/jeecg-boot/websocket/u1')
    expect(env.assetUrl('temp/a.png')).toBe('/jeecg-boot/sys/common/static/temp/a.png')
  })

  it('with VITE_API_BASE_URL sends every call there and derives the socket and static URLs from it', async () => {
    const env = await envWith({ VITE_API_BASE_URL: 'http://127.0.0.1:8080/jeecg-boot/' })
    expect(env.useBuiltInBackend).toBe(false)
    expect(env.apiBaseUrl).toBe('http://127.0.0.1:8080/jeecg-boot')
    expect(env.websocketUrl('u1', 'https://app.test/')).toBe('ws://127.0.0.1:8080/jeecg-boot/websocket/u1')
    expect(env.assetUrl('/temp/a.png')).toBe('http://127.0.0.1:8080/jeecg-boot/sys/common/static/temp/a.png')
    expect(env.assetUrl('https://cdn.test/a.png')).toBe('https://cdn.test/a.png')
  })

  it('takes the static domain from VITE_STATIC_DOMAIN_URL when it is set', async () => {
    const env = await envWith({
      VITE_API_BASE_URL: 'http://api.test/jeecg-boot',
      VITE_STATIC_DOMAIN_URL: 'https://files.test/static/',
    })
    expect(env.assetUrl('temp/a.png')).toBe('https://files.test/static/temp/a.png')
  })
})
