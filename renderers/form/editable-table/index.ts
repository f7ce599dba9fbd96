export { EditableTable, type EditableTableProps } from './EditableTable'
export { isRowSelectable } from './row-selection'
export { renumber } from './sort-numbers'
export { checkEditableTableProps } from './check-props'
