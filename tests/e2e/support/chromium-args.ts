/**
 * What Debian's Chromium is launched with for the end-to-end tests and the bench: without a GPU or QUIC, and without
 * the browser's own interface work beside the page under test.
 */

/**
 * The features playwright-core 1.65.1 turns off itself (`disabledFeatures` in its `chromiumSwitches`). Chromium reads
 * only the last `--disable-features` it is given, and Playwright puts ours after its own, so ours must repeat its list
 * or the rest of Playwright's choices are lost (HTTPS upgrades and third-party storage partitioning back on, among
 * them: the renderers' command line then named PaintHolding and ours alone). `tests/unit/chromium-args.test.ts`
 * fails when an upgrade of playwright-core changes that list.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AimEnabled',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsFirstBalancedModeAutoEnable',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'NetworkTimeServiceQuerying',
  'OptimizationHints',
  'PaintHolding',
  'PreconnectToSearch',
  'TcpPortRandomizationWin',
  'ThirdPartyStoragePartitioning',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  'msForceBrowserSignIn',
]

/**
 * Chromium 156 gives every window its address bar's suggestion popup as a page of its own
 * (`chrome://omnibox-popup.top-chrome/`, in a renderer process of its own), loaded as the window opens. Playwright
 * opens a window for each browser context, and the tests open a context per test: `shell.e2e.ts` ran 10–11 of those
 * renderers, 17–19 s of processor time beside the app's own 43–60 s, for a popup no headless test can open. Measured
 * with the per-process counts of /proc, two runs each, interleaved: the file's tests 80–81 s → 65–68 s, Chromium and
 * node 126–138 → 98–106 s of processor time.
 */
const INTERFACE_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']

/**
 * Ours beside Playwright's own switches, which already run Chromium headless, without the sandbox, the first-run
 * screens, sync, component updates and background traffic (this closed network refuses it).
 */
export const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-quic',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...INTERFACE_FEATURES].join(',')}`,
]
