import { validate } from '@readme/openapi-parser'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import openapiTS, { astToString } from 'openapi-typescript'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../../codegen/load-catalogue'
import { repoRoot, scratchProject, typecheck, writeFiles } from './typecheck'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- openapi.json read at any depth, as JSON
type Json = Record<string, any>

const read = (): Json => JSON.parse(readFileSync(join(repoRoot, 'openapi.json'), 'utf8'))
const operationsOf = (document: Json): Json[] =>
  Object.values(document.paths as Json).flatMap((item) => Object.values(item as Json))

/** Uses the types openapi-typescript derives from the document the way a client of the REST API would. */
const CONSUMER = `import type { components, operations, paths } from './openapi'

type Json<R> = R extends { content: { 'application/json': infer T } } ? T : never
type UserPage = Json<paths['/sys/user/list']['get']['responses'][200]>

export function firstUsername(page: UserPage): string | undefined {
  return page.success ? page.result?.records?.[0]?.username : undefined
}
export const login: operations['sysLogin']['requestBody']['content']['application/json'] = {
  username: 'admin', password: '123456', captcha: 'abcd', checkKey: 1700000000000,
}
export const depart: NonNullable<paths['/sys/selectDepart']['put']['requestBody']>['content']['application/json'] = { username: 'admin', orgCode: 'A01' }
export const envelope: components['schemas']['Result'] = { success: true, message: '', code: 0, result: null, timestamp: 0 }
// @ts-expect-error getDictItems needs its dictCode
export const noCode: paths['/sys/dict/getDictItems/{dictCode}']['get']['parameters']['path'] = {}
`

describe('openapi.json', () => {
  it('is a valid OpenAPI 3.1 document (@readme/openapi-parser)', async () => {
    const result = await validate(structuredClone(read()) as never)
    expect(result.valid ? [] : result.errors).toEqual([])
    expect(result.warnings).toEqual([])
  })

  it('has every catalogue operation once, wrapped in the Result envelope, with the headers the client sends', () => {
    const document = read()
    const operations = operationsOf(document)
    const catalogue = loadCatalogue(repoRoot)
    expect(operations.map((operation) => operation.operationId).sort()).toEqual(
      catalogue.map((operation) => operation.id),
    )
    for (const operation of catalogue) {
      const described = document.paths[operation.path][operation.method.toLowerCase()]
      const refs = described.parameters.map((parameter: Json) => parameter.$ref).filter(Boolean)
      expect(refs).toContain('#/components/parameters/TenantId')
      expect(refs.includes('#/components/parameters/XSign'), operation.id).toBe(operation.signed)
      expect(refs.includes('#/components/parameters/XTimestamp'), operation.id).toBe(operation.signed)
      expect(described.security, operation.id).toEqual(operation.anon ? [] : undefined)
      const answer = described.responses[200].content
      if (operation.contentType === 'blob') expect(Object.keys(answer)).toEqual(['application/octet-stream'])
      else expect(JSON.stringify(answer['application/json'].schema)).toContain('"#/components/schemas/Result"')
    }
    expect(document.components.securitySchemes.accessToken).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'X-Access-Token',
    })
    expect(Object.values(document.components.parameters).map((parameter) => (parameter as Json).name)).toEqual(
      expect.arrayContaining(['tenant-id', 'X-Sign', 'X-TIMESTAMP']),
    )
  })

  it('yields a client through openapi-typescript that type-checks under --strict', async () => {
    const dir = scratchProject('ipr-openapi-')
    writeFiles(dir, { 'openapi.ts': astToString(await openapiTS(read() as never)), 'consumer.ts': CONSUMER })
    expect(typecheck(dir, ['openapi.ts', 'consumer.ts'])).toBe('')
  })
})
