export { ClickToEdit } from './ClickToEdit'
export { EditableTable, type EditableTableProps } from './EditableTable'
export { registerColumnChecks, type ColumnCheck } from '../../rules/column-rules'
