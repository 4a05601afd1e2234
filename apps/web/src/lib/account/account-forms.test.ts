import { describe, expect, it } from 'vitest';
import {
  dateOfBirthProblem,
  detailsValues,
  parseAddress,
  parseDetails,
  parseEmailChange,
  parsePasswordChange,
} from './account-forms';

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.set(k, v);
  return data;
};
const now = new Date('2025-06-15T12:00:00Z');

describe('my details form', () => {
  it('reads names, optional fields as null, and ticked channels', () => {
    const { change, errors } = parseDetails(
      form({ firstName: ' Ava ', lastName: 'Stone', dateOfBirth: '', phone: '', marketingSms: 'on' }),
      'en',
      now,
    );
    expect(errors).toEqual({});
    expect(change).toEqual({
      firstName: 'Ava',
      lastName: 'Stone',
      dateOfBirth: null,
      phone: null,
      marketing: { email: false, sms: true, post: false },
    });
  });

  it('reports each problem on its field, in the shopper’s language', () => {
    const { errors } = parseDetails(
      form({ firstName: '', lastName: 'x'.repeat(51), dateOfBirth: '2015-01-01', phone: 'call me' }),
      'fr',
      now,
    );
    expect(errors.firstName).toBe('Ce champ est obligatoire.');
    expect(Object.keys(errors).sort()).toEqual(['dateOfBirth', 'firstName', 'lastName', 'phone']);
  });

  it('checks a date of birth is a real day between 16 and 100 years back', () => {
    expect(dateOfBirthProblem('1990-02-30', now)).toBe('date_invalid');
    expect(dateOfBirthProblem('1990-2-3', now)).toBe('date_invalid');
    expect(dateOfBirthProblem('2009-06-15', now)).toBeNull();
    expect(dateOfBirthProblem('2009-06-16', now)).toBe('too_young');
    expect(dateOfBirthProblem('1900-01-01', now)).toBe('date_invalid');
  });
});

describe('email and password forms', () => {
  it('needs a plausible email and the current password', () => {
    expect(parseEmailChange(form({ email: 'ava@example.com', password: 'pw' }), 'en').errors).toEqual({});
    expect(Object.keys(parseEmailChange(form({ email: 'ava@', password: '' }), 'en').errors)).toEqual([
      'email',
      'password',
    ]);
  });

  it('refuses a confirmation that differs, keeping passwords untrimmed', () => {
    const ok = parsePasswordChange(
      form({ currentPassword: ' old ', newPassword: 'new pass', confirmPassword: 'new pass' }),
      'en',
    );
    expect(ok).toEqual({ currentPassword: ' old ', newPassword: 'new pass', errors: {} });
    const differ = parsePasswordChange(
      form({ currentPassword: 'a', newPassword: 'b', confirmPassword: 'c' }),
      'ar',
    );
    expect(differ.errors).toEqual({ confirmPassword: 'كلمتا المرور غير متطابقتين.' });
  });
});

describe('address form', () => {
  it('trims, upper-cases the country, turns blanks into null and reads the default boxes', () => {
    expect(
      parseAddress(
        form({
          firstName: 'Ava',
          lastName: 'Stone',
          line1: ' 1 High St ',
          line2: '',
          city: 'London',
          postcode: 'sw1a 1aa',
          countryCode: 'gb',
          phone: '020 7946 0018',
          isDefaultShipping: 'on',
        }),
      ),
    ).toEqual({
      firstName: 'Ava',
      lastName: 'Stone',
      line1: '1 High St',
      line2: null,
      city: 'London',
      region: null,
      postcode: 'sw1a 1aa',
      countryCode: 'GB',
      phone: '020 7946 0018',
      isDefaultBilling: false,
      isDefaultShipping: true,
    });
  });
});

describe('details values', () => {
  it('lists ticked channels only, blanks for missing optional fields', () => {
    expect(
      detailsValues({
        firstName: 'Ava',
        lastName: 'Stone',
        dateOfBirth: null,
        phone: '0123',
        marketing: { email: true, sms: false, post: true },
      }),
    ).toEqual({
      firstName: 'Ava',
      lastName: 'Stone',
      dateOfBirth: '',
      phone: '0123',
      marketingEmail: 'on',
      marketingPost: 'on',
    });
  });
});
