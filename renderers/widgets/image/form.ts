export { ImageUpload as default } from '../../upload'
