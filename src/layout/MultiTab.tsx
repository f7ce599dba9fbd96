import { App, Button, Dropdown, Tabs, type MenuProps } from 'antd'
import { ArrowLeftOutlined, ArrowRightOutlined, CloseOutlined, DownOutlined, ReloadOutlined } from '@ant-design/icons'
import { useNavigate } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { homePath } from '@/config/env'
import { openAddress } from './page-opening'
import {
  addressOfTab,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  reloadTab,
  tabs,
  type TabOutcome,
} from './tabs-store'

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

/**
 * The tab context menu sits above everything, pages' own overlays included: z-index 9999, as in the original. Given
 * to the menus themselves: a ConfigProvider theme around the tab bar made antd generate the style sheets of every
 * component in it again under a token of its own (the button's alone 70 KB of CSS text, on every first load).
 */
const CONTEXT_MENU_STYLE = { zIndex: 9999 }

/** antd names a tab's close button in English unless told otherwise. */
const TABS_LOCALE = { removeAriaLabel: '关闭' }

/**
 * The tab bar of multi-tab mode: one tab per open page, with a context menu and middle-click to close. The same
 * actions for the current tab open from a button at the end of the bar, so the keyboard reaches them: the arrow keys
 * and Enter pick a tab, Tab moves on to the button, and Enter or Space opens its menu.
 */
export function MultiTab() {
  const { pages, active } = useSnapshot(tabs)
  const navigate = useNavigate()
  const { message } = App.useApp()

  const open = (key: string) => openAddress(addressOfTab(key), navigate)
  const apply = (outcome: TabOutcome) => {
    if (outcome.refusal) message.warning(outcome.refusal)
    else if (outcome.next) open(outcome.next)
  }
  const menuFor = (pageKey: string): MenuProps => ({
    items: CONTEXT_ITEMS,
    onClick: ({ key, domEvent }) => {
      // The menu is portalled but still inside the tab in React's tree: its click must not also select the tab.
      domEvent.stopPropagation()
      apply(CONTEXT_ACTIONS[key](pageKey))
    },
  })

  return (
    <Tabs
      className="multi-tab"
      type="editable-card"
      hideAdd
      size="small"
      activeKey={active}
      onChange={open}
      locale={TABS_LOCALE}
      tabBarExtraContent={{
        right: (
          // eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into the menu this button opened, so arrows and Enter reach its items
          <Dropdown trigger={['click']} menu={menuFor(active)} overlayStyle={CONTEXT_MENU_STYLE} autoFocus>
            <Button type="text" size="small" aria-label="当前页签操作" aria-haspopup="menu" icon={<DownOutlined />} />
          </Dropdown>
        ),
      }}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') apply(closeTab(key))
      }}
      items={pages.map((page) => ({
        key: page.key,
        closable: page.key !== homePath,
        label: (
          <>
            <Dropdown trigger={['contextMenu']} menu={menuFor(page.key)} overlayStyle={CONTEXT_MENU_STYLE}>
              {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a middle click is a mouse gesture on the text; the tab itself takes Delete from the keyboard */}
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
          </>
        ),
      }))}
    />
  )
}
