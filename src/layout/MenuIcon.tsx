import {
  AccountBookOutlined,
  ApartmentOutlined,
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BookOutlined,
  CarOutlined,
  CheckSquareOutlined,
  ClockCircleOutlined,
  ClusterOutlined,
  ContactsOutlined,
  CopyrightOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DeploymentUnitOutlined,
  ExperimentOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  FormOutlined,
  FundOutlined,
  GlobalOutlined,
  HomeOutlined,
  IdcardOutlined,
  LinkOutlined,
  MenuOutlined,
  MessageOutlined,
  MonitorOutlined,
  NotificationOutlined,
  NumberOutlined,
  PartitionOutlined,
  PayCircleOutlined,
  ProfileOutlined,
  ProjectOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SettingOutlined,
  SolutionOutlined,
  SwapOutlined,
  TableOutlined,
  TagsOutlined,
  TeamOutlined,
  TrademarkOutlined,
  UserOutlined,
} from '@ant-design/icons'
import type { ComponentType } from 'react'

/**
 * Menu rows name antd v3 icons as strings; the icons the system menus use are bundled (every icon of the built-in
 * backend's menu included), anything else falls back to a neutral icon.
 */
const ICONS: Record<string, ComponentType> = {
  'account-book': AccountBookOutlined,
  apartment: ApartmentOutlined,
  api: ApiOutlined,
  appstore: AppstoreOutlined,
  audit: AuditOutlined,
  bank: BankOutlined,
  book: BookOutlined,
  car: CarOutlined,
  'check-square': CheckSquareOutlined,
  'clock-circle': ClockCircleOutlined,
  cluster: ClusterOutlined,
  contacts: ContactsOutlined,
  copyright: CopyrightOutlined,
  dashboard: DashboardOutlined,
  database: DatabaseOutlined,
  'deployment-unit': DeploymentUnitOutlined,
  experiment: ExperimentOutlined,
  'file-search': FileSearchOutlined,
  'file-text': FileTextOutlined,
  'folder-open': FolderOpenOutlined,
  form: FormOutlined,
  fund: FundOutlined,
  global: GlobalOutlined,
  home: HomeOutlined,
  idcard: IdcardOutlined,
  link: LinkOutlined,
  menu: MenuOutlined,
  message: MessageOutlined,
  monitor: MonitorOutlined,
  notification: NotificationOutlined,
  number: NumberOutlined,
  partition: PartitionOutlined,
  'pay-circle': PayCircleOutlined,
  profile: ProfileOutlined,
  project: ProjectOutlined,
  safety: SafetyOutlined,
  'safety-certificate': SafetyCertificateOutlined,
  schedule: ScheduleOutlined,
  setting: SettingOutlined,
  solution: SolutionOutlined,
  swap: SwapOutlined,
  table: TableOutlined,
  tags: TagsOutlined,
  team: TeamOutlined,
  trademark: TrademarkOutlined,
  user: UserOutlined,
}

/** `user`, `UserOutlined` and `userOutlined` all name the same icon. */
const iconKey = (name: string) =>
  name
    .replace(/Outlined$/, '')
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase()

export const isKnownMenuIcon = (name: string): boolean => iconKey(name) in ICONS

export function MenuIcon({ name }: { name: string }) {
  const Icon = ICONS[iconKey(name)] ?? AppstoreOutlined
  return <Icon />
}
