export { DepartSelect as default } from '../../picker/PresetPickers'
