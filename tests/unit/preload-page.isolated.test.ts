import { expect, it } from 'vitest'
import { pageNow } from '@renderers/schema/page-sources'
import { preloadPage } from '@renderers/schema/preload-page'
import { loadFragments } from '@renderers/schema/fragment-files'
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

/**
 * A page naming a bundled fragment that no page has fetched yet is not checked now (it is neither valid nor broken
 * until the fragment is here); an unknown name is reported at once. Runs after the test above, which fetched the
 * users list's validator and entity, so the fragment is the one thing missing.
 */
it('waits for a fragment not fetched yet, and reports an unknown one at once', async () => {
  const schema = pageNow('system/UserList') as { form: { schema: { properties: Record<string, unknown> } } }
  const withFragment = (name: string) => ({
    ...schema,
    form: {
      ...schema.form,
      schema: {
        ...schema.form.schema,
        properties: { ...schema.form.schema.properties, note: { title: '备注', $fragment: name } },
      },
    },
  })
  expect(validatePageNow(withFragment('remark-field'), NOTHING_REGISTERED)).toBeUndefined()
  expect(validatePageNow(withFragment('no-such-fragment'), NOTHING_REGISTERED)).toEqual({
    ok: false,
    problems: [
      {
        pointer: '/form/schema/properties/note/$fragment',
        message: '未知的片段 "no-such-fragment"（schemas/fragments/no-such-fragment.json 不存在）',
      },
    ],
  })
  await loadFragments(withFragment('remark-field'))
  expect(validatePageNow(withFragment('remark-field'), NOTHING_REGISTERED)).toMatchObject({ ok: true })
})
