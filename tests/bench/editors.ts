import type { Browser, Page } from 'playwright-core'
import { signIn } from '../e2e/support/app'
import type { BenchRow } from './bpmn'
import { editorKindsOf, type BundleGraph, type EditorKind } from './chunk-graph'

/** Records the scripts a page fetches from now on, as build-relative file names (`assets/…js`). */
function recordScripts(page: Page): string[] {
  const files: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') files.push(new URL(response.url()).pathname.replace(/^\//, ''))
  })
  return files
}

/** The editor kinds among the fetched scripts' chunks. */
function editorsIn(graph: BundleGraph, files: string[]): EditorKind[] {
  const kinds = new Set(graph.chunks.filter((chunk) => files.includes(chunk.file)).flatMap(editorKindsOf))
  return [...kinds].sort()
}

const listOf = (kinds: EditorKind[]) => (kinds.length > 0 ? kinds.join(', ') : 'none')

/**
 * Which editors' code Chromium fetches when a signed-in admin opens the users list (a full load of the route), and,
 * to show the measurement sees them when they are used, when the announcement form opens its rich-text editor.
 */
export async function benchEditorLoading(browser: Browser, appUrl: string, graph: BundleGraph): Promise<BenchRow[]> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })
  try {
    await signIn(await context.newPage(), 'admin', appUrl)
    const users = await context.newPage()
    const usersScripts = recordScripts(users)
    await users.goto(`${appUrl}/isystem/user`, { waitUntil: 'networkidle' })
    await users.locator('.ant-table-row').first().waitFor()
    const announcements = await context.newPage()
    await announcements.goto(`${appUrl}/isystem/annountCement`, { waitUntil: 'networkidle' })
    await announcements.locator('.ant-table-row').first().waitFor()
    const formScripts = recordScripts(announcements)
    await announcements
      .getByRole('button', { name: /新\s*增/ })
      .first()
      .click()
    await announcements.locator('.ProseMirror').waitFor()
    return [
      {
        figure: 'users list (signed in, full load): editor code fetched',
        value: listOf(editorsIn(graph, usersScripts)),
        goal: 'none',
      },
      {
        figure: 'announcement list → 新增: editor code fetched',
        value: listOf(editorsIn(graph, formScripts)),
        goal: 'rich-text editor',
      },
    ]
  } finally {
    await context.close()
  }
}
