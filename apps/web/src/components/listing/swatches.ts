/** Swatch colours for the colour-group filter; patterns get a neutral swatch with a border. */
export const COLOUR_SWATCHES: Record<string, string> = {
  black: '#161412',
  white: '#ffffff',
  cream: '#f3ead8',
  beige: '#d9c3a5',
  brown: '#7b5236',
  grey: '#9a9a9a',
  navy: '#1f2a44',
  blue: '#3d6fb4',
  green: '#4f7a4a',
  khaki: '#8a8454',
  red: '#b3261e',
  pink: '#e7a2b4',
  purple: '#6e4a8e',
  yellow: '#e8c547',
  orange: '#e07a2f',
  gold: '#c9a54a',
  silver: '#c0c0c0',
  nude: '#e2bfa3',
};

export function swatchStyle(group: string): { background: string } {
  const colour = COLOUR_SWATCHES[group];
  return {
    background:
      colour ??
      'repeating-linear-gradient(45deg, #e5e0d8 0 3px, #faf8f5 3px 6px)' /* multi, print, pattern */,
  };
}
