import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import AGENCY_MENU from '@mocks/areas/agency/menus.json'
import PEOPLE_MENU from '@mocks/areas/people/menus.json'
import { fillRuleFields } from '@renderers/form/fill-rules'
import type { FormilyNode } from '@renderers/generated/schema-language'
import FINANCE_MENU from '@mocks/areas/finance/menus.json'
import { loadEntity } from '@renderers/core/entities'
import { entityIds, withEntityDefaults } from '@renderers/schema/entity-defaults'
import { resolveDeep } from '@renderers/core/templates'
import type { MenuSpec } from '@mocks/kernel/seed/menus'
import { recordRequests, renderSchema, serveSignedInBackend, signInAs } from '../engine/support'

serveSignedInBackend()

interface AgencyPage {
  kind: string
  title: string
  entity: string
  form?: { schema: FormilyNode }
  toolbar?: { kind: string }[]
  api: { list: string }
  fixedParams?: Record<string, string>
  tabs?: { title: string; fixedParams?: Record<string, string> }[]
}

/** The agency's list pages (its record pages open from a list's row, not from the menu). */
const pages = Object.fromEntries(
  Object.entries(import.meta.glob<AgencyPage>('/schemas/pages/ipr/*.json', { eager: true, import: 'default' })).filter(
    ([, page]) => page.kind === 'list',
  ),
)
const entities = Object.values(
  import.meta.glob<{ $id: string; required?: string[]; properties?: Record<string, { title?: string }> }>(
    '/schemas/entities/*.json',
    {
      eager: true,
      import: 'default',
    },
  ),
)
/** The page as the engine draws it: the endpoints it leaves to its entity's controller (x-resource) filled in. */
async function completed(page: AgencyPage): Promise<AgencyPage> {
  await Promise.all(entityIds(page).map(loadEntity))
  return withEntityDefaults(page) as AgencyPage
}

const pagesWithAdd = Object.entries(pages).filter(([, page]) => page.toolbar?.some((action) => action.kind === 'add'))

/**
 * The fields a new record must bring: the entity's required ones, less the key, what the page itself fixes and the
 * numbers the form draws from fill rules.
 */
const requiredOnAdd = (page: AgencyPage) => {
  const drawn = page.form ? fillRuleFields(page.form.schema).map(({ path }) => path.join('.')) : []
  return (entities.find((entity) => entity.$id === page.entity)?.required ?? []).filter(
    (field) => field !== 'id' && !(field in (page.fixedParams ?? {})) && !drawn.includes(field),
  )
}

/**
 * The titles of the form's fields a reaction may make required (`x-reactions` setting `state.required`): an empty new
 * record may require them too (a receipt needs its customer when it names neither a contract nor a bill).
 */
function requiredOnDemand(page: AgencyPage): string[] {
  const properties = entities.find((entity) => entity.$id === page.entity)?.properties ?? {}
  const walk = (node: FormilyNode | undefined): string[] =>
    Object.entries(node?.properties ?? {}).flatMap(([field, child]) => [
      ...(JSON.stringify(child['x-reactions'] ?? {}).includes('"required"')
        ? [child.title ?? properties[field]?.title ?? field]
        : []),
      ...walk(child),
    ])
  return walk(page.form?.schema)
}

/** 我的案件任务 lists the signed-in user's own tasks: the seed gives some to 普通用户 jeecg, none to admin. */
const USER_OF_PAGE: Readonly<Record<string, string>> = { '/schemas/pages/ipr/MyCaseTaskList.json': 'jeecg' }

const dataRows = () =>
  within(document.querySelector('.ant-table-tbody') as HTMLElement)
    .queryAllByRole('row')
    .filter((row) => row.getAttribute('data-row-key'))

describe('the agency pages against the built-in backend', () => {
  it('cover every screen of the agency menu', () => {
    // A page may be on the menu more than once, opened on one of its scopes (合同到期, 待配案).
    const screens = [
      ...new Set(
        [AGENCY_MENU, PEOPLE_MENU, FINANCE_MENU]
          .flatMap((menus): MenuSpec[] => menus)
          .flatMap((group) => group.children ?? [])
          .map((item) => item.component),
      ),
    ]
    expect(screens.length).toBeGreaterThan(0)
    expect(Object.keys(pages).sort()).toEqual(screens.map((component) => `/schemas/pages/${component}.json`).sort())
  })

  it.each(Object.entries(pages))('%s lists seeded rows', async (path, page) => {
    const user = USER_OF_PAGE[path]
    if (user) await signInAs(user)
    const requests = recordRequests()
    renderSchema(page, path.slice(1))
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0))
    expect(screen.getByText(/共 [1-9]\d* 条/)).toBeInTheDocument()
    // The page's fixed parameters (an IP record's kind, a task list's scope: `{{user.username}}` the signed-in user's)
    // and the first tab's go with the list call.
    const fixed = resolveDeep(
      { ...page.fixedParams, ...page.tabs?.[0]?.fixedParams },
      { user: { username: user ?? 'admin' } },
    ) as Record<string, unknown>
    const { api } = await completed(page)
    // The tabs' row counts ask for one row each: the list's own call asks for a page.
    const listCall = requests.all(api.list).filter((params) => params.get('pageSize') !== '1')
    expect(Object.fromEntries(listCall.at(-1)!)).toMatchObject(fixed)
  })

  it.each(pagesWithAdd)('%s refuses an empty new record, naming each required field', async (path, page) => {
    renderSchema(page, path.slice(1))
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0))
    await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    const required = requiredOnAdd(page)
    expect(required.length).toBeGreaterThan(0)
    // Each required field says so under itself: 请输入… / 请选择…, ending in !; so does a field a reaction requires.
    const onDemand = requiredOnDemand(page)
    const requiredSaid = () =>
      within(dialog)
        .queryAllByText(/^请(输入|选择)\S+!$/)
        .map((message) => message.textContent.replace(/^请(输入|选择)|!$/g, ''))
        .filter((title) => !onDemand.includes(title))
    await waitFor(() => expect(requiredSaid()).toHaveLength(required.length))
  })
})
