import {
  ApartmentOutlined,
  ApiOutlined,
  AppstoreOutlined,
  BankOutlined,
  BookOutlined,
  CheckSquareOutlined,
  ClockCircleOutlined,
  ClusterOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DeploymentUnitOutlined,
  ExperimentOutlined,
  FileSearchOutlined,
  FileTextOutlined,
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
  PartitionOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SettingOutlined,
  TableOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons'
import type { ComponentType } from 'react'

/**
 * Menu rows name antd v3 icons as strings; the icons the system menus use are bundled (every icon of the built-in
 * backend's menu included), anything else falls back to a neutral icon.
 */
const ICONS: Record<string, ComponentType> = {
  apartment: ApartmentOutlined,
  api: ApiOutlined,
  appstore: AppstoreOutlined,
  bank: BankOutlined,
  book: BookOutlined,
  'check-square': CheckSquareOutlined,
  'clock-circle': ClockCircleOutlined,
  cluster: ClusterOutlined,
  dashboard: DashboardOutlined,
  database: DatabaseOutlined,
  'deployment-unit': DeploymentUnitOutlined,
  experiment: ExperimentOutlined,
  'file-search': FileSearchOutlined,
  'file-text': FileTextOutlined,
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
  partition: PartitionOutlined,
  safety: SafetyOutlined,
  'safety-certificate': SafetyCertificateOutlined,
  schedule: ScheduleOutlined,
  setting: SettingOutlined,
  table: TableOutlined,
  tags: TagsOutlined,
  team: TeamOutlined,
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
