// The checkout form's field names, shared by the page's client components, the action and the
// tests. No imports: client components use them without pulling server code into the bundle.

export const FIELDS = {
  email: 'email',
  addressChoice: 'addressChoice',
  saveAddress: 'saveAddress',
  deliveryMethod: 'deliveryMethod',
  paymentChoice: 'paymentChoice',
  cardNumber: 'cardNumber',
  cardExpMonth: 'cardExpMonth',
  cardExpYear: 'cardExpYear',
  cardCvc: 'cardCvc',
  cardName: 'cardName',
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

/** Never sent back to the browser: the card's number and security code are typed again (PCI DSS). */
export const SECRET_FIELDS: readonly string[] = [FIELDS.cardNumber, FIELDS.cardCvc, 'cardToken', 'code'];
