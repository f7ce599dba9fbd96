import { ArrayTable } from '@formily/antd-v5/esm/array-table'
import { Checkbox } from '@formily/antd-v5/esm/checkbox'
import { DatePicker } from '@formily/antd-v5/esm/date-picker'
import { FormGrid } from '@formily/antd-v5/esm/form-grid'
import { FormItem } from '@formily/antd-v5/esm/form-item'
import { Input } from '@formily/antd-v5/esm/input'
import { NumberPicker } from '@formily/antd-v5/esm/number-picker'
import { Password } from '@formily/antd-v5/esm/password'
import { Radio } from '@formily/antd-v5/esm/radio'
import { Select } from '@formily/antd-v5/esm/select'
import { Space } from '@formily/antd-v5/esm/space'
import { Switch } from '@formily/antd-v5/esm/switch'
import { TreeSelect } from '@formily/antd-v5/esm/tree-select'
import { ClickToEdit, EditableTable } from '../form/editable-table'
import { FormTabs } from '../form/FormTabs'
import { FileUpload, ImageUpload, UploadCell } from '../upload'
import { Picker } from '../picker/PickerField'
import { PopupPicker } from '../report/PopupPicker'
import { type FormComponentName } from './form-component-names'
import { DictCheckbox, DictRadio, DictSelect, RemoteSelect } from './dict-widgets'
import { JSearchSelectTag } from './search-select/JSearchSelectTag'
import { JCategorySelect } from './tree-select/JCategorySelect'
import { JTreeSelect } from './tree-select/JTreeSelect'

/**
 * The engine's own components behind the names of form-component-names.ts, which the type holds to the same keys; the
 * app adds its widgets through the component registry it hands the engine.
 */
export const FORM_COMPONENTS = {
  FormItem,
  ClickToEdit,
  FormGrid,
  FormTab: FormTabs,
  Space,
  Input,
  Password,
  Select,
  DatePicker,
  NumberPicker,
  Switch,
  Radio,
  Checkbox,
  TreeSelect,
  ArrayTable,
  EditableTable,
  DictSelect,
  DictRadio,
  DictCheckbox,
  RemoteSelect,
  JTreeSelect,
  JCategorySelect,
  JSearchSelectTag,
  PopupPicker,
  JUpload: FileUpload,
  JImageUpload: ImageUpload,
  JUploadCell: UploadCell,
  Picker,
} satisfies Record<FormComponentName, unknown>
