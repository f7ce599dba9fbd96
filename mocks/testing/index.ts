export { readCaptchaFromImage } from './captcha'
export { signedHeaders } from './sign'
