/**
 * Friendly illustrated faces for demo profiles, built from parameters (skin, hair, hijab, peci,
 * glasses, beard, clothes) so every demo person looks like someone different. Drawn, never
 * photographed: no real person is pictured.
 */
import { C, randomFrom } from './palette.js';

export const SKIN_TONES = ['#f6d3b3', '#ecbf96', '#dba57a', '#c58a5c', '#a06b43', '#7a4f31'];
export const HAIR_COLOURS = ['#1f1a17', '#2e211a', '#4a3222', '#6b4a2f', '#8e8a86'];
export const HAIR_STYLES = ['short', 'sidePart', 'curly', 'long', 'bun', 'buzz', 'wavy'] as const;
const HIJAB_COLOURS = [C.teal, C.coral, C.amberDark, '#7c5ba6', '#3d6e9e', C.slateSoft, '#c2557a'];
const CLOTHES = [C.teal, C.coral, C.amber, '#3d6e9e', C.slate, '#7c5ba6', C.leaf, C.tealMid];
const BACKGROUNDS = [C.tealPale, C.amberPale, C.coralPale, '#e3e6f6', '#e4f1d9', C.sky];

export type HairStyle = (typeof HAIR_STYLES)[number];

export interface AvatarParams {
  skin: string;
  background: string;
  clothes: string;
  /** A hijab covers the hair; `hair` is then ignored. */
  hijab?: string;
  hair?: { style: HairStyle; colour: string };
  /** The black songkok many Indonesian men wear. */
  peci?: boolean;
  glasses?: boolean;
  beard?: 'moustache' | 'full';
  smile?: 'open' | 'closed';
}

