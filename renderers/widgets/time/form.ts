export { TimePicker as default } from '@formily/antd-v5/esm/time-picker'
