/** The shop languages every customer-facing message is written in. */
export type Language = 'en' | 'fr' | 'ar';
