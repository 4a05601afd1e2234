import { useTranslations } from 'next-intl';
import { DATE_OF_BIRTH_PARTS } from '@/lib/account/form-limits';
import type { DateOfBirthChoices, DatePart } from '@/lib/account/date-of-birth-choices';

const SELECT =
  'h-11 w-full rounded-none border bg-white px-2 text-base text-stone-900 outline-none focus-visible:ring-2 focus-visible:ring-stone-900';

/**
 * §3.8/§9 date of birth as day, month and year selects: one fieldset whose legend names the date,
 * each select labelled, the error under the group and announced with it (aria-describedby). The
 * server judges the date (days-in-month, the age rule); the lists come from `dateOfBirthChoices`.
 */
export function DateOfBirthSelects({
  legend,
  choices,
  values,
  error,
}: {
  legend: string;
  choices: DateOfBirthChoices;
  values: Record<string, string | undefined>;
  error?: string | undefined;
}) {
  const t = useTranslations('account.birthDate');
  const errorId = 'field-dateOfBirth-error';
  const options: Record<DatePart, { value: string; label: string }[]> = {
    day: choices.days.map((d) => ({ value: d, label: d })),
    month: choices.months,
    year: choices.years.map((y) => ({ value: String(y), label: String(y) })),
  };
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-stone-800">{legend}</legend>
      <div className="grid grid-cols-3 gap-3">
        {choices.order.map((part) => {
          const name = DATE_OF_BIRTH_PARTS[part];
          return (
            <label key={part} className="flex flex-col gap-1 text-xs text-stone-700">
              {t(part)}
              <select
                name={name}
                autoComplete={`bday-${part}`}
                defaultValue={values[name] ?? ''}
                aria-invalid={error ? true : undefined}
                className={`${SELECT} ${error ? 'border-red-700' : 'border-stone-400'}`}
              >
                <option value="">–</option>
                {options[part].map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
