import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const local = (file: string) => fileURLToPath(new URL(`./${file}`, import.meta.url))

/**
 * One import inside antd that pulls far more than the importer uses (or does more work than the app needs), and what
 * it is pointed at instead.
 */
interface Narrowing {
  importer: RegExp
  source: string
  target: string
}

const NARROWINGS: readonly Narrowing[] = [
  // antd's Input, Select and every other field read antd's form context module, which takes only `FormProvider` from
  // rc-field-form; the package index it names also assigns Field, List, useForm and useWatch onto its default export,
  // which the bundler must keep, so any page with an input carried the whole form library and its validator (about
  // 17 KB gzip). The module that defines `FormProvider` is the one antd's Form uses too, so the context is shared.
  { importer: /\/antd\/es\/form\/context\.js$/, source: 'rc-field-form', target: 'rc-field-form/es/FormContext' },
  // antd's Radio.Group takes one string helper from antd's form hook module, which imports rc-field-form's index for
  // `useForm`, so every table with row selection carried the form library (15 KB gzip); the helper comes from a
  // module of its own instead.
  { importer: /\/antd\/es\/radio\/group\.js$/, source: '../form/hooks/useForm', target: local('antd-name-path.ts') },
  // antd Table imports its column filter menu statically, and the menu imports Tree for `filterMode: 'tree'`, so
  // every table carried rc-tree (about 16 KB gzip) for a filter mode the schemas do not use. The tree now loads when
  // such a filter menu first opens.
  {
    importer: /\/antd\/es\/table\/hooks\/useFilter\/FilterDropdown\.js$/,
    source: '../../../tree',
    target: local('lazy-antd/tree.ts'),
  },
  // antd Card imports Skeleton for its `loading` placeholder, which the lists draw only while a side tree loads.
  { importer: /\/antd\/es\/card\/Card\.js$/, source: '../skeleton', target: local('lazy-antd/skeleton.ts') },
  // antd's App imports its message, modal and notification hooks, with rc-dialog and rc-notification behind them
  // (about 10 KB gzip), for pages that may show none; each arrives with its first call (lazy-feedback/).
  ...(['message/useMessage', 'modal/useModal', 'notification/useNotification'] as const).map((hook) => ({
    importer: /\/antd\/es\/app\/App\.js$/,
    source: `../${hook}`,
    target: local(`lazy-feedback/${hook.split('/')[0]}.ts`),
  })),
  // cssinjs's style hook writes every sheet again in each component instance's insertion effect; the target returns
  // a sheet it wrote and that the page still holds unchanged at once (src/config/antd-style-insertion.ts).
  {
    importer: /\/@ant-design\/cssinjs\/es\/hooks\/useStyleRegister\.js$/,
    source: 'rc-util/es/Dom/dynamicCSS',
    target: local('../src/config/antd-style-insertion.ts'),
  },
]

/** Points the imports of NARROWINGS at their narrower targets in the production build. */
export function narrowAntdImportsPlugin(): Plugin {
  return {
    name: 'narrow-antd-imports',
    enforce: 'pre',
    async resolveId(source, importer) {
      const narrowing = NARROWINGS.find((rule) => rule.source === source && importer && rule.importer.test(importer))
      return narrowing ? this.resolve(narrowing.target, importer, { skipSelf: true }) : null
    },
  }
}
