export { Switch as default } from '@formily/antd-v5/esm/switch'
