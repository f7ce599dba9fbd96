import { describe, expect, it } from 'vitest'
import { measureRoute } from '../bench/measure-route'
import { measureUsersListLoad } from '../bench/users-list-load'
import { launchBrowserForFile } from './support/browser'
import { realBuildUrl } from './support/ports'

const browser = launchBrowserForFile()

const KB = 1024

/**
 * The first loads' weights, measured as the bench measures them, on the build that talks to a server (the built-in
 * backend adds its own code on purpose). Bytes are deterministic, unlike timings, so going over fails the build here
 * rather than waiting for someone to read the bench table.
 */
describe('first-load budgets', () => {
  /** The requests: the page, the rolldown runtime, the sign-in chunk (the entry), the logo as image and icon, the captcha. */
  it('loads the login page in at most 160 KB gzip of JS and CSS and at most 6 requests', async () => {
    const weight = await measureRoute(browser, `${realBuildUrl}/user/login`, '账号密码登录')
    expect(weight.jsGzip + weight.cssGzip).toBeLessThanOrEqual(160 * KB)
    expect(weight.requests).toBeLessThanOrEqual(6)
  })

  /**
   * Until its first row: the shell, antd's table, select, menu and tabs, the list engine and the page's validators.
   * 400 KB until page loading learned fragments, named pages, controller defaults and scope tabs (README, *Benchmarks*).
   */
  it('loads the users list after sign-in in at most 410 KB gzip of JS and CSS', async () => {
    const weight = await measureUsersListLoad(await browser.newContext(), realBuildUrl)
    expect(weight.jsGzip + weight.cssGzip).toBeLessThanOrEqual(410 * KB)
  })
})
