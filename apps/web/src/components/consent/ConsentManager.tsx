'use client';

import {
  ALL_DENIED,
  ALL_GRANTED,
  CONSENT_CATEGORIES,
  parseConsent,
  consentState,
  cookieDomain,
  effectiveConsent,
  needsConsentBanner,
  type ConsentCategory,
  type ConsentChoices,
  type ConsentState,
} from '@vitrine/config';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  consentCookieString,
  loadTagManager,
  rawConsentCookie,
  type TagManagerWindow,
} from '@/lib/consent/tag-manager';
import { CONSENT_CHANGE_EVENT, CONSENT_OPEN_EVENT, CONSENT_SETTINGS_HASH } from '@/lib/consent/events';

interface Props {
  storeCode: string;
  /** The store's §4.4 configuration: ask before anything optional runs. */
  required: boolean;
  /** Tag-manager container, or null when none is configured (nothing loads). */
  containerId: string | null;
  privacyHref: string;
}

/** Server render and first hydration pass: the cookie is unknown, so nothing is shown. */
const UNKNOWN = '\u0000unknown';

function subscribe(onChange: () => void) {
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
  window.addEventListener('hashchange', onChange);
  return () => {
    window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
    window.removeEventListener('hashchange', onChange);
  };
}
const cookieSnapshot = () => rawConsentCookie(document.cookie) ?? '';
const hashSnapshot = () => window.location.hash === CONSENT_SETTINGS_HASH;

/**
 * §2.3/§4.4 cookie-consent banner and tag-manager loader. Everything happens after hydration, from
 * the cookie: the server renders nothing here, so cached pages stay the same for every shopper.
 * Mounted once per page by the store layout.
 */
