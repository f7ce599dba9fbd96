import { Checkbox } from '@formily/antd-v5/esm/checkbox'
import { Radio } from '@formily/antd-v5/esm/radio'
import { Select } from '@formily/antd-v5/esm/select'
import type { ComponentType } from 'react'
import { itemText, useDictItems } from '../dict'
import { type Option, type OptionsWidgetProps, withOptions } from './options-widget'
import { useRemoteOptions, type RemoteOptionsProps } from './use-remote-options'

interface DictProps extends OptionsWidgetProps {
  dict?: string
}

function useDictOptions({ dict }: DictProps): Option[] | undefined {
  const items = useDictItems(dict)
  return items?.map((item) => ({ label: itemText(item), value: item.value, disabled: item.disabled }))
}

const DICT_PROPS = ['dict']
const REMOTE_PROPS = ['url', 'params', 'labelKey', 'valueKey', 'childrenKey']

const asWidget = (component: unknown) => component as ComponentType<Record<string, unknown>>

/** Dictionary-driven choices (x-component-props.dict, plain or table form). */
export const DictSelect = withOptions<DictProps>(asWidget(Select), useDictOptions, DICT_PROPS)
export const DictRadio = withOptions<DictProps>(asWidget(Radio.Group), useDictOptions, DICT_PROPS)
export const DictCheckbox = withOptions<DictProps>(asWidget(Checkbox.Group), useDictOptions, DICT_PROPS)
/** Options read from any list endpoint (x-component-props.url, labelKey, valueKey, childrenKey). */
export const RemoteSelect = withOptions<RemoteOptionsProps & OptionsWidgetProps>(
  asWidget(Select),
  useRemoteOptions,
  REMOTE_PROPS,
)
