import type { BrowserContext } from 'playwright-core'
import { measureSignedInLoad, type PageLoad } from './measure-route'

/** A signed-in admin's full load of the users list, measured until its first row shows. */
export const measureUsersListLoad = (context: BrowserContext, appUrl: string): Promise<PageLoad> =>
  measureSignedInLoad(context, appUrl, '/isystem/user', '.ant-table-row')
