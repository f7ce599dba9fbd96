import { Checkbox } from '@formily/antd-v5/esm/checkbox'
import { Radio } from '@formily/antd-v5/esm/radio'
import { Select } from '@formily/antd-v5/esm/select'
import { itemText, useDictItems } from '../../dict'
import { labelledGroup } from '../../form/labelled-group'
import { asWidget, type Option, type OptionsWidgetProps, withOptions } from '../parts/options-widget'

interface DictProps extends OptionsWidgetProps {
  dict?: string
}

function useDictOptions({ dict }: DictProps): Option[] | undefined {
  const items = useDictItems(dict)
  return items?.map((item) => ({ label: itemText(item), value: item.value, disabled: item.disabled }))
}

const DICT_PROPS = ['dict']

const DICT_CHOICES = {
  select: withOptions<DictProps>(asWidget(Select), useDictOptions, DICT_PROPS),
  radio: withOptions<DictProps>(labelledGroup(asWidget(Radio.Group), 'radiogroup'), useDictOptions, DICT_PROPS),
  checkbox: withOptions<DictProps>(labelledGroup(asWidget(Checkbox.Group), 'group'), useDictOptions, DICT_PROPS),
}

/**
 * Dictionary-driven choices (x-component-props.dict, plain or table form) shown as JeecgBoot's JDictSelectTag shows
 * them by its `type`: a select (the default), radio buttons or checkboxes.
 */
export function DictField({ type, ...props }: DictProps & { type?: keyof typeof DICT_CHOICES }) {
  const Choices = DICT_CHOICES[type ?? 'select']
  return <Choices {...props} />
}
