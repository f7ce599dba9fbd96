import { App, ConfigProvider, Dropdown, Tabs, type MenuProps } from 'antd'
import { ArrowLeftOutlined, ArrowRightOutlined, CloseOutlined, ReloadOutlined } from '@ant-design/icons'
import { useNavigate } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { homePath } from '@/config/env'
import { closeLeft, closeOthers, closeRight, closeTab, reloadTab, tabs, type TabOutcome } from './tabs-store'

const CONTEXT_ITEMS: MenuProps['items'] = [
  { key: 'reload', icon: <ReloadOutlined />, label: '刷新' },
  { key: 'left', icon: <ArrowLeftOutlined />, label: '关闭左侧' },
  { key: 'right', icon: <ArrowRightOutlined />, label: '关闭右侧' },
  { key: 'others', icon: <CloseOutlined />, label: '关闭其它' },
]

const CONTEXT_ACTIONS: Record<string, (key: string) => TabOutcome> = {
  reload: reloadTab,
  left: closeLeft,
  right: closeRight,
  others: closeOthers,
}

/** The tab context menu sits above everything, pages' own overlays included (spec §9: z-index 9999). */
const CONTEXT_MENU_THEME = { components: { Dropdown: { zIndexPopup: 9999 } } }

/** The tab bar of multi-tab mode: one tab per open page, with a context menu and middle-click to close. */
export function MultiTab() {
  const { pages, active } = useSnapshot(tabs)
  const navigate = useNavigate()
  const { message } = App.useApp()

  const apply = (outcome: TabOutcome) => {
    if (outcome.refusal) message.warning(outcome.refusal)
    else if (outcome.next) navigate(outcome.next)
  }

  return (
    <ConfigProvider theme={CONTEXT_MENU_THEME}>
      <Tabs
        className="multi-tab"
        type="editable-card"
        hideAdd
        size="small"
        activeKey={active}
        onChange={(key) => navigate(key)}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') apply(closeTab(key))
        }}
        items={pages.map((page) => ({
          key: page.key,
          closable: page.key !== homePath,
          label: (
            <Dropdown
              trigger={['contextMenu']}
              menu={{
                items: CONTEXT_ITEMS,
                onClick: ({ key, domEvent }) => {
                  // The menu is portalled but still inside the tab in React's tree: its click must not also select the tab.
                  domEvent.stopPropagation()
                  apply(CONTEXT_ACTIONS[key](page.key))
                },
              }}
            >
              <span
                className="multi-tab-label"
                onMouseDown={(event) => {
                  // antd closes a closable tab on a middle click; on home the same gesture explains why it stays.
                  if (event.button === 1 && page.key === homePath) apply(closeTab(page.key))
                }}
              >
                {page.title}
              </span>
            </Dropdown>
          ),
        }))}
      />
    </ConfigProvider>
  )
}
