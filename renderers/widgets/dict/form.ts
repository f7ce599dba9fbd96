export { DictField as default } from './DictField'
