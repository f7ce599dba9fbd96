export { Input as default } from '@formily/antd-v5/esm/input'
