import { useStyleRegister } from '@ant-design/cssinjs'
import { theme } from 'antd'

/** The class of a command drawn as a link (LinkButton). */
export const LINK_BUTTON = 'engine-link-button'
/** The class of the thin upright line between two such commands in a row (antd's vertical Divider). */
export const LINK_DIVIDER = 'engine-link-divider'

/**
 * The link commands' style sheet, from the theme's tokens, as antd draws a small link Button without padding and a
 * vertical Divider: registered once where the engine's provider is, not once per command. Each antd Button brings a
 * wave effect, a loading-icon motion and three style hooks that look their `<style>` up among the page's on every
 * mount; a list's row actions drew dozens of them per page (#37: about a third of the components of a list page's
 * commit of its rows).
 */
export function useLinkStyles(): void {
  const { theme: designTheme, token } = theme.useToken()
  useStyleRegister({ theme: designTheme, token, path: ['engine-link-styles'] }, () => ({
    [`.${LINK_BUTTON}`]: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: token.marginXS,
      padding: 0,
      border: 0,
      outline: 'none',
      background: 'transparent',
      fontFamily: 'inherit',
      fontSize: token.fontSize,
      lineHeight: token.lineHeight,
      whiteSpace: 'nowrap',
      color: token.colorLink,
      cursor: 'pointer',
      transition: `color ${token.motionDurationMid} ${token.motionEaseInOut}`,
      touchAction: 'manipulation',
      '&:hover': { color: token.colorLinkHover },
      '&:active': { color: token.colorLinkActive },
      '&:focus-visible': {
        outline: `${token.lineWidthFocus}px solid ${token.colorPrimaryBorder}`,
        outlineOffset: 1,
        borderRadius: token.borderRadiusSM,
      },
      '&:disabled': { color: token.colorTextDisabled, cursor: 'not-allowed' },
      '&:disabled > *': { pointerEvents: 'none' },
    },
    [`.${LINK_DIVIDER}`]: {
      position: 'relative',
      top: '-0.06em',
      display: 'inline-block',
      height: '0.9em',
      marginInline: token.marginXS,
      verticalAlign: 'middle',
      borderInlineStart: `${token.lineWidth}px solid ${token.colorSplit}`,
    },
  }))
}
