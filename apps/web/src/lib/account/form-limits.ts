// The account forms' limits, for the browser's own checks (maxlength, pattern) and the server's.
// No imports: client components use these, and must not pull server code into the bundle.

export const NAME_MAX = 50;
export const PHONE_MAX = 32;
export const EMAIL_MAX = 254;
/** As the API's phone rule (customer/routes.ts); an HTML pattern, anchored by the
 * browser and compiled with the `v` flag, which wants every punctuation mark escaped in a class. */
export const PHONE_PATTERN = String.raw`\+?[\d\s\(\)\.\-]{7,31}`;
export const DELETION_CODE_PATTERN = String.raw`\d{6}`;

/** The names of the date-of-birth fieldset's three selects (DateOfBirthSelects, account-forms.ts). */
export const DATE_OF_BIRTH_PARTS = {
  day: 'dateOfBirthDay',
  month: 'dateOfBirthMonth',
  year: 'dateOfBirthYear',
} as const;
