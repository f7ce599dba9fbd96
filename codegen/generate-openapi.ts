import { entityIdOf, type Fragment, type Operation } from './load-catalogue'
import type { SchemaFile } from './load-schemas'

type Json = Record<string, unknown>

/**
 * Editor and type-generator keywords that mean nothing to an OpenAPI reader; an entity's controller (`x-resource`) is
 * there as the paths of its operations.
 */
const DROPPED = new Set(['$schema', '$id', 'tsType', 'x-partial', 'x-resource'])

/**
 * A schema (entity or catalogue fragment) as an OpenAPI 3.1 schema object: entity references point into
 * components.schemas, a partial entity says so, and codegen-only keywords go.
 */
function toOpenApi(node: unknown, titleById: Map<string, string>): unknown {
  if (Array.isArray(node)) return node.map((item) => toOpenApi(item, titleById))
  if (!node || typeof node !== 'object') return node
  const source = node as Json
  if (typeof source.$ref === 'string') {
    const id = source.$ref.startsWith('../') ? entityIdOf(source.$ref) : source.$ref.replace(/\.json$/, '')
    const title = titleById.get(id)
    if (!title) throw new Error(`Unknown entity reference ${source.$ref}`)
    const ref: Json = { $ref: `#/components/schemas/${title}` }
    if (source['x-partial']) ref.description = 'Every property optional: the server fills in what is missing'
    return ref
  }
  const out: Json = {}
  for (const [key, value] of Object.entries(source)) {
    if (DROPPED.has(key)) continue
    if (key === 'properties' && value && typeof value === 'object') {
      out.properties = Object.fromEntries(
        Object.entries(value).map(([name, field]) => [name, toOpenApi(field, titleById)]),
      )
    } else out[key] = toOpenApi(value, titleById)
  }
  return out
}

/** A query fragment's parameters: its own and its entity's properties; free-form keys as one exploded object. */
function queryParameters(fragment: Fragment, entities: Map<string, Json>, titleById: Map<string, string>): Json[] {
  const parts: Json[] = []
  const flatten = (node: Json) => {
    if (typeof node.$ref === 'string') flatten(entities.get(entityIdOf(node.$ref))!)
    else if (Array.isArray(node.allOf)) node.allOf.forEach((member) => flatten(member as Json))
    else parts.push(node)
  }
  flatten(fragment as Json)
  const parameters: Json[] = []
  for (const part of parts) {
    const required = new Set((part.required as string[] | undefined) ?? [])
    for (const [name, schema] of Object.entries((part.properties as Record<string, Json> | undefined) ?? {})) {
      const { title, description, ...rest } = schema
      parameters.push({
        name,
        in: 'query',
        required: required.has(name),
        ...(title || description ? { description: [title, description].filter(Boolean).join(': ') } : {}),
        schema: toOpenApi(rest, titleById),
      })
    }
  }
  const freeForm = parts.find((part) => part.additionalProperties !== undefined && part.additionalProperties !== false)
  if (freeForm) {
    parameters.push({
      name: 'filters',
      in: 'query',
      description:
        'Any other entity property as a filter (QueryGenerator: *x* like, a,b in, !x not equal, <field>_begin/_end)',
      style: 'form',
      explode: true,
      schema: {
        type: 'object',
        additionalProperties:
          freeForm.additionalProperties === true ? {} : toOpenApi(freeForm.additionalProperties, titleById),
      },
    })
  }
  return parameters
}

function responseSchema(operation: Operation, titleById: Map<string, string>): Json {
  if (!operation.result) return { $ref: '#/components/schemas/Result' }
  const payload = toOpenApi(operation.result, titleById)
  const result = operation.page
    ? {
        allOf: [
          { $ref: '#/components/schemas/Page' },
          { type: 'object', properties: { records: { type: 'array', items: payload } } },
        ],
      }
    : payload
  return { allOf: [{ $ref: '#/components/schemas/Result' }, { type: 'object', properties: { result } }] }
}

