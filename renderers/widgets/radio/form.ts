import { Radio } from '@formily/antd-v5/esm/radio'
import type { ComponentType } from 'react'
import { labelledGroup } from '../../form/labelled-group'

export default labelledGroup(Radio.Group as ComponentType<Record<string, unknown>>, 'radiogroup')
