import type { Page } from 'playwright-core'
import { readCaptchaFromImage } from '@mocks/testing'
import { mockApiBase, realBuildUrl } from './ports'

export const SEEDED_PASSWORD = '123456'

/** Reseeds the mock backend so each test file starts from the same data. */
export async function resetBackend(): Promise<void> {
  const response = await fetch(`${mockApiBase}/__mock__/reset`, { method: 'POST' })
  if (!response.ok) throw new Error(`reset failed: ${response.status}`)
}

/** Reads the code drawn in the captcha image currently shown on the login page. */
export async function currentCaptcha(page: Page): Promise<string> {
  const image = page.getByAltText('验证码')
  await image.waitFor()
  const src = await image.getAttribute('src')
  if (!src) throw new Error('captcha image has no src')
  return readCaptchaFromImage(src)
}

/** Fills the account form; the captcha defaults to the one shown. */
export async function fillAccountLogin(
  page: Page,
  username: string,
  password = SEEDED_PASSWORD,
  captcha?: string,
): Promise<void> {
  await page.getByLabel('帐户名').fill(username)
  await page.getByLabel('密码', { exact: true }).fill(password)
  await page.getByLabel('验证码', { exact: true }).fill(captcha ?? (await currentCaptcha(page)))
}

/** Signs in through the real login page and waits until the signed-in shell shows. */
export async function signIn(page: Page, username = 'admin', baseUrl = realBuildUrl): Promise<void> {
  await page.goto(`${baseUrl}/user/login`)
  await fillAccountLogin(page, username)
  await page.getByRole('button', { name: '登 录' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/user/'))
  await page.getByRole('menu').first().waitFor()
}
