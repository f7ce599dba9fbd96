export { UploadCell as default } from '../../upload'
