import { Form as FormilyForm } from '@formily/antd-v5/esm/form'
import type { Form } from '@formily/core'
import { createSchemaField, Schema, type IRecursionFieldProps, type ISchema, type SchemaKey } from '@formily/react'
import { useMemo, type ComponentProps, type ComponentType } from 'react'
import type { Form as FormSpec } from '../generated/schema-language'
import { setupEngine } from '../engine'
import { useEngine } from '../providers/EngineProvider'
import { formComponents } from './form-components'
import { bindFormData } from '../rules/form-data'
import { dictTextScope } from './dict-text-scope'
import { widgetOf } from '../widgets/registry'
import { withNodeDefaults } from './node-defaults'
import { FieldsOnApproach } from './FieldsOnApproach'

// Formily loads with the first form, so its compiler and rules are set up here rather than by the page host.
setupEngine()

const FormilySchemaField = createSchemaField({ components: formComponents() })

/**
 * Formily's SchemaField hands its props on to the root's RecursionField, `filterProperties` included, which its type
 * leaves out.
 */
const SchemaField = FormilySchemaField as ComponentType<
  ComponentProps<typeof FormilySchemaField> & Pick<IRecursionFieldProps, 'filterProperties'>
>

export type FormMode = 'add' | 'edit' | 'detail'

/**
 * A Formily form from a schema's `form` spec. Expressions see `$mode` (add, edit or detail) and `$record`, so a
 * schema can show the password only on add: "x-visible": "{{$mode === 'add'}}", and `$dictText` (dict-text-scope.ts),
 * so a reaction can fill a field from the row another field chose.
 */
export function SchemaForm({
  form,
  spec,
  mode,
  record,
}: {
  form: Form
  spec: FormSpec
  mode: FormMode
  record?: object
}) {
  const { data, components, dictionaries } = useEngine()
  bindFormData(form, data)
  const dictText = useMemo(() => dictTextScope(dictionaries), [dictionaries])
  const schema = useMemo(() => withNodeDefaults(spec.schema, widgetOf) as ISchema, [spec.schema])
  const names = useMemo(
    () => (Schema.getOrderProperties(schema) as { key: SchemaKey }[]).map(({ key }) => key),
    [schema],
  )
  const labelCol = spec.labelCol ?? 5
  // A fixed label width keeps the labels of a form grid's columns, and of fields spanning them, in line.
  const labels = spec.labelWidth ? { labelWidth: spec.labelWidth } : { labelCol, wrapperCol: 24 - labelCol - 1 }
  return (
    <FormilyForm form={form} {...labels} feedbackLayout="terse">
      <FieldsOnApproach form={form} names={names}>
        {(filterProperties) => (
          // The app's registered components join the engine's own, as Formily merges a SchemaField's components.
          <SchemaField
            schema={schema}
            components={components.form}
            scope={{ $mode: mode, $record: record ?? {}, $dictText: dictText }}
            filterProperties={filterProperties}
          />
        )}
      </FieldsOnApproach>
    </FormilyForm>
  )
}
