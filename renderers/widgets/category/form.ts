export { JCategorySelect as default } from './JCategorySelect'
