export { Picker as default } from '../../picker/PickerField'
