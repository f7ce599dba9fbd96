import { Input } from '@formily/antd-v5/esm/input'

export default Input.TextArea
