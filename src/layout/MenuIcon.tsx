import {
  ApartmentOutlined,
  AppstoreOutlined,
  BookOutlined,
  DashboardOutlined,
  DeploymentUnitOutlined,
  FileTextOutlined,
  HomeOutlined,
  NotificationOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
  ClockCircleOutlined,
  DatabaseOutlined,
  SafetyOutlined,
  LinkOutlined,
  MonitorOutlined,
  ExperimentOutlined,
  MessageOutlined,
} from '@ant-design/icons'
import type { ComponentType } from 'react'

/** Menu rows name antd v3 icons as strings; only a known set is bundled, anything else falls back to a neutral icon. */
const ICONS: Record<string, ComponentType> = {
  apartment: ApartmentOutlined,
  appstore: AppstoreOutlined,
  book: BookOutlined,
  dashboard: DashboardOutlined,
  'deployment-unit': DeploymentUnitOutlined,
  'file-text': FileTextOutlined,
  home: HomeOutlined,
  notification: NotificationOutlined,
  setting: SettingOutlined,
  team: TeamOutlined,
  user: UserOutlined,
  'clock-circle': ClockCircleOutlined,
  database: DatabaseOutlined,
  safety: SafetyOutlined,
  link: LinkOutlined,
  monitor: MonitorOutlined,
  experiment: ExperimentOutlined,
  message: MessageOutlined,
}

export function MenuIcon({ name }: { name: string }) {
  const Icon = ICONS[name.replace(/Outlined$/, '').replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()] ?? AppstoreOutlined
  return <Icon />
}
