import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropMaximumScaleOnAndroid } from '@/components/shell/AndroidViewport';
import { DROP_MAXIMUM_SCALE_ON_ANDROID, KEYBOARD_MODE_MARKER } from './inline-scripts';

/** A viewport tag of a head that holds `tags`. */
function viewportTag(tags: unknown[]) {
  const meta = {
    content: 'width=device-width, initial-scale=1, maximum-scale=5',
    getAttribute: (name: string) => (name === 'content' ? meta.content : null),
    setAttribute: (name: string, value: string) => void (name === 'content' && (meta.content = value)),
    remove: () => void tags.splice(tags.indexOf(meta), 1),
  };
  tags.push(meta);
  return meta;
}

/** A page with one viewport tag, seen by a browser with this user agent. */
function page(userAgent: string) {
  const tags: ReturnType<typeof viewportTag>[] = [];
  const meta = viewportTag(tags);
  const document = {
    querySelectorAll: (selector: string) => (selector === 'meta[name="viewport"]' ? [...tags] : []),
  };
  return { navigator: { userAgent }, document, meta, tags };
}

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/140 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile Safari/604.1';

afterEach(() => vi.unstubAllGlobals());

describe('the inline viewport script (§2.3) and its React twin', () => {
  for (const [name, userAgent, expected] of [
    ['Android', ANDROID, 'width=device-width, initial-scale=1'],
    ['iPhone', IPHONE, 'width=device-width, initial-scale=1, maximum-scale=5'],
  ] as const) {
    it(`on ${name}, the inline text and the effect leave the same viewport`, () => {
      const inline = page(userAgent);
      // The text the page carries, run as the browser runs it (in a test only: never in the store).
      new Function('navigator', 'document', DROP_MAXIMUM_SCALE_ON_ANDROID)(inline.navigator, inline.document);
      expect(inline.meta.content).toBe(expected);

      const effect = page(userAgent);
      vi.stubGlobal('navigator', effect.navigator);
      vi.stubGlobal('document', effect.document);
      dropMaximumScaleOnAndroid();
      expect(effect.meta.content).toBe(expected);
    });
  }
});

describe('the inline keyboard-mode marker (§2.3)', () => {
  it('keyboard keys set it on the body, other keys leave it, a mouse press or a touch clears it', () => {
    const listeners = new Map<string, (e: { key?: string }) => void>();
    const classes = new Set<string>();
    const document = {
      body: {
        classList: {
          toggle: (name: string, on: boolean) => void (on ? classes.add(name) : classes.delete(name)),
        },
      },
    };
    const addEventListener = (type: string, listener: (e: { key?: string }) => void) =>
      listeners.set(type, listener);
    // The text the page carries, run as the browser runs it (in a test only: never in the store).
    new Function('addEventListener', 'document', KEYBOARD_MODE_MARKER)(addEventListener, document);

    const press = (key: string) => listeners.get('keydown')!({ key });
    press('a');
    expect(classes.has('keyboard-mode')).toBe(false);
    for (const key of ['Tab', 'ArrowDown', 'Enter', ' ']) {
      listeners.get('mousedown')!({});
      press(key);
      expect(classes.has('keyboard-mode'), key).toBe(true);
    }
    listeners.get('touchstart')!({});
    expect(classes.has('keyboard-mode')).toBe(false);
  });
});

describe('after hydration on Android (§2.3)', () => {
  it('keeps one viewport tag: the one React added, without maximum-scale', () => {
    const android = page(ANDROID);
    // React could not match the tag the inline script changed, so it appended its own.
    const reacts = viewportTag(android.tags);
    vi.stubGlobal('navigator', android.navigator);
    vi.stubGlobal('document', android.document);
    dropMaximumScaleOnAndroid();
    expect(android.tags).toEqual([reacts]);
    expect(reacts.content).toBe('width=device-width, initial-scale=1');
  });
});
