export { default } from '../date/form'
