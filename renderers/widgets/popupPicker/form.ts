export { PopupPicker as default } from '../../report/PopupPicker'
