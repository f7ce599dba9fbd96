export { Select as default } from '@formily/antd-v5/esm/select'
