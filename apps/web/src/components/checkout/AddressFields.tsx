'use client';

import { ADDRESS_MAX_LENGTHS } from '@vitrine/config';
import { useTranslations } from 'next-intl';
import type { CountryOption } from '@/components/account/AddressForm';
import { Field } from '@/components/account/Field';
import { NAME_MAX, PHONE_MAX, PHONE_PATTERN } from '@/lib/account/form-limits';
import { SelectField } from './SelectField';

export type AddressValues = Record<string, string>;

/**
 * The delivery address typed in at checkout, with the address book's fields, wording and country
 * rules (the region list and postcode follow the country). Controlled, so the address search can
 * fill it; without JavaScript it is a plain set of inputs for the initial country.
 */
export function AddressFields({
  countries,
  values,
  errors,
  onChange,
  required: needed = true,
}: {
  countries: CountryOption[];
  values: AddressValues;
  errors: Record<string, string>;
  onChange: (name: string, value: string) => void;
  /** False while a saved address may be the choice (no scripts): the browser must not insist. */
  required?: boolean;
}) {
  const t = useTranslations('accountArea.addressBook');
  const country = countries.find((c) => c.code === values.countryCode);
  const id = (name: string) => `ship-${name}`;
  const input = (name: string) => ({
    id: id(name),
    name,
    value: values[name] ?? '',
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    error: errors[name],
  });

  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          {...input('firstName')}
          label={t('firstName')}
          autoComplete="shipping given-name"
          required={needed}
          maxLength={NAME_MAX}
        />
        <Field
          {...input('lastName')}
          label={t('lastName')}
          autoComplete="shipping family-name"
          required={needed}
          maxLength={NAME_MAX}
        />
      </div>
      {countries.length > 1 ? (
        <SelectField
          {...input('countryCode')}
          label={t('country')}
          autoComplete="shipping country"
          required={needed}
        >
          <option value="">{t('countryChoose')}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </SelectField>
      ) : (
        <>
          <input type="hidden" name="countryCode" value={values.countryCode ?? ''} />
          <p className="text-sm text-stone-700">
            <span className="font-medium text-stone-800">{t('country')}: </span>
            {country?.name}
          </p>
          {errors.countryCode ? <p className="text-sm text-red-800">{errors.countryCode}</p> : null}
        </>
      )}
      <Field
        {...input('line1')}
        label={t('line1')}
        autoComplete="shipping address-line1"
        required={needed}
        maxLength={ADDRESS_MAX_LENGTHS.line1}
      />
      <Field
        {...input('line2')}
        label={t('line2')}
        autoComplete="shipping address-line2"
        maxLength={ADDRESS_MAX_LENGTHS.line2}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          {...input('city')}
          label={t('city')}
          autoComplete="shipping address-level2"
          required={needed}
          maxLength={ADDRESS_MAX_LENGTHS.city}
        />
        {country?.regions ? (
          <SelectField
            // A new element per country, so a code of one country never stays chosen under another.
            key={`region-${country.code}`}
            {...input('region')}
            label={t('regionRequired')}
            autoComplete="shipping address-level1"
            required={needed}
          >
            <option value="">{t('regionChoose')}</option>
            {country.regions.map((r) => (
              <option key={r.code} value={r.code}>
                {r.label}
              </option>
            ))}
          </SelectField>
        ) : (
          <Field
            key="region-text"
            {...input('region')}
            label={t('region')}
            autoComplete="shipping address-level1"
            maxLength={ADDRESS_MAX_LENGTHS.region}
          />
        )}
        {country?.postcode === 'none' ? null : (
          <Field
            {...input('postcode')}
            label={country?.postcode === 'optional' ? t('postcodeOptional') : t('postcode')}
            hint={
              country?.postcodeExample
                ? t('postcodeExample', { example: country.postcodeExample })
                : undefined
            }
            autoComplete="shipping postal-code"
            required={needed && country?.postcode === 'required'}
            maxLength={20}
            dir="ltr"
          />
        )}
        <Field
          {...input('phone')}
          type="tel"
          dir="ltr"
          label={t('phone')}
          hint={t('phoneHint')}
          autoComplete="shipping tel"
          required={needed}
          maxLength={PHONE_MAX}
          pattern={PHONE_PATTERN}
        />
      </div>
    </div>
  );
}
