import { describe, expect, it } from 'vitest'
import { measureRoute } from '../bench/measure-route'
import { launchBrowserForFile } from './support/browser'
import { realBuildUrl } from './support/ports'

const browser = launchBrowserForFile()

const KB = 1024

/**
 * The sign-in page's budget (foundation issue): at most 200 KB gzip of JS and CSS in at most 10 requests, measured
 * as the bench measures it, on the build that talks to a server (the built-in backend adds its own code on purpose). Bytes are deterministic, unlike timings, so going over the budget fails the build here
 * rather than waiting for someone to read the bench table.
 */
describe('login route budget', () => {
  it('loads at most 200 KB gzip of JS and CSS in at most 10 requests', async () => {
    const weight = await measureRoute(browser, `${realBuildUrl}/user/login`, '账号密码登录')
    expect(weight.jsGzip + weight.cssGzip).toBeLessThanOrEqual(200 * KB)
    expect(weight.requests).toBeLessThanOrEqual(10)
  })
})
