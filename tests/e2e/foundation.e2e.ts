import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { currentCaptcha, fillAccountLogin, resetBackend, signIn } from './support/app'
import { launchBrowserForFile } from './support/browser'
import { answerConfirm, confirmDialog } from './support/overlays'
import { builtinBuildUrl, mockApiBase, realBuildUrl, realDist } from './support/ports'

const browser = launchBrowserForFile()

beforeAll(resetBackend)

describe('sign-in and route guard against a real HTTP backend', () => {
  it('sends a signed-out visitor to the login page with the full original path as redirect', async () => {
    const page = await browser.newPage()
    await page.goto(`${realBuildUrl}/isystem/user?tab=2#top`)
    await page.waitForURL(/\/user\/login/)
    const url = new URL(page.url())
    expect(url.pathname).toBe('/user/login')
    expect(url.searchParams.get('redirect')).toBe('/isystem/user?tab=2#top')
    // The login layout fills the window: no white frame from the browser's default body margin.
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px')
  })

  it('shows the server message for a wrong captcha and a wrong password, keeping what was typed', async () => {
    const page = await browser.newPage()
    await page.goto(`${realBuildUrl}/user/login`)
    const firstImage = await page.getByAltText('验证码').getAttribute('src')
    await fillAccountLogin(page, 'admin', '123456', 'ZZZZ')
    await page.getByRole('button', { name: '登 录' }).click()
    await expect.poll(() => page.getByText('验证码错误').first().isVisible()).toBe(true)
    await expect.poll(() => page.getByAltText('验证码').getAttribute('src')).not.toBe(firstImage)
    expect(await page.getByLabel('帐户名').inputValue()).toBe('admin')
    // A click on the image draws a new code, and so does Enter on the refresh button it sits in.
    const secondImage = await page.getByAltText('验证码').getAttribute('src')
    const redrawn = page.waitForRequest((request) => request.url().includes('/sys/randomImage/'))
    await page.getByAltText('验证码').click()
    await redrawn
    await expect.poll(() => page.getByAltText('验证码').getAttribute('src')).not.toBe(secondImage)
    const thirdImage = await page.getByAltText('验证码').getAttribute('src')
    const redrawnByKey = page.waitForRequest((request) => request.url().includes('/sys/randomImage/'))
    await page.getByRole('button', { name: '刷新验证码' }).press('Enter')
    await redrawnByKey
    await expect.poll(() => page.getByAltText('验证码').getAttribute('src')).not.toBe(thirdImage)

    await page.getByLabel('密码', { exact: true }).fill('wrong-password')
    await page.getByLabel('验证码', { exact: true }).fill(await currentCaptcha(page))
    await page.getByRole('button', { name: '登 录' }).click()
    await expect.poll(() => page.getByText('用户名或密码错误').first().isVisible()).toBe(true)
    expect(page.url()).toContain('/user/login')
  })

  it('refuses a frozen user with the server message', async () => {
    const page = await browser.newPage()
    await page.goto(`${realBuildUrl}/user/login`)
    await fillAccountLogin(page, 'wangwu')
    await page.getByRole('button', { name: '登 录' }).click()
    await expect.poll(() => page.getByText('该用户已冻结').first().isVisible()).toBe(true)
  })

  it('signs in to the analysis dashboard with the menu built from the permissions', async () => {
    const page = await browser.newPage()
    await signIn(page, 'admin')
    expect(new URL(page.url()).pathname).toBe('/dashboard/analysis')
    const menu = page.getByRole('menu').first()
    await expect.poll(() => menu.getByText('系统管理').isVisible()).toBe(true)
    await menu.getByText('系统管理').click()
    await expect.poll(() => menu.getByText('角色管理').isVisible()).toBe(true)
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px')
  })

  it('gives a user with fewer permissions a smaller menu', async () => {
    const page = await browser.newPage()
    await signIn(page, 'jeecg')
    const menu = page.getByRole('menu').first()
    await menu.getByText('系统管理').click()
    await expect.poll(() => menu.getByText('用户管理').isVisible()).toBe(true)
    expect(await menu.getByText('角色管理').count()).toBe(0)
  })

  it('keeps a deep link through sign-in', async () => {
    const page = await browser.newPage()
    await page.goto(`${realBuildUrl}/test/home`)
    await page.waitForURL(/\/user\/login\?redirect=/)
    await fillAccountLogin(page, 'admin')
    await page.getByRole('button', { name: '登 录' }).click()
    await page.waitForURL(`${realBuildUrl}/test/home`)
    await expect.poll(() => page.getByText('这是测试页面').isVisible()).toBe(true)
  })

  it('keeps the session over a reload and logs out after the confirm', async () => {
    const page = await browser.newPage()
    await signIn(page, 'admin')
    await page.reload()
    await page.getByRole('menu').first().waitFor()
    expect(new URL(page.url()).pathname).toBe('/dashboard/analysis')
    // Signed in, the login page itself leads home.
    await page.goto(`${realBuildUrl}/user/login`)
    await page.waitForURL(`${realBuildUrl}/dashboard/analysis`)
    await page.getByRole('menu').first().waitFor()

    await page.getByText('退出登录').click()
    await answerConfirm(confirmDialog(page, '真的要注销登录吗 ?'), /确\s*定/)
    // The guard redirects to login?redirect=… as soon as the session is gone; logout then reloads plain /user/login.
    await page.waitForURL(`${realBuildUrl}/user/login`)
    await page.goto(`${realBuildUrl}/dashboard/analysis`)
    await page.waitForURL(/\/user\/login\?redirect=%2Fdashboard%2Fanalysis/)
  })

  it('loads the login page without any of the signed-in shell', async () => {
    const page = await browser.newPage()
    const scripts: string[] = []
    page.on(
      'request',
      (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname),
    )
    await page.goto(`${realBuildUrl}/user/login`, { waitUntil: 'networkidle' })
    await page.getByAltText('验证码').waitFor()
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter((path) => /SignedInApp|BasicLayout|Register|Alteration/.test(path))).toEqual([])
  })

  it('logs out and returns to the login page with the redirect when the permission fetch fails', async () => {
    const page = await browser.newPage()
    await signIn(page, 'admin')
    await page.route('**/sys/permission/getUserPermissionByToken**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ success: true, code: 0, message: '', result: { auth: [], allAuth: [] } }),
      }),
    )
    const logout = page.waitForRequest((request) => request.url().includes('/sys/logout'))
    await page.goto(`${realBuildUrl}/test/home`)
    await logout
    await page.waitForURL(/\/user\/login\?redirect=%2Ftest%2Fhome/)
    expect(await page.evaluate(() => localStorage.getItem('pro__Access-Token'))).toBeNull()
  })

  it('speaks Chinese in the signed-in app, antd texts included', async () => {
    const page = await browser.signedInPage('admin', { path: '/isystem/user' })
    await expect.poll(() => page.getByText('10 条/页').first().isVisible()).toBe(true)
    expect(await page.getByText('10 / page').count()).toBe(0)
  })

  it('sends an unknown path to the 404 page', async () => {
    const page = await browser.signedInPage('admin', { path: '/no/such/page' })
    await page.waitForURL(`${realBuildUrl}/404`)
    await expect.poll(() => page.getByText('抱歉，你访问的页面不存在或仍在开发中').isVisible()).toBe(true)
  })

  it('explains a menu item whose component has no page', async () => {
    const page = await browser.newPage()
    // A menu row a real installation might send, naming a component this front end does not have.
    await page.route('**/sys/permission/getUserPermissionByToken**', async (route) => {
      const response = await route.fetch()
      const body = await response.json()
      body.result.menu.push({
        id: 'e2e-missing',
        route: '1',
        path: '/e2e/missing',
        name: 'e2e-missing',
        component: 'modules/e2e/MissingList',
        meta: { title: '缺页测试', keepAlive: false, internalOrExternal: false, componentName: 'MissingList' },
      })
      await route.fulfill({ response, json: body })
    })
    await signIn(page, 'admin')
    await page.goto(`${realBuildUrl}/e2e/missing`)
    await expect.poll(() => page.getByText('modules/e2e/MissingList').first().isVisible()).toBe(true)
    await expect.poll(() => page.getByText('没有找到页面：缺页测试').isVisible()).toBe(true)
  })

  it('tells the user when the server is down or answers garbage, without a white screen', async () => {
    const page = await browser.newPage()
    await page.route('**/sys/randomImage/**', (route) => route.abort('connectionrefused'))
    await page.goto(`${realBuildUrl}/user/login`)
    await expect.poll(() => page.getByText('网络连接失败，请检查网络或稍后重试').first().isVisible()).toBe(true)
    await expect.poll(() => page.getByRole('button', { name: '获取失败，点击重试' }).isVisible()).toBe(true)

    await page.unroute('**/sys/randomImage/**')
    await page.getByRole('button', { name: '获取失败，点击重试' }).click()
    await page.route('**/sys/login', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"success": tru' }),
    )
    await fillAccountLogin(page, 'admin')
    await page.getByRole('button', { name: '登 录' }).click()
    await expect.poll(() => page.getByText('服务器返回的数据格式不正确').first().isVisible()).toBe(true)
    expect(await page.getByLabel('帐户名').inputValue()).toBe('admin')
  })

  it('signs in, builds its menu and navigates with no mock code loaded and every call on the configured server', async () => {
    const dist = join(process.cwd(), realDist)
    // The bundle, and index.html's first-frame.js (public/, copied as it is).
    const scripts = [
      ...readdirSync(join(dist, 'assets'))
        .filter((file) => file.endsWith('.js'))
        .map((file) => `assets/${file}`),
      'first-frame.js',
    ]
    for (const file of scripts) {
      const text = readFileSync(join(dist, file), 'utf8')
      expect(text, file).not.toContain('mockServiceWorker')
      expect(text, file).not.toContain('[MSW]')
      // Seed data of the built-in backend (a seeded user's name; the firm's name is the print letterhead's too):
      // present only if mock code slipped into the bundle.
      expect(text, file).not.toContain('肖国栋')
    }
    const page = await browser.newPage()
    const requested: string[] = []
    const scriptsLoaded: string[] = []
    page.on('request', (request) => {
      requested.push(request.url())
      if (request.resourceType() === 'script') scriptsLoaded.push(request.url())
    })
    const violations: string[] = []
    page.on(
      'console',
      (message) => message.text().includes('Content Security Policy') && violations.push(message.text()),
    )
    await signIn(page, 'admin')
    const menu = page.getByRole('menu').first()
    await menu.getByText('系统管理').click()
    await menu.getByText('用户管理').click()
    await page.waitForURL(`${realBuildUrl}/isystem/user`)
    await expect.poll(() => page.getByText('10 条/页').first().isVisible()).toBe(true)

    // Every script the page ran is one of the bundle files checked above, and the worker script was never fetched.
    expect(scriptsLoaded.filter((url) => !scripts.includes(url.replace(`${realBuildUrl}/`, '')))).toEqual([])
    expect(requested.filter((url) => url.includes('mockServiceWorker'))).toEqual([])
    const apiCalls = requested.filter((url) => url.includes('/jeecg-boot/'))
    expect(apiCalls.some((url) => url.includes('/sys/permission/getUserPermissionByToken'))).toBe(true)
    expect(apiCalls.some((url) => url.includes('/sys/user/list'))).toBe(true)
    expect(apiCalls.filter((url) => !url.startsWith(`${mockApiBase}/`))).toEqual([])
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
    expect(violations).toEqual([])
  })
})

describe('the built-in backend (msw in the page, no server)', () => {
  it('signs in, keeps changes over a reload and never calls the network backend', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const networkCalls: string[] = []
    page.on('request', (request) => request.url().startsWith(mockApiBase) && networkCalls.push(request.url()))
    await signIn(page, 'admin', builtinBuildUrl)
    expect(new URL(page.url()).pathname).toBe('/dashboard/analysis')
    await page.reload()
    await page.getByRole('menu').first().waitFor()
    expect(new URL(page.url()).pathname).toBe('/dashboard/analysis')
    expect(networkCalls).toEqual([])
  })
})
