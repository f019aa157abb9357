/**
 * The colours of the demo illustrations: the web app's daisyUI theme (apps/web/src/index.css)
 * and the landing page's banners (apps/web/src/assets/banners), so demo photos sit in the same
 * world as the rest of the app.
 */
export const C = {
  teal: '#0f766e',
  tealDark: '#0a4f4a',
  tealMid: '#3f9a90',
  tealSoft: '#9fd3cb',
  tealPale: '#e6f4f1',
  base: '#f3faf8',
  amber: '#f6c453',
  amberDark: '#e9a21f',
  amberPale: '#fbe7b0',
  coral: '#ec7a5c',
  coralDark: '#d4603f',
  coralPale: '#f9d3c6',
  slate: '#2b3a44',
  slateSoft: '#5b6b75',
  cream: '#fdf6e9',
  sand: '#f7e6c4',
  wood: '#d9b98a',
  woodDark: '#b98b5a',
  white: '#ffffff',
  leaf: '#4f9d5d',
  leafDark: '#2f7a45',
  leafLight: '#8cc63f',
  tomato: '#e05a47',
  eggplant: '#7c5ba6',
  sky: '#cfe8f3',
} as const;

/** A four-point sparkle centred on (x, y), the banners' accent. */
export const sparkle = (x: number, y: number, r: number, fill: string, opacity = 1) =>
  `<path d="M${x} ${y - r}l${r * 0.3} ${r * 0.7} ${r * 0.7} ${r * 0.3} -${r * 0.7} ${r * 0.3} -${r * 0.3} ${r * 0.7} -${r * 0.3} -${r * 0.7} -${r * 0.7} -${r * 0.3} ${r * 0.7} -${r * 0.3}Z" fill="${fill}" opacity="${opacity}"/>`;

/** A small deterministic random source, so a seed always draws the same picture. */
export function randomFrom(seed: number) {
  let state = (seed * 2654435761) >>> 0 || 1;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}
