import { describe, expect, it } from 'vitest';
import { focusableTables } from './RichText';

describe('§3.8 rich text: wide tables stay usable from the keyboard', () => {
  it('makes every table focusable, and nothing else', () => {
    expect(focusableTables('<p>a</p><table><tr><td>1</td></tr></table><table class="x"></table>')).toBe(
      '<p>a</p><table tabindex="0"><tr><td>1</td></tr></table><table tabindex="0" class="x"></table>',
    );
    expect(focusableTables('<p>tables</p><tablet>')).toBe('<p>tables</p><tablet>');
  });
});
