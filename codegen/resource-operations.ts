import type {
  CatalogueResource,
  EntitySchema,
  Fragment,
  Operation,
  Resource,
} from '../renderers/generated/schema-language'
import { codeOf, endpointsOf, type StandardRole } from '../schemas/rules/resource'

const entityRef = (id: string) => `../entities/${id}.json`

/** The shared base an operation takes, joined to what the resource adds (an object schema) when it adds anything. */
const joined = (base: Fragment, extra: Fragment | undefined): Fragment => (extra ? { allOf: [base, extra] } : base)

/** What one standard operation is made of: its path, the resource's entity, its summary noun and what it adds. */
interface Parts {
  path: string
  entity: string
  title: string
  query?: Fragment
  body?: Fragment
}

/** Only JSON calls are signed, GET and POST, as the original client signs them. */
const json = (method: Operation['method'], path: string) =>
  ({ method, path, signed: method === 'GET' || method === 'POST', anon: false, contentType: 'json' }) as const

/**
 * The operation of each endpoint of JeecgBoot's generated controller (`JeecgController` and the generator's
 * templates): the list pages the entity with the query parameters QueryGenerator reads, add and edit take the entity
 * (every property optional), delete `?id=`, deleteBatch `?ids=`, queryById answers the entity, exportXls sends the
 * filtered rows as an .xls file, importExcel takes a multipart upload.
 */
const STANDARD: Readonly<Record<StandardRole, (parts: Parts) => Operation>> = {
  list: ({ path, entity, title, query }) => ({
    summary: `${title}列表`,
    ...json('GET', path),
    query: joined({ $ref: entityRef('list-query') }, query),
    result: { $ref: entityRef(entity) },
    page: true,
  }),
  add: ({ path, entity, title, body }) => ({
    summary: `添加${title}`,
    ...json('POST', path),
    body: joined({ $ref: entityRef(entity), 'x-partial': true }, body),
  }),
  edit: ({ path, entity, title, body }) => ({
    summary: `编辑${title}`,
    ...json('PUT', path),
    body: joined({ $ref: entityRef(entity), 'x-partial': true }, body),
  }),
  delete: ({ path, title }) => ({
    summary: `删除${title}`,
    ...json('DELETE', path),
    query: { $ref: entityRef('id-query') },
  }),
  deleteBatch: ({ path, title }) => ({
    summary: `批量删除${title}`,
    ...json('DELETE', path),
    query: { $ref: entityRef('ids-query') },
  }),
  queryById: ({ path, entity, title }) => ({
    summary: `按主键查询${title}`,
    ...json('GET', path),
    query: { $ref: entityRef('id-query') },
    result: { $ref: entityRef(entity) },
  }),
  exportXls: ({ path, title, query }) => ({
    summary: `导出${title}`,
    method: 'GET',
    path,
    signed: false,
    anon: false,
    contentType: 'blob',
    query: joined({ $ref: entityRef('export-query') }, query),
  }),
  importExcel: ({ path, title }) => ({
    summary: `导入${title}`,
    description: 'Code 201 with an ImportResult when some rows failed; otherwise the message (also in result).',
    method: 'POST',
    path,
    signed: false,
    anon: false,
    contentType: 'multipart',
    body: { $ref: entityRef('excel-import') },
    result: { oneOf: [{ $ref: entityRef('import-result') }, { type: 'string' }] },
  }),
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

type Permission = NonNullable<Operation['permission']>

/**
 * Who may call a standard endpoint: a writing one (export and import included) takes its button code
 * (`<permissionPrefix>add` …, as the controller's `@RequiresPermissions`), list and queryById — and the writes of a
 * controller without a prefix — whoever the resource lets read (the menus of its list and of the screens picking
 * from it), any signed-in user when it names none.
 */
const permissionOf = (resource: Resource, role: StandardRole, read: Permission): Permission =>
  codeOf(resource, role) ?? read

/**
 * The standard operations of a catalogue resource, by id (`<prefix><Role>`: iprCustomerList …): one per endpoint of
 * its entity's controller (`x-resource`), each with its permission and what the resource's `operations` say
 * otherwise for its role.
 */
export function resourceOperations(
  prefix: string,
  declared: CatalogueResource,
  entity: EntitySchema & { 'x-resource': Resource },
): Record<string, Operation> {
  const resource = entity['x-resource']
  const parts = {
    entity: declared.entity,
    title: declared.title ?? entity['x-label'] ?? entity.title,
    query: declared.query,
    body: declared.body,
  }
  return Object.fromEntries(
    endpointsOf(resource).map((role): [string, Operation] => [
      `${prefix}${capitalized(role)}`,
      {
        ...STANDARD[role]({ ...parts, path: `${resource.base}/${role}` }),
        permission: permissionOf(resource, role, declared.read ?? 'signed-in'),
        ...declared.operations?.[role],
      },
    ]),
  )
}
