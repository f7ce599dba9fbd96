/**
 * Action kind names the bundled schemas used before the schema language took one spelling per concept, mapped to the
 * registered names. Only for the time the schemas are being migrated: delete this file and its use in registry.ts
 * once every schema under schemas/ names the new kinds.
 */
export const LEGACY_KIND_NAMES: Readonly<Record<string, string>> = {
  batchDelete: 'deleteBatch',
  export: 'exportXls',
  import: 'importExcel',
  'custom-api': 'call',
  'list-drawer': 'listDrawer',
  'tree-assign': 'treeAssign',
}
