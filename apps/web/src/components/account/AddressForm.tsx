'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useState, type ChangeEvent, type ReactNode } from 'react';
import { addAddressAction, updateAddressAction } from '@/app/[store]/(shell)/customer/address-book/actions';
import { NAME_MAX, PHONE_MAX, PHONE_PATTERN } from '@/lib/account/form-limits';
import { Checkbox } from './Checkbox';
import { Field } from './Field';
import { FormMessage } from './FormMessage';
import { SubmitButton } from './SubmitButton';

/** What the form needs to know of a country the store ships to (computed on the server). */
export interface CountryOption {
  code: string;
  name: string;
  postcode: 'required' | 'optional' | 'none';
  postcodeExample: string | null;
  /** A fixed list (US, CA, AU, AE) as code and label in the store language; else free text. */
  regions?: { code: string; label: string }[];
}

interface State {
  values: Record<string, string>;
  errors: Record<string, string>;
  message?: string;
  ok?: boolean;
}

const selectClass = (error?: string) =>
  `h-11 w-full rounded-none border bg-white px-3 text-base text-stone-900 outline-none focus-visible:ring-2 focus-visible:ring-stone-900 ${
    error ? 'border-red-700' : 'border-stone-400'
  }`;

function Select({
  name,
  id,
  label,
  error,
  required,
  children,
  ...rest
}: {
  name: string;
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  children: ReactNode;
  value?: string;
  defaultValue?: string;
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
  autoComplete?: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-stone-500">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <select
        id={id}
        name={name}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={selectClass(error)}
        {...rest}
      >
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Add or edit an address. The region and postcode fields follow the chosen country; without
 * JavaScript the form is rendered for the initial country, and the server checks whatever comes.
 */
export function AddressForm({
  store,
  countries,
  initial,
  addressId,
  showDefaults,
  summary,
  summaryClass,
  openAtFirst,
  className,
}: {
  store: string;
  countries: CountryOption[];
  initial: State;
  /** Set when editing: the form updates this address. */
  addressId?: string;
  /** Which "make default" boxes to offer (an existing default cannot be switched off). */
  showDefaults: { shipping: boolean; billing: boolean };
  /** The `<details>` the form folds into, so it needs no JavaScript to open. */
  summary: string;
  summaryClass: string;
  openAtFirst?: boolean;
  className?: string;
}) {
  const t = useTranslations('accountArea.addressBook');
  const [state, action] = useActionState(addressId ? updateAddressAction : addAddressAction, initial);
  const v = state.values;
  const [countryCode, setCountryCode] = useState(v.countryCode ?? '');
  const country = countries.find((c) => c.code === countryCode);
  // Ids are per form: several address forms share the page.
  const id = (name: string) => `${addressId ?? 'new'}-${name}`;
  const err = state.errors;
  // Open whenever there is something to read: without JavaScript the answer is a new page, and
  // errors folded away in a closed box would go unseen.
  const open = Boolean(openAtFirst || state.message || Object.keys(state.errors).length);
  return (
    <details open={open} className={className}>
      <summary className={`cursor-pointer ${summaryClass}`}>{summary}</summary>
      <form action={action} className="mt-5 flex flex-col gap-5">
        <input type="hidden" name="store" value={store} />
        {addressId ? <input type="hidden" name="id" value={addressId} /> : null}
        <FormMessage message={state.message} ok={state.ok} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            id={id('firstName')}
            name="firstName"
            label={t('firstName')}
            autoComplete="shipping given-name"
            required
            maxLength={NAME_MAX}
            defaultValue={v.firstName ?? ''}
            error={err.firstName}
          />
          <Field
            id={id('lastName')}
            name="lastName"
            label={t('lastName')}
            autoComplete="shipping family-name"
            required
            maxLength={NAME_MAX}
            defaultValue={v.lastName ?? ''}
            error={err.lastName}
          />
        </div>
        {countries.length > 1 ? (
          <Select
            id={id('countryCode')}
            name="countryCode"
            label={t('country')}
            autoComplete="shipping country"
            required
            value={countryCode}
            onChange={(event) => setCountryCode(event.target.value)}
            error={err.countryCode}
          >
            <option value="">{t('countryChoose')}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </Select>
        ) : (
          <>
            <input type="hidden" name="countryCode" value={countryCode} />
            <p className="text-sm text-stone-700">
              <span className="font-medium text-stone-800">{t('country')}: </span>
              {country?.name}
            </p>
            {err.countryCode ? <p className="text-sm text-red-800">{err.countryCode}</p> : null}
          </>
        )}
        <Field
          id={id('line1')}
          name="line1"
          label={t('line1')}
          autoComplete="shipping address-line1"
          required
          maxLength={100}
          defaultValue={v.line1 ?? ''}
          error={err.line1}
        />
        <Field
          id={id('line2')}
          name="line2"
          label={t('line2')}
          autoComplete="shipping address-line2"
          maxLength={100}
          defaultValue={v.line2 ?? ''}
          error={err.line2}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            id={id('city')}
            name="city"
            label={t('city')}
            autoComplete="shipping address-level2"
            required
            maxLength={60}
            defaultValue={v.city ?? ''}
            error={err.city}
          />
          {country?.regions ? (
            <Select
              // A new key per country, so a code of one country never stays selected under another.
              key={`region-${country.code}`}
              id={id('region')}
              name="region"
              label={t('regionRequired')}
              autoComplete="shipping address-level1"
              required
              defaultValue={v.countryCode === country.code ? (v.region ?? '') : ''}
              error={err.region}
            >
              <option value="">{t('regionChoose')}</option>
              {country.regions.map((r) => (
                <option key={r.code} value={r.code}>
                  {r.label}
                </option>
              ))}
            </Select>
          ) : (
            <Field
              key="region-text"
              id={id('region')}
              name="region"
              label={t('region')}
              autoComplete="shipping address-level1"
              maxLength={60}
              defaultValue={v.region ?? ''}
              error={err.region}
            />
          )}
          {country?.postcode === 'none' ? null : (
            <Field
              id={id('postcode')}
              name="postcode"
              label={country?.postcode === 'optional' ? t('postcodeOptional') : t('postcode')}
              hint={
                country?.postcodeExample
                  ? t('postcodeExample', { example: country.postcodeExample })
                  : undefined
              }
              autoComplete="shipping postal-code"
              required={country?.postcode === 'required'}
              maxLength={20}
              dir="ltr"
              defaultValue={v.postcode ?? ''}
              error={err.postcode}
            />
          )}
          <Field
            id={id('phone')}
            name="phone"
            type="tel"
            dir="ltr"
            label={t('phone')}
            hint={t('phoneHint')}
            autoComplete="shipping tel"
            required
            maxLength={PHONE_MAX}
            pattern={PHONE_PATTERN}
            defaultValue={v.phone ?? ''}
            error={err.phone}
          />
        </div>
        {showDefaults.shipping || showDefaults.billing ? (
          <div className="flex flex-col gap-3">
            {showDefaults.shipping ? (
              <Checkbox
                id={id('isDefaultShipping')}
                name="isDefaultShipping"
                label={t('makeDefaultShipping')}
                defaultChecked={v.isDefaultShipping === 'on'}
              />
            ) : null}
            {showDefaults.billing ? (
              <Checkbox
                id={id('isDefaultBilling')}
                name="isDefaultBilling"
                label={t('makeDefaultBilling')}
                defaultChecked={v.isDefaultBilling === 'on'}
              />
            ) : null}
          </div>
        ) : null}
        <div>
          <SubmitButton pendingLabel={t('saving')}>{t('save')}</SubmitButton>
        </div>
      </form>
    </details>
  );
}
