export { DateTimePicker as default } from './DateTimePicker'