export function ConsentManager({ storeCode, required, containerId, privacyHref }: Props) {
  const t = useTranslations('consent');
  const raw = useSyncExternalStore(subscribe, cookieSnapshot, () => UNKNOWN);
  const hashOpen = useSyncExternalStore(subscribe, hashSnapshot, () => false);
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<ConsentChoices | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // A choice made where cookies are blocked still holds for this page (and the banner closes).
  const [unsaved, setUnsaved] = useState<ConsentState | null>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const textId = useId();

  const known = raw !== UNKNOWN;
  const stored = useMemo(() => (known ? (parseConsent(raw) ?? unsaved) : null), [known, raw, unsaved]);
  const settings = known && (opened || hashOpen);
  const visible = known && (settings || needsConsentBanner(required, stored));
  const choices = draft ?? stored?.choices ?? ALL_DENIED;

  // The tag manager follows the stored choice: loaded once allowed (or, where the store need not
  // ask, before a choice with everything denied), updated on every change, a withdrawal included.
  useEffect(() => {
    if (!known) return;
    const gpc = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
    loadTagManager(window as TagManagerWindow, document, {
      containerId,
      choices: effectiveConsent(stored),
      required,
      decided: stored !== null,
      globalPrivacyControl: gpc,
      storeCode,
    });
  }, [known, stored, required, containerId, storeCode]);

  // "Cookie settings" (openConsentSettings()) reopens the choices.
  useEffect(() => {
    const open = () => setOpened(true);
    window.addEventListener(CONSENT_OPEN_EVENT, open);
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, open);
  }, []);

  // When the shopper opens the choices (cookie settings, or "manage" in the banner) focus moves
  // into them, and goes back where it was once they have chosen. On first appearance the banner
  // does not take focus: the skip link stays the first stop on the page (§2.3).
  useEffect(() => {
    if (!visible || (!opened && !settings)) return;
    if (!returnFocus.current) returnFocus.current = document.activeElement as HTMLElement | null;
    dialogRef.current?.focus();
  }, [visible, settings, opened]);

  const closeSettings = () => {
    setOpened(false);
    setDraft(null);
    if (window.location.hash === CONSENT_SETTINGS_HASH) {
      history.replaceState(null, '', window.location.pathname + window.location.search);
      window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
    }
  };

  /** Back to what the shopper was on when the choices took focus (the footer's cookie settings). */
  const restoreFocus = () => {
    const target = returnFocus.current;
    returnFocus.current = null;
    if (target && target !== document.body && target.isConnected) target.focus({ preventScroll: true });
  };

  const decide = (decision: ConsentChoices) => {
    const state = consentState(decision);
    setUnsaved(state);
    document.cookie = consentCookieString(state, {
      domain: cookieDomain(window.location.host),
      secure: window.location.protocol === 'https:',
    });
    window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
    closeSettings();
    setAnnouncement(t('saved'));
    restoreFocus();
  };

  const toggle = (category: ConsentCategory) => setDraft({ ...choices, [category]: !choices[category] });

  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {!visible ? null : (
        <div
          ref={dialogRef}
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          aria-describedby={textId}
          tabIndex={-1}
          data-testid="consent-banner"
          onKeyDown={(e) => {
            // Escape leaves the detailed choices without deciding (back to the banner if still
            // needed), and focus goes back where it came from.
            if (e.key === 'Escape' && settings) {
              closeSettings();
              restoreFocus();
            }
          }}
          className="fixed inset-x-0 bottom-0 z-[90] max-h-[85vh] overflow-y-auto border-t border-stone-300 bg-white text-stone-900 shadow-[0_-8px_24px_rgba(0,0,0,0.12)] outline-none"
        >
          <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-5 md:px-6">
            <h2 id={titleId} className="font-display text-xl">
              {t('title')}
            </h2>
            <p id={textId} className="max-w-3xl text-sm leading-relaxed text-stone-700">
              {t('text')}{' '}
              <a href={privacyHref} className="underline underline-offset-4">
                {t('privacyLink')}
              </a>
            </p>
            {settings ? (
              <fieldset className="flex flex-col gap-3">
                <legend className="mb-2 text-sm font-semibold">{t('categoriesLegend')}</legend>
                <Category
                  name="necessary"
                  label={t('categories.necessary.name')}
                  description={t('categories.necessary.description')}
                  note={t('alwaysOn')}
                  checked
                  disabled
                />
                {CONSENT_CATEGORIES.map((category) => (
                  <Category
                    key={category}
                    name={category}
                    label={t(`categories.${category}.name`)}
                    description={t(`categories.${category}.description`)}
                    checked={choices[category]}
                    onChange={() => toggle(category)}
                  />
                ))}
              </fieldset>
            ) : null}
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              <ConsentButton onClick={() => decide(ALL_GRANTED)} primary>
                {t('acceptAll')}
              </ConsentButton>
              <ConsentButton onClick={() => decide(ALL_DENIED)}>{t('rejectAll')}</ConsentButton>
              {settings ? (
                <ConsentButton onClick={() => decide(choices)}>{t('save')}</ConsentButton>
              ) : (
                <ConsentButton onClick={() => setOpened(true)} expanded={false}>
                  {t('manage')}
                </ConsentButton>
              )}
            </div>
          </div>
        </div>
      )}
    </>
  );
}

// Accept and reject carry equal weight (same size, both visible without scrolling): regulators
// (CNIL, ICO) treat a harder "reject" as consent not freely given.
function ConsentButton({
  children,
  onClick,
  primary = false,
  expanded,
}: {
  children: React.ReactNode;
  onClick: () => void;
  primary?: boolean;
  expanded?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-expanded={expanded}
      className={`h-11 px-6 text-sm font-semibold tracking-wide uppercase focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900 ${
        primary
          ? 'bg-stone-900 text-white hover:bg-stone-700'
          : 'border border-stone-900 bg-white hover:bg-stone-100'
      }`}
    >
      {children}
    </button>
  );
}

function Category({
  name,
  label,
  description,
  note,
  checked,
  disabled,
  onChange,
}: {
  name: string;
  label: string;
  description: string;
  note?: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: () => void;
}) {
  const id = `consent-${name}`;
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        aria-describedby={`${id}-description`}
        className="mt-1 h-5 w-5 shrink-0 accent-stone-900"
      />
      <div className="flex flex-col">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
          {note ? <span className="ms-2 text-xs font-normal text-stone-600">({note})</span> : null}
        </label>
        <p id={`${id}-description`} className="text-xs leading-relaxed text-stone-600">
          {description}
        </p>
      </div>
    </div>
  );
}
