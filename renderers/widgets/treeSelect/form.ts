export { JTreeSelect as default } from './JTreeSelect'
