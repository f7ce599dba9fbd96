import { Checkbox } from '@formily/antd-v5/esm/checkbox'
import type { ComponentType } from 'react'
import { labelledGroup } from '../../form/labelled-group'

export default labelledGroup(Checkbox.Group as ComponentType<Record<string, unknown>>, 'group')
