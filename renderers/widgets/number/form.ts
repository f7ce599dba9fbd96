export { NumberPicker as default } from '@formily/antd-v5/esm/number-picker'
