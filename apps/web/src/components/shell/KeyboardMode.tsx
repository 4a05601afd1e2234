import { KEYBOARD_MODE_MARKER } from '@/lib/inline-scripts';

/**
 * §2.3: keyboard use adds a keyboard-mode marker to the page body; mouse or touch removes it.
 * Styles use it to show strong focus rings only to keyboard users. An inline script in the head
 * rather than an effect, so that a Tab pressed before React hydrates sets it too (issue 29 item
 * 13); the script is a constant the page's Content-Security-Policy names (lib/inline-scripts.ts).
 */
export function KeyboardMode() {
  return <script dangerouslySetInnerHTML={{ __html: KEYBOARD_MODE_MARKER }} />;
}
