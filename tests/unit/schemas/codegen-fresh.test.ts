import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { generateAll } from '../../../codegen/cli'

const root = fileURLToPath(new URL('../../..', import.meta.url))

/** What `npm run codegen` writes, generated once for the checks below that compare it with what is on disk. */
let generated: Promise<Record<string, string>> | undefined
const outputs = () => (generated ??= generateAll(root))

describe('generated files', () => {
  it('match what `npm run codegen` would write now', async () => {
    for (const [path, content] of Object.entries(await outputs())) {
      expect(readFileSync(`${root}/${path}`, 'utf8'), `${path} is stale: run npm run codegen`).toBe(content)
    }
  })

  it('cover every file in src/generated, renderers/generated, schemas/generated and the OpenAPI document', async () => {
    const first = await outputs()
    const onDisk = ['src/generated', 'renderers/generated', 'schemas/generated'].flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(root, join(entry.parentPath, entry.name))),
    )
    expect(onDisk.filter((path) => !(path in first))).toEqual([])
    expect(Object.keys(first)).toContain('openapi.json')
  })

  it('come out the same on every run', async () => {
    expect(await generateAll(root)).toEqual(await outputs())
  })

  it('compile every validator ahead of time, one module per kind, with no run-time code compilation', () => {
    const dir = `${root}/renderers/generated/validate`
    const modules = readdirSync(dir).filter((name) => name.endsWith('.js'))
    expect(modules).toEqual(expect.arrayContaining(['list-page.js', 'form-page.js', 'dashboard-page.js', 'entity.js']))
    expect(readFileSync(`${dir}/list-page.js`, 'utf8')).toMatch(/export const validateListPage\b/)
    expect(readFileSync(`${dir}/list-page.js`, 'utf8')).not.toMatch(/validateFormPage/)
    for (const name of modules)
      expect(readFileSync(`${dir}/${name}`, 'utf8'), name).not.toMatch(/new Function|\beval\(|\bFunction\(/)
  })
})
