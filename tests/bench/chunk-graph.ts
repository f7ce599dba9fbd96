import type { Plugin } from 'vite'

/** One emitted JavaScript chunk: its file, the modules bundled into it and the chunks it imports. */
export interface ChunkNode {
  file: string
  modules: string[]
  imports: string[]
  dynamicImports: string[]
  isEntry: boolean
}

/** A production build's graph, with module ids relative to the project root (`src/…`, `node_modules/…`). */
export interface BundleGraph {
  chunks: ChunkNode[]
  /** Module id → the modules it imports statically and dynamically. */
  modules: Map<string, { imported: string[]; dynamic: string[] }>
}

/** The editors and the libraries only they use, by kind. */
export const EDITOR_KINDS = {
  CodeMirror: /^node_modules\/(@codemirror|codemirror|@lezer)\/|^src\/widgets\/editors\/code\//,
  'markdown editor':
    /^node_modules\/@uiw\/react-md-editor\/|^node_modules\/@uiw\/react-markdown-preview\/|^src\/widgets\/editors\/markdown\//,
  'rich-text editor': /^node_modules\/(@tiptap\/|prosemirror-)|^src\/widgets\/editors\/rich-text\//,
}

export type EditorKind = keyof typeof EDITOR_KINDS

/** The editor kinds whose code a chunk carries. */
export const editorKindsOf = (chunk: ChunkNode): EditorKind[] =>
  (Object.keys(EDITOR_KINDS) as EditorKind[]).filter((kind) => chunk.modules.some((id) => EDITOR_KINDS[kind].test(id)))

/** Chunks reachable from `roots` through static imports only: what loading those chunks fetches at once. */
export function staticClosure(graph: BundleGraph, roots: ChunkNode[]): ChunkNode[] {
  const byFile = new Map(graph.chunks.map((chunk) => [chunk.file, chunk]))
  const seen = new Set<ChunkNode>()
  const queue = [...roots]
  while (queue.length > 0) {
    const chunk = queue.pop()!
    if (seen.has(chunk)) continue
    seen.add(chunk)
    for (const file of chunk.imports) if (byFile.has(file)) queue.push(byFile.get(file)!)
  }
  return [...seen]
}

/**
 * The chunks every first load runs: the entry (src/boot.ts) and what it starts once index.html's static frame has
 * painted (src/main.tsx, the sign-in chunk), with what they import statically.
 */
export const appStart = (graph: BundleGraph): ChunkNode[] =>
  staticClosure(graph, [...graph.chunks.filter((chunk) => chunk.isEntry), chunkOf(graph, 'src/main.tsx')])

/** The chunk that bundles a module (given relative to the root). */
export function chunkOf(graph: BundleGraph, module: string): ChunkNode {
  const chunk = graph.chunks.find((candidate) => candidate.modules.includes(module))
  if (!chunk) throw new Error(`no chunk holds ${module}`)
  return chunk
}

/** A plugin that records the build's chunk and module graph into `graph` once the bundle is written. */
export function captureBundleGraph(root: string): { plugin: Plugin; graph: BundleGraph } {
  const prefix = root.endsWith('/') ? root : `${root}/`
  const relative = (id: string) => (id.startsWith(prefix) ? id.slice(prefix.length) : id).replace(/\?.*$/, '')
  const graph: BundleGraph = { chunks: [], modules: new Map() }
  const plugin: Plugin = {
    name: 'capture-bundle-graph',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        graph.chunks.push({
          file: output.fileName,
          modules: output.moduleIds.map(relative),
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          isEntry: output.isEntry,
        })
        for (const id of output.moduleIds) {
          const info = this.getModuleInfo(id)
          if (info)
            graph.modules.set(relative(id), {
              imported: info.importedIds.map(relative),
              dynamic: info.dynamicallyImportedIds.map(relative),
            })
        }
      }
    },
  }
  return { plugin, graph }
}
