/** A node of a tree answer (`SysDepartTreeModel` and the like): its key, title, children and any other fields. */
export interface SideTreeNode {
  key: string
  title: string
  children?: SideTreeNode[]
  [field: string]: unknown
}

/** The nodes whose title holds the text, with their parents so each stays where it is; all of them for no text. */
export function filterTree(nodes: readonly SideTreeNode[], text: string): SideTreeNode[] {
  const wanted = text.trim()
  if (!wanted) return [...nodes]
  return nodes.flatMap((node) => {
    const children = filterTree(node.children ?? [], wanted)
    if (String(node.title).includes(wanted) || children.length > 0) return [{ ...node, children }]
    return []
  })
}
