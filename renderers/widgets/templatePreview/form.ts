export { TemplatePreview as default } from './TemplatePreview'
