export { HtmlView as default } from './HtmlView'
