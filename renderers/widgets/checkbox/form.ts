import { Checkbox } from '@formily/antd-v5/esm/checkbox'

export default Checkbox.Group
