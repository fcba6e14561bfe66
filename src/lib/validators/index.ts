export { bounds, decimals, integer, multiplier, number } from './number-rules';
export { lengthBetween, minLength, notEqual, password, passwordConfirmation } from './password-rules';
export {
  address,
  email,
  expiryTime,
  generalText,
  lettersOnly,
  phone,
  postcode,
  taxId,
  tokenName,
  verificationCode,
} from './text-rules';
export { firstError, formErrors, required, type FieldRules, type FormErrors, type Validator } from './validator';
