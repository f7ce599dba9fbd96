export { RemoteSelect as default } from './RemoteSelect'
