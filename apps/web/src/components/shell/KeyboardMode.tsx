'use client';

import { useEffect } from 'react';

/**
 * §2.3: keyboard use adds a keyboard-mode marker to the page body; mouse or touch removes it.
 * Styles use it to show strong focus rings only to keyboard users.
 */
export function KeyboardMode() {
  useEffect(() => {
    const on = (e: KeyboardEvent) => {
      if (e.key === 'Tab' || e.key.startsWith('Arrow') || e.key === 'Enter' || e.key === ' ') {
        document.body.classList.add('keyboard-mode');
      }
    };
    const off = () => document.body.classList.remove('keyboard-mode');
    window.addEventListener('keydown', on, true);
    window.addEventListener('mousedown', off, true);
    window.addEventListener('touchstart', off, true);
    return () => {
      window.removeEventListener('keydown', on, true);
      window.removeEventListener('mousedown', off, true);
      window.removeEventListener('touchstart', off, true);
    };
  }, []);
  return null;
}
