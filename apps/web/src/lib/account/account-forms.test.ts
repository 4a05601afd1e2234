import { describe, expect, it } from 'vitest';
import {
  dateOfBirthField,
  dateOfBirthValues,
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
      form({ firstName: ' Ava ', lastName: 'Stone', dateOfBirthDay: '', phone: '', marketingSms: 'on' }),
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
      form({
        firstName: '',
        lastName: 'x'.repeat(51),
        dateOfBirthDay: '01',
        dateOfBirthMonth: '01',
        dateOfBirthYear: '2015',
        phone: 'call me',
      }),
      'fr',
      now,
    );
    expect(errors.firstName).toBe('Ce champ est obligatoire.');
    expect(Object.keys(errors).sort()).toEqual(['dateOfBirth', 'firstName', 'lastName', 'phone']);
  });

  it('reads the date of birth from its day, month and year selects, with the §9 rule', () => {
    const dob = (day: string, month: string, year: string, language: 'en' | 'fr' | 'ar' = 'en') =>
      dateOfBirthField(
        form({ dateOfBirthDay: day, dateOfBirthMonth: month, dateOfBirthYear: year }),
        language,
        now,
      );
    expect(dob('15', '06', '2009')).toEqual({ dateOfBirth: '2009-06-15' });
    expect(dob('', '', '')).toEqual({ dateOfBirth: null });
    expect(dob('31', '02', '2001', 'fr').error).toBe(
      'Ce mois ne compte pas ce jour. Veuillez choisir un autre jour.',
    );
    expect(dob('16', '06', '2009', 'ar').error).toBe('يجب أن يكون عمرك 16 عامًا على الأقل لإنشاء حساب.');
    expect(dob('01', '', '1990').error).toBe('Please enter a valid date.');
    expect(dateOfBirthValues('1990-02-28')).toEqual({
      dateOfBirthDay: '28',
      dateOfBirthMonth: '02',
      dateOfBirthYear: '1990',
    });
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
      phone: '0123',
      marketingEmail: 'on',
      marketingPost: 'on',
    });
  });
});
