import { proxy } from 'valtio'
import type { ThemeConfig } from 'antd'
import { storage } from '@/session/storage'

export type NavTheme = 'dark' | 'light'
export type LayoutMode = 'sidemenu' | 'topmenu'
export type ContentWidth = 'Fixed' | 'Fluid'

/** The display settings (the settings drawer's choices and whether the sidebar is open), kept in this browser. */
export interface DisplaySettings {
  sidebarOpened: boolean
  navTheme: NavTheme
  layout: LayoutMode
  contentWidth: ContentWidth
  fixedHeader: boolean
  autoHideHeader: boolean
  fixedSidebar: boolean
  colorWeak: boolean
  primaryColor: string
  multipage: boolean
}

export const PRIMARY_COLORS = [
  { name: '拂晓蓝', color: '#1890FF' },
  { name: '薄暮', color: '#F5222D' },
  { name: '火山', color: '#FA541C' },
  { name: '日暮', color: '#FAAD14' },
  { name: '明青', color: '#13C2C2' },
  { name: '极光绿', color: '#52C41A' },
  { name: '极客蓝', color: '#2F54EB' },
  { name: '酱紫', color: '#722ED1' },
] as const

export const DEFAULT_SETTINGS: DisplaySettings = {
  sidebarOpened: true,
  navTheme: 'light',
  layout: 'sidemenu',
  contentWidth: 'Fixed',
  fixedHeader: false,
  autoHideHeader: false,
  fixedSidebar: false,
  colorWeak: false,
  primaryColor: PRIMARY_COLORS[0].color,
  multipage: true,
}

/** The original front end's Vue-ls names (under the shared `pro__` prefix), so both read the same choices. */
export const SETTING_KEYS: Record<keyof DisplaySettings, string> = {
  sidebarOpened: 'SIDEBAR_TYPE',
  navTheme: 'DEFAULT_THEME',
  layout: 'DEFAULT_LAYOUT_MODE',
  contentWidth: 'DEFAULT_CONTENT_WIDTH_TYPE',
  fixedHeader: 'DEFAULT_FIXED_HEADER',
  autoHideHeader: 'DEFAULT_FIXED_HEADER_HIDDEN',
  fixedSidebar: 'DEFAULT_FIXED_SIDEMENU',
  colorWeak: 'DEFAULT_COLOR_WEAK',
  primaryColor: 'DEFAULT_COLOR',
  multipage: 'DEFAULT_MULTI_PAGE',
}

const isHexColor = (value: unknown): boolean => typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value)

/** What a stored value must look like to be trusted; anything else (another app, a hand edit) falls back. */
const VALID: { [K in keyof DisplaySettings]: (value: unknown) => boolean } = {
  sidebarOpened: (value) => typeof value === 'boolean',
  navTheme: (value) => value === 'dark' || value === 'light',
  layout: (value) => value === 'sidemenu' || value === 'topmenu',
  contentWidth: (value) => value === 'Fixed' || value === 'Fluid',
  fixedHeader: (value) => typeof value === 'boolean',
  autoHideHeader: (value) => typeof value === 'boolean',
  fixedSidebar: (value) => typeof value === 'boolean',
  colorWeak: (value) => typeof value === 'boolean',
  primaryColor: isHexColor,
  multipage: (value) => typeof value === 'boolean',
}

export function loadSettings(): DisplaySettings {
  const loaded = { ...DEFAULT_SETTINGS }
  for (const key of Object.keys(SETTING_KEYS) as (keyof DisplaySettings)[]) {
    const value = storage.get<unknown>(SETTING_KEYS[key])
    if (VALID[key](value)) Object.assign(loaded, { [key]: value })
  }
  return loaded
}

export const settings = proxy<DisplaySettings>(loadSettings())

/** Display settings are preferences, not session data: stored without expiry, as the original did. */
function save<K extends keyof DisplaySettings>(key: K, value: DisplaySettings[K]): void {
  settings[key] = value
  storage.set(SETTING_KEYS[key], value, null)
}

export const settingsActions = {
  setSidebarOpened: (opened: boolean) => save('sidebarOpened', opened),
  setNavTheme: (theme: NavTheme) => save('navTheme', theme),
  /** Stored before it applies: a colour this browser cannot keep is reported as a failed theme change. */
  setPrimaryColor: (color: string) => {
    if (!isHexColor(color)) throw new Error(`not a colour: ${color}`)
    storage.set(SETTING_KEYS.primaryColor, color, null)
    settings.primaryColor = color
  },
  /** A top menu cannot have a fixed side menu; Fluid width is not offered with a side menu. */
  setLayout: (layout: LayoutMode) => {
    save('layout', layout)
    if (layout === 'topmenu') save('fixedSidebar', false)
    else save('contentWidth', 'Fixed')
  },
  setContentWidth: (width: ContentWidth) => {
    save('contentWidth', settings.layout === 'topmenu' ? width : 'Fixed')
  },
  /** Hiding the header on scroll only exists for a fixed header, so unfixing it turns that off too. */
  setFixedHeader: (fixed: boolean) => {
    save('fixedHeader', fixed)
    if (!fixed) save('autoHideHeader', false)
  },
  setAutoHideHeader: (hide: boolean) => {
    save('autoHideHeader', hide && settings.fixedHeader)
  },
  setFixedSidebar: (fixed: boolean) => {
    save('fixedSidebar', fixed && settings.layout === 'sidemenu')
  },
  setColorWeak: (weak: boolean) => save('colorWeak', weak),
  setMultipage: (multipage: boolean) => save('multipage', multipage),
}

/**
 * The antd theme the whole app renders with: the primary colour is a design token, applied live. With reduced motion
 * antd's `motion` token is off: dialogs, drawers, dropdowns and toasts appear and leave at once instead of zooming and
 * sliding.
 */
export function themeConfig(primaryColor: string, reducedMotion: boolean): ThemeConfig {
  return { token: { colorPrimary: primaryColor, motion: !reducedMotion } }
}
