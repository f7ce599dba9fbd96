export { MoneyInput as default } from './MoneyInput'
