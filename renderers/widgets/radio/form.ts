import { Radio } from '@formily/antd-v5/esm/radio'

export default Radio.Group
