import type { Plugin } from 'vite'

const FORM_CONTEXT = /\/antd\/es\/form\/context\.js$/

/**
 * antd's Input, Select and every other field read antd's form context module, which takes only `FormProvider` from
 * rc-field-form; the package index it names also assigns Field, List, useForm and useWatch onto its default export,
 * which the bundler must keep, so any page with an input carried the whole form library and its validator (about
 * 17 KB gzip). Pointing that one import at the module that defines `FormProvider` leaves rc-field-form to the pages
 * that render antd's Form.
 */
export function formProviderOnlyPlugin(): Plugin {
  return {
    name: 'form-provider-only',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== 'rc-field-form' || !importer || !FORM_CONTEXT.test(importer)) return null
      return this.resolve('rc-field-form/es/FormContext', importer, { skipSelf: true })
    },
  }
}
