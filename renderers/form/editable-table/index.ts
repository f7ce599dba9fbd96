export { ClickToEdit } from './ClickToEdit'
export { EditableTable, type EditableTableProps } from './EditableTable'
