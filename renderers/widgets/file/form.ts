export { FileUpload as default } from '../../upload'
