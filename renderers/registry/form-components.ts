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
import { AreaAddressInput, JAreaLinkage } from '@/widgets/area'
import { CronInput } from '@/widgets/cron'
import { CodeEditor, MarkdownEditor, RichTextEditor } from '@/widgets/editors'
import { ClickToEdit, EditableTable } from '../form/editable-table'
import { FormTabs } from '../form/FormTabs'
import { FileUpload, ImageUpload, UploadCell } from '../upload'
import { Picker } from '../picker/PickerField'
import { PopupPicker } from '../report/PopupPicker'
import { DictCheckbox, DictRadio, DictSelect, RemoteSelect } from './dict-widgets'
import { JSearchSelectTag } from './search-select/JSearchSelectTag'
import { JCategorySelect } from './tree-select/JCategorySelect'
import { JTreeSelect } from './tree-select/JTreeSelect'

/**
 * Every name a form schema may use in x-component / x-decorator. Formily resolves dotted names (Radio.Group,
 * ArrayTable.Column) through the component's static members, so those count as known when the head is.
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
  CronInput,
  JTreeSelect,
  JCategorySelect,
  JSearchSelectTag,
  JAreaLinkage,
  AreaAddressInput,
  CodeEditor,
  MarkdownEditor,
  RichTextEditor,
  PopupPicker,
  JUpload: FileUpload,
  JImageUpload: ImageUpload,
  JUploadCell: UploadCell,
  Picker,
}

export function isFormComponent(name: string): boolean {
  const [head, ...members] = name.split('.')
  let current: unknown = (FORM_COMPONENTS as Record<string, unknown>)[head]
  for (const member of members) current = current ? (current as Record<string, unknown>)[member] : undefined
  return !!current
}