function operationObject(operation: Operation, entities: Map<string, Json>, titleById: Map<string, string>): Json {
  const parameters: Json[] = [
    ...operation.pathVariables.map((name) => ({
      name,
      in: 'path',
      required: true,
      ...(operation.pathParams?.[name] ? { description: operation.pathParams[name] } : {}),
      schema: { type: 'string' },
    })),
    ...(operation.query ? queryParameters(operation.query, entities, titleById) : []),
    { $ref: '#/components/parameters/TenantId' },
    ...(operation.signed
      ? [{ $ref: '#/components/parameters/XSign' }, { $ref: '#/components/parameters/XTimestamp' }]
      : []),
  ]
  const out: Json = {
    operationId: operation.id,
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    ...(operation['x-jeecg-server-rule'] ? { 'x-jeecg-server-rule': operation['x-jeecg-server-rule'] } : {}),
    tags: [operation.area],
    parameters,
  }
  if (operation.body) {
    const mediaType = operation.contentType === 'multipart' ? 'multipart/form-data' : 'application/json'
    out.requestBody = { required: true, content: { [mediaType]: { schema: toOpenApi(operation.body, titleById) } } }
  }
  out.responses = {
    200:
      operation.contentType === 'blob'
        ? {
            description: 'The file',
            content: {
              'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } },
            },
          }
        : {
            description: 'Result envelope; test `success`',
            content: { 'application/json': { schema: responseSchema(operation, titleById) } },
          },
    401: {
      description: 'Token missing or expired',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Result' } } },
    },
  }
  if (operation.anon) out.security = []
  // What the server's @RequiresPermissions (or the menu check) must say, for the Java team writing the controller.
  out['x-permission'] = operation.permission
  if (operation.deprecated) out.deprecated = true
  return out
}

/** openapi.json: the catalogue's operations over the entity schemas, every JSON answer wrapped in the Result envelope. */
export function generateOpenApi(operations: Operation[], entityFiles: SchemaFile[], version: string): string {
  const titleById = new Map(entityFiles.map((file) => [String(file.json.$id), String(file.json.title)]))
  const entities = new Map(entityFiles.map((file) => [String(file.json.$id), file.json]))
  const paths: Record<string, Json> = {}
  for (const operation of operations) {
    paths[operation.path] ??= {}
    paths[operation.path][operation.method.toLowerCase()] = operationObject(operation, entities, titleById)
  }
  const document = {
    openapi: '3.1.0',
    info: {
      title: 'JeecgBoot system API',
      version,
      description:
        'The calls ipr-admin makes to its JeecgBoot backend, generated from schemas/api and schemas/entities. JSON answers are a Result envelope: test `success`, not `code`.',
    },
    servers: [{ url: '/jeecg-boot', description: 'Servlet context path; prefix with the backend origin' }],
    security: [{ accessToken: [] }],
    tags: [...new Set(operations.map((operation) => operation.area))].sort().map((name) => ({ name })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => (a < b ? -1 : 1))),
    components: {
      securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'X-Access-Token' } },
      parameters: {
        TenantId: {
          name: 'tenant-id',
          in: 'header',
          required: false,
          description: 'Tenant of the session; 0 when none',
          schema: { type: 'string', default: '0' },
        },
        XSign: {
          name: 'X-Sign',
          in: 'header',
          required: false,
          description:
            'Upper-case MD5 of the sorted parameters plus the shared secret; verified by the server on the dictionary URLs only',
          schema: { type: 'string', pattern: '^[0-9A-F]{32}$' },
        },
        XTimestamp: {
          name: 'X-TIMESTAMP',
          in: 'header',
          required: false,
          description:
            'Signing time: local yyyyMMddHHmmss (every backend version) or epoch milliseconds (v3.x); at most 300 s old',
          schema: { type: 'string', pattern: '^[0-9]{13,14}$' },
        },
      },
      schemas: Object.fromEntries(
        [...entities.values()]
          .map((json): [string, unknown] => [String(json.title), toOpenApi(json, titleById)])
          .sort(([a], [b]) => (a < b ? -1 : 1)),
      ),
    },
  }
  return `${JSON.stringify(document, null, 2)}\n`
}