/** A colour made darker (amount < 0) or lighter (amount > 0), for shading the same tone. */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (v: number) =>
    Math.round(amount < 0 ? v * (1 + amount) : v + (255 - v) * amount)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(n >> 16)}${channel((n >> 8) & 0xff)}${channel(n & 0xff)}`;
}

function hairBack(style: HairStyle, colour: string): string {
  switch (style) {
    case 'long':
      return `<path d="M58 100C52 56 76 40 100 40s48 16 42 60l8 66c-22 14-78 14-100 0Z" fill="${colour}"/>`;
    case 'wavy':
      return `<path d="M60 98C52 58 76 42 100 42s48 16 40 56c10 14 2 26 8 38-10 10-4 20-14 26-22 6-46 6-68 0-10-6-4-16-14-26 6-12-2-24 8-38Z" fill="${colour}"/>`;
    case 'bun':
      return `<circle cx="100" cy="40" r="17" fill="${colour}"/>`;
    default:
      return '';
  }
}

function hairFront(style: HairStyle, colour: string): string {
  switch (style) {
    case 'short':
      return `<path d="M64 100C58 62 78 48 100 48s42 14 36 52c-4-14-10-24-18-28-14 8-34 10-48 8-4 6-8 14-6 20Z" fill="${colour}"/>`;
    case 'sidePart':
      return `<path d="M64 100C56 60 80 44 104 46c24 2 40 20 32 54-2-14-8-24-16-30-20 6-38 2-50 6-4 8-6 16-6 24Z" fill="${colour}"/><path d="M92 50c-8 6-14 14-16 24" stroke="${shade(colour, 0.25)}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
    case 'curly': {
      const curls = [
        [66, 84],
        [70, 68],
        [82, 56],
        [98, 50],
        [114, 54],
        [128, 64],
        [134, 80],
        [90, 62],
        [108, 62],
      ];
      return curls
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="13" fill="${colour}"/>`)
        .join('');
    }
    case 'long':
    case 'wavy':
      return `<path d="M64 96C60 62 80 48 100 48s40 14 36 48c-10-18-24-26-38-28-10 10-22 20-34 28Z" fill="${colour}"/>`;
    case 'bun':
      return `<path d="M64 96C60 62 80 50 100 50s40 12 36 46c-8-16-20-24-36-24s-28 8-36 24Z" fill="${colour}"/>`;
    case 'buzz':
      return `<path d="M65 92C63 64 80 54 100 54s37 10 35 38c-8-16-22-20-35-20s-27 4-35 20Z" fill="${colour}" opacity=".85"/>`;
  }
}

/** One avatar as an SVG string, square (200 × 200 user units). */
export function avatarSvg(p: AvatarParams): string {
  const skinShade = shade(p.skin, -0.14);
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="16 20 168 168">`,
    `<rect width="200" height="200" fill="${p.background}"/>`,
    `<circle cx="100" cy="104" r="78" fill="${C.white}" opacity=".45"/>`,
  ];
  if (!p.hijab && p.hair) parts.push(hairBack(p.hair.style, p.hair.colour));
  if (p.hijab) {
    parts.push(
      `<path d="M54 104C50 58 74 38 100 38s50 20 46 66c2 26 8 46 24 66-30 22-110 22-140 0 16-20 22-40 24-66Z" fill="${p.hijab}"/>`,
    );
  }
  // Clothes and neck.
  parts.push(
    `<path d="M26 200c4-32 32-50 74-50s70 18 74 50Z" fill="${p.clothes}"/>`,
    p.hijab ? '' : `<path d="M86 124h28v30c-6 8-22 8-28 0Z" fill="${skinShade}"/>`,
    p.hijab
      ? ''
      : `<path d="M84 152c6 10 26 10 32 0" stroke="${shade(p.clothes, -0.2)}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  );
  if (p.hijab) {
    // The drape over the shoulders, and a lighter fold.
    parts.push(
      `<path d="M44 200c2-30 22-54 56-54s54 24 56 54Z" fill="${p.hijab}"/>`,
      `<path d="M70 162c10 8 50 8 60 0" stroke="${shade(p.hijab, 0.25)}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    );
  }
  // Ears (hidden under a hijab), then the face.
  if (!p.hijab) {
    parts.push(
      `<circle cx="66" cy="102" r="9" fill="${p.skin}"/><circle cx="134" cy="102" r="9" fill="${p.skin}"/>`,
    );
  }
  parts.push(`<ellipse cx="100" cy="98" rx="35" ry="41" fill="${p.skin}"/>`);
  if (p.hijab) {
    // The hijab's edge framing the forehead.
    parts.push(
      `<path d="M63 100C61 66 80 52 100 52s39 14 37 48c-6-18-20-30-37-30s-31 12-37 30Z" fill="${p.hijab}"/>`,
      `<path d="M66 92c6-14 18-22 34-22s28 8 34 22" stroke="${shade(p.hijab, 0.3)}" stroke-width="3" fill="none" stroke-linecap="round" opacity=".7"/>`,
    );
  } else if (p.hair) {
    parts.push(hairFront(p.hair.style, p.hair.colour));
  }
  if (p.peci) {
    parts.push(
      `<path d="M65 74l3-26c20-6 44-6 64 0l3 26c-22-5-48-5-70 0Z" fill="#1d2226"/>`,
      `<path d="M68 66c20-4 44-4 64 0" stroke="#3a4248" stroke-width="3" fill="none"/>`,
    );
  }
  const brow = p.hijab ? C.slate : (p.hair?.colour ?? C.slate);
  parts.push(
    // Brows, eyes, nose, cheeks.
    `<path d="M78 88q8-5 15 0M107 88q8-5 15 0" stroke="${brow}" stroke-width="3.2" fill="none" stroke-linecap="round"/>`,
    `<ellipse cx="86" cy="100" rx="4" ry="4.8" fill="${C.slate}"/><ellipse cx="114" cy="100" rx="4" ry="4.8" fill="${C.slate}"/>`,
    `<circle cx="87.5" cy="98.5" r="1.3" fill="${C.white}"/><circle cx="115.5" cy="98.5" r="1.3" fill="${C.white}"/>`,
    `<path d="M100 104c-2 5-3 8 1 9" stroke="${skinShade}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    `<circle cx="76" cy="113" r="6.5" fill="${C.coral}" opacity=".28"/><circle cx="124" cy="113" r="6.5" fill="${C.coral}" opacity=".28"/>`,
  );
  if (p.beard === 'full') {
    parts.push(
      `<path d="M66 104c0 26 14 42 34 42s34-16 34-42c-4 8-9 11-14 11-4-5-11-7-20-7s-16 2-20 7c-5 0-10-3-14-11Z" fill="${p.hair?.colour ?? C.slate}"/>`,
    );
  }
  if (p.beard) {
    parts.push(
      `<path d="M88 117c6-5 18-5 24 0-6 2-18 2-24 0Z" fill="${p.hair?.colour ?? C.slate}"/>`,
    );
  }
  parts.push(
    p.smile === 'closed'
      ? `<path d="M89 121q11 9 22 0" stroke="${C.slate}" stroke-width="3.2" fill="none" stroke-linecap="round"/>`
      : `<path d="M88 119q12 14 24 0Z" fill="#8a3b2e"/><path d="M91 120h18l-1.5 3h-15Z" fill="${C.white}"/>`,
  );
  if (p.glasses) {
    parts.push(
      `<g stroke="${C.slate}" stroke-width="3" fill="${C.white}" fill-opacity=".15"><rect x="73" y="90" width="26" height="20" rx="8"/><rect x="101" y="90" width="26" height="20" rx="8"/></g>`,
      `<path d="M99 98h2M73 97l-7-3M127 97l7-3" stroke="${C.slate}" stroke-width="3" stroke-linecap="round"/>`,
    );
  }
  parts.push('</svg>');
  return parts.join('');
}

/** Parameters drawn from a seed: seeds 0, 1, 2… give people who look different. */
export function avatarParams(seed: number): AvatarParams {
  const r = randomFrom(seed + 1);
  const hijab = r.chance(0.35);
  const style = r.pick(HAIR_STYLES);
  const masculine = !hijab && ['short', 'sidePart', 'buzz', 'curly'].includes(style);
  return {
    skin: SKIN_TONES[seed % SKIN_TONES.length]!,
    background: r.pick(BACKGROUNDS),
    clothes: r.pick(CLOTHES),
    hijab: hijab ? r.pick(HIJAB_COLOURS) : undefined,
    hair: hijab ? undefined : { style, colour: r.pick(HAIR_COLOURS) },
    peci: masculine && style !== 'curly' && r.chance(0.25),
    glasses: r.chance(0.25),
    beard: masculine && r.chance(0.3) ? r.pick(['moustache', 'full'] as const) : undefined,
    smile: r.chance(0.5) ? 'open' : 'closed',
  };
}
