/**
 * The text of a dynamic route segment. Pages decode the segments Next hands them, which may come
 * percent-encoded; one that is not percent-encoding at all (`/faq/100%25` reaches the page as
 * `100%`) is its own text, not a URIError and a 500 (issue 35 item 11).
 */
export function paramText(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
