// What the web app's forms need of the API's error model: the error class, the statuses it is
// answered with (loading the table installs them) and the wording.
import './error-statuses.ts';
export { ApiError } from './http/errors.ts';
export { DomainError } from './kernel/errors.ts';
export { renderFieldMessage, FIELD_MESSAGES, type FieldErrorCode } from './kernel/field-messages.ts';
export { renderMessage, type ErrorCode } from './error-wording.ts';
export { errorBody } from './error-body.ts';
export { toApiError } from './http/error-mapping.ts';
export { sentAsJson, unsupportedMediaType } from './http/body-types.ts';
