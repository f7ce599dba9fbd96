export { DatePicker as default } from '@formily/antd-v5/esm/date-picker'
