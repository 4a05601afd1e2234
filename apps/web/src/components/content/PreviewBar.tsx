import type { LocaleConfig } from '@vitrine/config';
import { getTranslations } from 'next-intl/server';
import { cityOfZone, previewWhen } from '@/lib/content/preview';
import type { PreviewInfo } from '@/lib/content/preview-server';
import { homeOf } from '@/lib/store';
import { ExitPreviewLink } from './ExitPreviewLink';

/**
 * §5 preview marker: staff must never mistake a preview (drafts, another store's clock) for the
 * live page. A fixed bar, a labelled landmark so screen readers find it, and the way out. A spacer
 * keeps it from covering the end of the page.
 */
export async function PreviewBar({ store, info }: { store: LocaleConfig; info: PreviewInfo }) {
  const t = await getTranslations('content');
  return (
    <>
      <div aria-hidden="true" className="h-20 md:h-14" />
      <section
        aria-label={t('previewRegion')}
        data-testid="preview-bar"
        className="fixed inset-x-0 bottom-0 z-[90] border-t-4 border-[#b4233c] bg-[var(--ink)] text-white shadow-[0_-4px_16px_rgba(0,0,0,0.25)]"
      >
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 text-sm md:px-6">
          <p className="min-w-0 flex-1 basis-60">
            {t('previewBar', {
              city: cityOfZone(info.TimeZone),
              when: previewWhen(info.At, info.TimeZone, store.realLocaleISOCode),
            })}
          </p>
          <ExitPreviewLink
            home={homeOf(store)}
            className="shrink-0 rounded-full bg-white px-4 py-1.5 font-semibold text-[var(--ink)] underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t('exitPreview')}
          </ExitPreviewLink>
        </div>
      </section>
    </>
  );
}
