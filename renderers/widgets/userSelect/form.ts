export { UserSelect as default } from '../../picker/PresetPickers'
