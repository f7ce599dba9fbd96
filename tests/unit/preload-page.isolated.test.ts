import { expect, it } from 'vitest'
import { pageNow } from '@renderers/schema/page-sources'
import { preloadPage } from '@renderers/schema/preload-page'
import { validatePageNow } from '@renderers/schema/validate-page'
import { STEP_WAIT } from '../support/timeouts'

const NOTHING_REGISTERED = {
  dictCodes: new Set<string>(),
  formComponents: new Set<string>(),
  overlays: new Set<string>(),
}

/**
 * A first load asks for the page's schema before the engine's page has drawn (PageHost); what validating it needs
 * comes with it, so the page validates at once when it draws. Isolated: no other file has loaded a validator before.
 */
it('preloads what validating a page needs as soon as its schema is here', async () => {
  expect(pageNow('system/UserList')).toBeUndefined()
  preloadPage('system/UserList')
  const ready = () => {
    const schema = pageNow('system/UserList')
    return schema === undefined ? undefined : validatePageNow(schema, NOTHING_REGISTERED)
  }
  // Generous: the validator is transformed on first import, which takes seconds on a busy machine.
  await expect.poll(ready, { timeout: STEP_WAIT }).toMatchObject({ ok: true })
})
