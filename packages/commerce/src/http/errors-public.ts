// What the web app's forms need of the API's error model: the error class and the wording.
export { ApiError } from './errors.ts';
export { DomainError } from '../kernel/errors.ts';
export { renderFieldMessage, FIELD_MESSAGES, type FieldErrorCode } from '../kernel/field-messages.ts';
export { renderMessage, type ErrorCode } from './messages.ts';
export { errorBody } from './error-body.ts';
export { toApiError } from './error-mapping.ts';
export { sentAsJson, unsupportedMediaType } from './body-types.ts';
