import { FormTab } from '@formily/antd-v5/esm/form-tab'
import { onFormValidateFailed } from '@formily/core'
import { observer, RecursionField, useField, useFieldSchema, useFormEffects } from '@formily/react'
import { Badge, ConfigProvider, Tabs, type TabsProps } from 'antd'
import { useCallback, useContext, useState, type ReactNode } from 'react'
import { useHiddenPart } from './hidden-parts'

/** A pane's `x-component-props`: antd's props of a tab, with the title as `tab`. */
type PaneProps = Omit<NonNullable<TabsProps['items']>[number], 'key' | 'label' | 'children'> & { tab?: ReactNode }

/**
 * Both observers below read the form's fields (the panes', their feedbacks), and a pane drawn for the first time creates
 * its fields while it renders: told at once, they would set their state during the pane's render, which React warns
 * about and may apply to a render it throws away. They draw again once that render is over.
 */
const AFTER_RENDER = { scheduler: (update: () => void) => queueMicrotask(update) }

/** A pane's title, with the count of its fields' errors beside it (as Formily's FormTab draws it). */
const PaneTitle = observer(function PaneTitle({ name, tab }: { name: string; tab: ReactNode }) {
  const field = useField()
  const errors = field.form.queryFeedbacks({ type: 'error', address: `${field.address.concat(name).toString()}.*` })
  if (!errors.length) return <>{tab}</>
  return (
    <Badge size="small" className="errors-badge" count={errors.length}>
      {tab}
    </Badge>
  )
}, AFTER_RENDER)

/**
 * A form's tabs, drawn as Formily's FormTab draws them, with two differences. A pane's fields mount when the pane is
 * first shown (antd's default), not with the form: a long tabbed form draws only its first pane. The save draws the
 * panes not yet shown before it validates (hidden-parts.ts), so a required field in a tab never opened still blocks
 * it, and then the first tab holding an error opens (as the original one-to-many form stops at the first failing
 * sub-table and activates its tab). Formily also hands the component the panes' fields as children; they are drawn
 * through antd's `items` instead (passed on, antd would take them for the deprecated `Tabs.TabPane` children).
 */
const InternalFormTabs = observer(function InternalFormTabs({
  onChange,
  children: _panes,
  className,
  ...props
}: Omit<TabsProps, 'items' | 'activeKey'> & { children?: ReactNode }) {
  const field = useField()
  const schema = useFieldSchema()
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext)
  const [activeKey, setActiveKey] = useState<string>()
  const [mountAll, setMountAll] = useState(false)
  useHiddenPart(
    field.form,
    useCallback(() => setMountAll(true), []),
  )
  useFormEffects(() => {
    onFormValidateFailed((form) => {
      const failing = Object.keys(schema.properties ?? {}).find(
        (name) =>
          form.queryFeedbacks({ type: 'error', address: `${field.address.concat(name).toString()}.*` }).length > 0,
      )
      if (failing !== undefined) setActiveKey(failing)
    })
  })
  const items: TabsProps['items'] = []
  schema.mapProperties((pane, name) => {
    const paneField = field.query(field.address.concat(name)).take()
    if (paneField?.display === 'none' || paneField?.display === 'hidden') return
    if (!String(pane['x-component'] ?? '').includes('TabPane')) return
    const paneProps: PaneProps = { ...(pane['x-component-props'] as PaneProps), ...paneField?.componentProps }
    items.push({
      ...paneProps,
      key: String(name),
      label: <PaneTitle name={String(name)} tab={paneProps.tab} />,
      forceRender: mountAll || paneProps.forceRender,
      children: <RecursionField schema={pane} name={name} />,
    })
  })
  return (
    <Tabs
      {...props}
      className={[getPrefixCls('formily-tab'), className].filter(Boolean).join(' ')}
      activeKey={activeKey}
      items={items}
      onChange={(key) => {
        setActiveKey(key)
        onChange?.(key)
      }}
    />
  )
}, AFTER_RENDER)

export const FormTabs = Object.assign(InternalFormTabs, { TabPane: FormTab.TabPane })
