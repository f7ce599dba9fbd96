export { Picker, PickerField, type PickerFieldProps } from './PickerField'
export { pickerConfig, type PickerConfig, type PickerFieldOptions } from './picker-config'
export { resolvePicker, validatePickerSchema, type PickerValidation } from './validate-picker'
