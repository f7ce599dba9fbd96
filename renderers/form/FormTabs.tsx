import { FormTab } from '@formily/antd-v5/esm/form-tab'
import { onFormValidateFailed } from '@formily/core'
import { useField, useFieldSchema, useFormEffects } from '@formily/react'
import { useState, type ComponentProps } from 'react'

/**
 * Formily's FormTab that opens the first tab holding an error when the form fails validation (as the original
 * one-to-many form stops at the first failing sub-table and activates its tab). Panes keep their fields mounted with
 * `forceRender`. Formily also hands it the panes' fields as children, which FormTab renders through antd's `items`: passed
 * on, antd would take them for the deprecated `Tabs.TabPane` children and warn.
 */
function InternalFormTabs({
  onChange,
  children,
  ...props
}: Omit<ComponentProps<typeof FormTab>, 'formTab' | 'activeKey'>) {
  const field = useField()
  const schema = useFieldSchema()
  const [activeKey, setActiveKey] = useState<string>()
  useFormEffects(() => {
    onFormValidateFailed((form) => {
      const panes = Object.keys(schema.properties ?? {})
      const failing = panes.find(
        (name) =>
          form.queryFeedbacks({ type: 'error', address: `${field.address.concat(name).toString()}.*` }).length > 0,
      )
      if (failing !== undefined) setActiveKey(failing)
    })
  })
  return (
    <FormTab
      {...props}
      activeKey={activeKey}
      onChange={(key) => {
        setActiveKey(key)
        onChange?.(key)
      }}
    />
  )
}

export const FormTabs = Object.assign(InternalFormTabs, { TabPane: FormTab.TabPane })
