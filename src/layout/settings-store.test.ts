import { beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS, settings, settingsActions, themeConfig } from './settings-store'

beforeEach(() => Object.assign(settings, DEFAULT_SETTINGS))

describe('display setting dependencies', () => {
  it('unfixes the side menu when switching to the top menu', () => {
    settingsActions.setFixedSidebar(true)
    expect(settings.fixedSidebar).toBe(true)
    settingsActions.setLayout('topmenu')
    expect(settings.fixedSidebar).toBe(false)
    settingsActions.setFixedSidebar(true)
    expect(settings.fixedSidebar).toBe(false)
  })

  it('offers Fluid only with the top menu and falls back to Fixed for the side menu', () => {
    settingsActions.setContentWidth('Fluid')
    expect(settings.contentWidth).toBe('Fixed')
    settingsActions.setLayout('topmenu')
    settingsActions.setContentWidth('Fluid')
    expect(settings.contentWidth).toBe('Fluid')
    settingsActions.setLayout('sidemenu')
    expect(settings.contentWidth).toBe('Fixed')
  })

  it('hides the header on scroll only when it is fixed', () => {
    settingsActions.setAutoHideHeader(true)
    expect(settings.autoHideHeader).toBe(false)
    settingsActions.setFixedHeader(true)
    settingsActions.setAutoHideHeader(true)
    expect(settings.autoHideHeader).toBe(true)
    settingsActions.setFixedHeader(false)
    expect(settings.autoHideHeader).toBe(false)
  })

  it('accepts only colours', () => {
    settingsActions.setPrimaryColor('#722ED1')
    expect(settings.primaryColor).toBe('#722ED1')
    expect(() => settingsActions.setPrimaryColor('purple')).toThrow()
    expect(settings.primaryColor).toBe('#722ED1')
  })
})

describe('the antd theme', () => {
  it('carries the primary colour, and turns antd’s motion off when the system asks for reduced motion', () => {
    expect(themeConfig('#13C2C2', false).token).toEqual({ colorPrimary: '#13C2C2', motion: true })
    expect(themeConfig('#13C2C2', true).token).toEqual({ colorPrimary: '#13C2C2', motion: false })
  })
})
