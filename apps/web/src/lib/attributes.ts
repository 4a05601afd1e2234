/** Message key of an attribute value: 'three quarter sleeve' → 'three-quarter-sleeve'. */
export function valueSlug(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

type Translate = { (key: string): string; has(key: string): boolean };

/** A listing attribute value in the shopper's language, falling back to the value itself. */
export function attributeValueLabel(t: Translate, name: string, value: string): string {
  const key = `values.${name}.${valueSlug(value)}`;
  return t.has(key) ? t(key) : value.charAt(0).toUpperCase() + value.slice(1);
}

export function attributeNameLabel(t: Translate, name: string): string {
  const key = `names.${name}`;
  return t.has(key) ? t(key) : name.replace(/_/g, ' ');
}
