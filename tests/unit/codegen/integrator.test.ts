import { cpSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { generateAll } from '../../../codegen/cli'
import { repoRoot, scratchProject, typecheck, writeFiles } from './typecheck'

/** The TypeScript example of the README's "For integrators" section. */
function readmeExample(): string {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8')
  const section = readme.slice(readme.indexOf('## For integrators'))
  const example = /```ts\n([\s\S]*?)```/.exec(section)
  if (!example) throw new Error('README has no TypeScript example under "For integrators"')
  return example[1]
}

/** Misuses the generated types must reject: each line carries @ts-expect-error, so an accepted one fails tsc. */
const MISUSES = `import { createHttpClient } from './src/http/client'
import { createApiClient, bindOperations, sysLogin } from './schemas/generated/api-client'
import type { Page, Result, SysUser } from './src/generated/entities'

const api = createApiClient(createHttpClient({ baseURL: '/jeecg-boot', getToken: () => undefined, getTenantId: () => 0 }))
export async function misuses() {
  const page: Result<Page<SysUser>> = await api.sysUserList()
  // @ts-expect-error a path variable is a string
  await api.sysDictGetDictItems(1)
  // @ts-expect-error login needs the captcha and its key
  await api.sysLogin({ username: 'admin', password: '123456' })
  // @ts-expect-error selectDepart is PUT with a body, not a query string
  await api.sysSelectDepart()
  // @ts-expect-error records are users
  const name: number = page.result.records[0].username
  const blob: Blob = await api.sysUserExportXls({ selections: 'a,b' })
  const signIn = bindOperations(createHttpClient({ baseURL: '/', getToken: () => undefined, getTenantId: () => 0 }), { sysLogin })
  // @ts-expect-error only the bound operations are there
  signIn.sysLogout()
  return [name, blob]
}
`

describe('codegen for an integrator', () => {
  it('generates from a copy of schemas/ alone, and the README example type-checks against it under --strict', async () => {
    const dir = scratchProject('ipr-integrator-')
    cpSync(join(repoRoot, 'schemas'), join(dir, 'schemas'), { recursive: true })
    writeFiles(dir, await generateAll(dir))
    for (const file of ['client.ts', 'failure-text.ts', 'result.ts', 'sign.ts'])
      cpSync(join(repoRoot, 'src/http', file), join(dir, 'src/http', file))
    writeFiles(dir, { 'example.ts': readmeExample(), 'misuses.ts': MISUSES })
    expect(typecheck(dir, ['example.ts', 'misuses.ts', 'src/**/*.ts', 'schemas/generated/**/*.ts'])).toBe('')
  })
})
