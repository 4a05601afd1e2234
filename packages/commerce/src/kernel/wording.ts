import type { Language } from './language.ts';

/**
 * A message of a wording table in the caller's language (English where a language lacks one), its
 * `{name}` placeholders filled from `params`: how error codes become the words a shopper reads.
 */
export function wordFrom<Code extends string>(
  table: Record<Code, Record<Language, string>>,
  code: Code,
  language: Language,
  params: Record<string, string> = {},
): string {
  const template: string = table[code][language] ?? table[code].en;
  return template.replace(/\{(\w+)\}/g, (_, key: string) => params[key] ?? '');
}
