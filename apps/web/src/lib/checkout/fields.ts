// The checkout form's field names, shared by the page's client components, the action and the
// tests. No imports: client components use them without pulling server code into the bundle.

export const FIELDS = {
  email: 'email',
  addressChoice: 'addressChoice',
  saveAddress: 'saveAddress',
  deliveryMethod: 'deliveryMethod',
  paymentChoice: 'paymentChoice',
  /** Where a problem with the new card is shown (beside the provider's card fields). */
  cardNumber: 'cardNumber',
  /** The provider's token for the card typed into its fields, and what it says the card is. */
  cardToken: 'cardToken',
  cardBrand: 'cardBrand',
  cardLast4: 'cardLast4',
} as const;

/** The address fields, named as the address book's form names them. */
export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'line1',
  'line2',
  'city',
  'region',
  'postcode',
  'countryCode',
  'phone',
] as const;

/** `addressChoice` / `paymentChoice` value for "a new one" (otherwise a saved address or card id). */
export const NEW = 'new';

/** Never sent back to the browser: a token is used once, a code typed again. */
export const SECRET_FIELDS: readonly string[] = [FIELDS.cardToken, 'code'];
