export { Password as default } from '@formily/antd-v5/esm/password'
