import { dateOfBirthProblem, findLocale, type Language, type LocaleConfig } from '@vitrine/config';
import { renderFieldMessage } from '@/lib/data/errors';
import { DATE_OF_BIRTH_PARTS, EMAIL_MAX, NAME_MAX, PHONE_MAX, PHONE_PATTERN } from './form-limits';
import { looksLikeEmail } from '@/lib/email-shape';

// The signed-in forms' field rules, the same as the API's (customer/routes.ts) so that a form
// and a direct API call refuse the same things with the same words. Pure: unit-tested.

type Errors = Record<string, string>;

/** The store a form was sent from (its hidden `store` field): the language of its answer. */
export function storeFromForm(form: FormData): LocaleConfig {
  const code = form.get('store');
  return (typeof code === 'string' && findLocale(code)) || findLocale('en-GB')!;
}

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** An HTML checkbox: present (any value) when ticked, absent otherwise. */
export const ticked = (form: FormData, name: string): boolean => form.has(name);

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

function name(form: FormData, field: string, errors: Errors, language: Language): string {
  const value = text(form, field);
  if (!value) errors[field] = renderFieldMessage('required', language);
  else if ([...value].length > NAME_MAX) errors[field] = renderFieldMessage('too_long', language);
  else if (CONTROL.test(value)) errors[field] = renderFieldMessage('invalid_characters', language);
  return value;
}

/**
 * The date of birth a form's day, month and year selects give, judged by the one §9 rule the API
 * applies too (`dateOfBirthProblem`, @vitrine/config): null when all three are left empty (it is
 * optional), the ISO date, or the field error to show beside the fieldset.
 */
export function dateOfBirthField(
  form: FormData,
  language: Language,
  now = new Date(),
): { dateOfBirth: string | null; error?: string } {
  const day = text(form, DATE_OF_BIRTH_PARTS.day);
  const month = text(form, DATE_OF_BIRTH_PARTS.month);
  const year = text(form, DATE_OF_BIRTH_PARTS.year);
  if (!day && !month && !year) return { dateOfBirth: null };
  const iso = `${year}-${month}-${day}`;
  const problem = day && month && year ? dateOfBirthProblem(iso, now) : 'date_invalid';
  return problem ? { dateOfBirth: null, error: renderFieldMessage(problem, language) } : { dateOfBirth: iso };
}

/** An ISO date of birth as the values of the three selects, for a form shown again. */
export function dateOfBirthValues(iso: string | null): Record<string, string> {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  if (!match) return {};
  return {
    [DATE_OF_BIRTH_PARTS.year]: match[1]!,
    [DATE_OF_BIRTH_PARTS.month]: match[2]!,
    [DATE_OF_BIRTH_PARTS.day]: match[3]!,
  };
}

export interface DetailsChange {
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  phone: string | null;
  marketing: { email: boolean; sms: boolean; post: boolean };
}

/** The "my details" form: names, optional date of birth and phone, the three channels (§7.9). */
export function parseDetails(
  form: FormData,
  language: Language,
  now = new Date(),
): { change: DetailsChange; errors: Errors } {
  const errors: Errors = {};
  const firstName = name(form, 'firstName', errors, language);
  const lastName = name(form, 'lastName', errors, language);
  const { dateOfBirth, error } = dateOfBirthField(form, language, now);
  if (error) errors.dateOfBirth = error;
  const phone = text(form, 'phone') || null;
  if (phone && (phone.length > PHONE_MAX || !new RegExp(`^${PHONE_PATTERN}$`).test(phone))) {
    errors.phone = renderFieldMessage('phone_invalid', language);
  }
  const marketing = {
    email: ticked(form, 'marketingEmail'),
    sms: ticked(form, 'marketingSms'),
    post: ticked(form, 'marketingPost'),
  };
  return { change: { firstName, lastName, dateOfBirth, phone, marketing }, errors };
}

/** The details form's fields for a profile: what the form shows before and after saving. */
export function detailsValues(profile: {
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  phone: string | null;
  marketing: { email: boolean; sms: boolean; post: boolean };
}): Record<string, string> {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    ...dateOfBirthValues(profile.dateOfBirth),
    phone: profile.phone ?? '',
    ...(profile.marketing.email && { marketingEmail: 'on' }),
    ...(profile.marketing.sms && { marketingSms: 'on' }),
    ...(profile.marketing.post && { marketingPost: 'on' }),
  };
}

/** The "change email" form: a plausible new address and the current password. */
export function parseEmailChange(
  form: FormData,
  language: Language,
): { email: string; password: string; errors: Errors } {
  const errors: Errors = {};
  const email = text(form, 'email');
  const password = typeof form.get('password') === 'string' ? (form.get('password') as string) : '';
  if (!email) errors.email = renderFieldMessage('required', language);
  else if (email.length > EMAIL_MAX || !looksLikeEmail(email))
    errors.email = renderFieldMessage('email_invalid', language);
  if (!password) errors.password = renderFieldMessage('required', language);
  return { email, password, errors };
}

/** The "change password" form; the confirmation is checked here since the API never sees it. */
export function parsePasswordChange(
  form: FormData,
  language: Language,
): { currentPassword: string; newPassword: string; errors: Errors } {
  const raw = (field: string) => (typeof form.get(field) === 'string' ? (form.get(field) as string) : '');
  const currentPassword = raw('currentPassword');
  const newPassword = raw('newPassword');
  const confirm = raw('confirmPassword');
  const errors: Errors = {};
  if (!currentPassword) errors.currentPassword = renderFieldMessage('required', language);
  if (!newPassword) errors.newPassword = renderFieldMessage('required', language);
  if (!confirm) errors.confirmPassword = renderFieldMessage('required', language);
  else if (newPassword && confirm !== newPassword)
    errors.confirmPassword = renderFieldMessage('passwords_differ', language);
  return { currentPassword, newPassword, errors };
}

export interface AddressFormInput {
  firstName: string;
  lastName: string;
  line1: string;
  line2: string | null;
  city: string;
  region: string | null;
  postcode: string | null;
  countryCode: string;
  phone: string;
  isDefaultBilling: boolean;
  isDefaultShipping: boolean;
}

/** The address form as the service takes it; checking is the service's (validateAddress). */
export function parseAddress(form: FormData): AddressFormInput {
  return {
    firstName: text(form, 'firstName'),
    lastName: text(form, 'lastName'),
    line1: text(form, 'line1'),
    line2: text(form, 'line2') || null,
    city: text(form, 'city'),
    region: text(form, 'region') || null,
    postcode: text(form, 'postcode') || null,
    countryCode: text(form, 'countryCode').toUpperCase(),
    phone: text(form, 'phone'),
    isDefaultBilling: ticked(form, 'isDefaultBilling'),
    isDefaultShipping: ticked(form, 'isDefaultShipping'),
  };
}
