import type { Browser } from 'playwright-core'
import { signIn } from '../e2e/support/app'
import { measurePageLoad, type PageLoad } from './measure-route'

/** A signed-in admin's full load of the users list, measured until its first row shows. */
export async function measureUsersListLoad(browser: Browser, appUrl: string): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })
  try {
    await signIn(await context.newPage(), 'admin', appUrl)
    return await measurePageLoad(await context.newPage(), `${appUrl}/isystem/user`, '.ant-table-row')
  } finally {
    await context.close()
  }
}
