import { Alert, App, Divider, Drawer, List, Radio, Select, Switch, Tooltip, Typography } from 'antd'
import { CheckOutlined } from '@ant-design/icons'
import type { ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { PRIMARY_COLORS, settings, settingsActions, type LayoutMode, type NavTheme } from './settings-store'

/**
 * Switches the primary colour after the loading message had a frame to paint; antd re-themes every component. The
 * original's failure text is English (Failed to update theme): it is shown in Chinese.
 */
function useColorChange() {
  const { message } = App.useApp()
  return (color: string) => {
    if (color === settings.primaryColor) return
    const hide = message.loading('正在编译主题！', 0)
    requestAnimationFrame(() =>
      setTimeout(() => {
        try {
          settingsActions.setPrimaryColor(color)
        } catch {
          message.error('主题更新失败！')
        } finally {
          requestAnimationFrame(() => hide())
        }
      }),
    )
  }
}

function SettingRow({ title, struck = false, children }: { title: string; struck?: boolean; children: ReactNode }) {
  return (
    <List.Item actions={[children]}>
      <span style={{ textDecoration: struck ? 'line-through' : undefined }}>{title}</span>
    </List.Item>
  )
}

/**
 * The settings drawer's display settings, with their dependencies: Fluid width is only offered for the
 * top menu, hiding the header needs a fixed header, and the side menu cannot be fixed under a top menu. Every
 * change applies at once and is kept in this browser.
 */
export function SettingDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const snapshot = useSnapshot(settings)
  const changeColor = useColorChange()
  const topmenu = snapshot.layout === 'topmenu'

  return (
    <Drawer title="系统设置" placement="right" width={300} open={open} onClose={onClose}>
      <Typography.Title level={5}>整体风格设置</Typography.Title>
      <Radio.Group
        aria-label="整体风格设置"
        optionType="button"
        value={snapshot.navTheme}
        onChange={(event) => settingsActions.setNavTheme(event.target.value as NavTheme)}
        options={[
          { value: 'dark', label: '暗色菜单风格' },
          { value: 'light', label: '亮色菜单风格' },
        ]}
      />

      <Typography.Title level={5} style={{ marginTop: 24 }}>
        主题色
      </Typography.Title>
      <div className="theme-colors">
        {PRIMARY_COLORS.map(({ name, color }, index) => (
          <Tooltip key={color} title={index === 0 ? `${name}（默认）` : name}>
            <button
              type="button"
              className="theme-color"
              aria-label={name}
              aria-pressed={snapshot.primaryColor.toUpperCase() === color}
              style={{ background: color }}
              onClick={() => changeColor(color)}
            >
              {snapshot.primaryColor.toUpperCase() === color && <CheckOutlined />}
            </button>
          </Tooltip>
        ))}
      </div>
      <Divider />

      <Typography.Title level={5}>导航模式</Typography.Title>
      <Radio.Group
        aria-label="导航模式"
        optionType="button"
        value={snapshot.layout}
        onChange={(event) => settingsActions.setLayout(event.target.value as LayoutMode)}
        options={[
          { value: 'sidemenu', label: '侧边栏导航' },
          { value: 'topmenu', label: '顶部栏导航' },
        ]}
      />
      <List split={false} style={{ marginTop: 16 }}>
        <SettingRow title="内容区域宽度">
          <Tooltip title="该设定仅 [顶部栏导航] 时有效">
            <Select
              aria-label="内容区域宽度"
              size="small"
              style={{ width: 80 }}
              value={snapshot.contentWidth}
              onChange={settingsActions.setContentWidth}
              options={[{ value: 'Fixed', label: '固定' }, ...(topmenu ? [{ value: 'Fluid', label: '流式' }] : [])]}
            />
          </Tooltip>
        </SettingRow>
        <SettingRow title="固定 Header">
          <Switch
            aria-label="固定 Header"
            size="small"
            checked={snapshot.fixedHeader}
            onChange={settingsActions.setFixedHeader}
          />
        </SettingRow>
        <SettingRow title="下滑时隐藏 Header" struck={!snapshot.fixedHeader}>
          <Tooltip title={snapshot.fixedHeader ? undefined : '固定 Header 时可配置'}>
            <Switch
              aria-label="下滑时隐藏 Header"
              size="small"
              disabled={!snapshot.fixedHeader}
              checked={snapshot.autoHideHeader}
              onChange={settingsActions.setAutoHideHeader}
            />
          </Tooltip>
        </SettingRow>
        <SettingRow title="固定侧边菜单" struck={topmenu}>
          <Switch
            aria-label="固定侧边菜单"
            size="small"
            disabled={topmenu}
            checked={snapshot.fixedSidebar}
            onChange={settingsActions.setFixedSidebar}
          />
        </SettingRow>
      </List>
      <Divider />

      <Typography.Title level={5}>其他设置</Typography.Title>
      <List split={false}>
        <SettingRow title="色弱模式">
          <Switch
            aria-label="色弱模式"
            size="small"
            checked={snapshot.colorWeak}
            onChange={settingsActions.setColorWeak}
          />
        </SettingRow>
        <SettingRow title="多页签模式">
          <Switch
            aria-label="多页签模式"
            size="small"
            checked={snapshot.multipage}
            onChange={settingsActions.setMultipage}
          />
        </SettingRow>
      </List>
      <Alert type="info" showIcon message="设置即时生效，并保存在当前浏览器中。" />
    </Drawer>
  )
}
