/**
 * The app loads its forms, dialogs and heavier search inputs on first use, through dynamic imports. Under vitest such
 * an import transforms the module and all it pulls at that moment, which on a busy machine outlasts a findBy wait.
 * Imported by the render helpers, these make each dynamic import resolve at once, as a browser's cached chunk does.
 */
import 'antd/es/drawer'
import 'antd/es/image'
import 'antd/es/modal'
import '@renderers/form/FormContainer'
import '@renderers/form/FormPage'
import '@renderers/actions/ImportModal'
import '@renderers/list/SideTree'
import '@renderers/query/AdvancedQueryModal'
import '@renderers/tree/TreeAssignDrawer'
import '@renderers/upload/ImagePreview'
import '@/engine/form-widgets'
import '@/layout/ChangePasswordModal'
import '@/layout/DepartSelectModal'
import '@/layout/SettingDrawer'
import '@/notices/NoticeModal'
import '@/notices/NoticePanel'
import '@/pages/user/login/PhoneLoginForm'

// The widgets' heavier search inputs, each a module of its widget's folder.
import.meta.glob('/renderers/widgets/*/search.tsx', { eager: true })
