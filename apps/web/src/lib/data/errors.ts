// The domain's one error shape and its wording, as the web app's forms and endpoints show them
// (decision 0059): the one place to re-point when the errors move below the modules.
export {
  ApiError,
  errorBody,
  renderFieldMessage,
  renderMessage,
  sentAsJson,
  toApiError,
  unsupportedMediaType,
  type FieldErrorCode,
} from '@vitrine/commerce/errors';
