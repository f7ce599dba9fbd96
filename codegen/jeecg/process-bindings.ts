import { BPM_TABLES } from '../../mocks/areas/bpm/seed'
import type { Database } from '../../mocks/kernel/db/database'
import type { Row } from '../../mocks/kernel/db/table'
import type { TableEntity } from './business-ddl'
import type { TableRows } from './config-rows'

/** The flow codes of the business: 提交审批 sends the business table's name, which a binding's form key is. */
const isBusinessFlow = (formKey: unknown) => typeof formKey === 'string' && formKey.startsWith('ipr_')

/**
 * The two tables of the workflow contract that bind a business list to its process: the models (`act_model`, BPMN
 * XML included, which the catalogue's entity leaves to getXml) and the form bindings (`act_process_form`, flow code →
 * process key). JeecgBoot's workflow module is not open source: a server whose module keeps them under other names
 * maps these rows; one without them gets them from the script.
 */
export function processTables(modelEntity: TableEntity, formEntity: TableEntity): TableEntity[] {
  const model: TableEntity = {
    ...modelEntity,
    'x-table': BPM_TABLES.model,
    properties: { ...modelEntity.properties, xml: { type: 'string', title: '流程定义 (BPMN XML)' } },
  }
  return [model, formEntity]
}

/** The business processes and their bindings, as the built-in backend seeds them. */
export function processRows(db: Database): TableRows[] {
  const forms = db.table<Row>(BPM_TABLES.form).list((row) => isBusinessFlow(row.formKey))
  const keys = new Set(forms.map((row) => row.processKey))
  return [
    { table: BPM_TABLES.model, rows: db.table<Row>(BPM_TABLES.model).list((row) => keys.has(row.key)) },
    { table: BPM_TABLES.form, rows: forms },
  ]
}
