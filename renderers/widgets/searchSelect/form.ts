export { JSearchSelectTag as default } from './JSearchSelectTag'
