'use client';

import { FilterGroup } from './FilterGroup';
import { swatchStyle } from './swatches';

/** A filter value as its link shows it: in the shopper's words, with the URL that toggles it. */
export interface FacetChoice {
  value: string;
  label: string;
  href: string;
  count: number;
  selected: boolean;
}

/** One filter of a listing's panel, computed on the server (labels, size format, links). */
export interface FacetPanel {
  name: string;
  title: string;
  /** Sizes draw as a grid of boxes, colour groups with swatches, the rest as checkboxes. */
  look: 'size' | 'colour' | 'check';
  choices: FacetChoice[];
}

/**
 * One filter: every value a link to the listing with that value toggled (§2.3 names), with its
 * count. A client component so that a listing's payload carries the values as data rather than
 * their markup, which was rendered twice on the server (issue 3, uncached renders); the HTML is
 * the same, and works without JavaScript. Closed unless one of its values is chosen (FilterGroup).
 */
export function FacetGroup({ facet, selectedLabel }: { facet: FacetPanel; selectedLabel: string }) {
  const selected = <span className="sr-only"> ({selectedLabel})</span>;
  return (
    <FilterGroup name={facet.name} title={facet.title} open={facet.choices.some((v) => v.selected)}>
      <ul className={`mt-3 ${facet.look === 'size' ? 'grid grid-cols-3 gap-1.5' : 'space-y-1.5'}`}>
        {facet.choices.map((v) => (
          <li key={v.value}>
            {facet.look === 'size' ? (
              <a
                href={v.href}
                rel="nofollow"
                className={`flex h-9 items-center justify-center border text-xs ${v.selected ? 'border-black bg-black text-white' : 'border-black/15 hover:border-black'}`}
              >
                {v.label}
                {v.selected && selected}
              </a>
            ) : (
              <a href={v.href} rel="nofollow" className="group flex items-center gap-2.5 text-sm">
                {facet.look === 'colour' ? (
                  <span
                    className={`size-4 shrink-0 rounded-full border ${v.selected ? 'ring-2 ring-black ring-offset-2' : 'border-black/20'}`}
                    style={swatchStyle(v.value)}
                    aria-hidden="true"
                  />
                ) : (
                  <span
                    className={`flex size-4 shrink-0 items-center justify-center border ${v.selected ? 'border-black bg-black text-white' : 'border-black/30 group-hover:border-black'}`}
                    aria-hidden="true"
                  >
                    {v.selected && '✓'}
                  </span>
                )}
                <span className="flex-1">
                  {v.label}
                  {v.selected && selected}
                </span>
                <span className="text-xs text-neutral-500">{v.count}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </FilterGroup>
  );
}
