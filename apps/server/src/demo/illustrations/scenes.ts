/**
 * Household scenes for demo job photos and proofs of work: flat shapes in the app's colours,
 * 4:3 (800 × 600 user units), with no text so nothing depends on installed fonts.
 */
import { C, sparkle } from './palette.js';

const W = 800;
const H = 600;

/** `view` zooms in on part of the drawing (keep it 4:3). */
const svg = (body: string, view = `0 0 ${W} ${H}`) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${view}">${body}</svg>`;

/** A wall, a floor from `floorY` down, and a soft glow behind the subject. */
const room = (wall: string, floor: string, floorY: number) =>
  `<rect width="${W}" height="${H}" fill="${wall}"/>` +
  `<circle cx="400" cy="290" r="250" fill="${C.white}" opacity=".35"/>` +
  `<rect y="${floorY}" width="${W}" height="${H - floorY}" fill="${floor}"/>` +
  `<rect y="${floorY}" width="${W}" height="8" fill="${C.slate}" opacity=".08"/>`;

const bubbles = (points: Array<[number, number, number]>) =>
  points
    .map(
      ([x, y, r]) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="${C.white}" opacity=".9"/><circle cx="${x - r * 0.35}" cy="${y - r * 0.35}" r="${r * 0.22}" fill="${C.sky}"/>`,
    )
    .join('');

const plant = (x: number, y: number, pot: string) =>
  `<path d="M${x} ${y - 40}c-30-20-44-56-30-84 18 10 28 40 30 84Z" fill="${C.leaf}"/>` +
  `<path d="M${x} ${y - 40}c26-22 36-60 20-88-16 14-24 46-20 88Z" fill="${C.leafDark}"/>` +
  `<path d="M${x} ${y - 36}c-40-4-62-24-66-50 26-2 52 16 66 50Z" fill="${C.leafLight}"/>` +
  `<path d="M${x - 34} ${y - 44}h68l-8 44h-52Z" fill="${pot}"/>` +
  `<rect x="${x - 38}" y="${y - 50}" width="76" height="12" rx="6" fill="${pot}"/>`;

/** A tidy living room: sofa with cushions, coffee table, rug, window, lamp and a plant. */
export function livingRoom(): string {
  return svg(
    room(C.tealPale, C.sand, 440) +
      // Window with curtains.
      `<rect x="70" y="70" width="180" height="200" rx="12" fill="${C.sky}"/>` +
      `<circle cx="200" cy="120" r="26" fill="${C.amberPale}"/>` +
      `<path d="M70 230c40-30 80-20 120-40s40-10 60-6v86H70Z" fill="${C.tealSoft}" opacity=".8"/>` +
      `<path d="M160 70v200M70 170h180" stroke="${C.white}" stroke-width="8"/>` +
      `<rect x="70" y="70" width="180" height="200" rx="12" fill="none" stroke="${C.white}" stroke-width="10"/>` +
      `<path d="M52 58h216" stroke="${C.woodDark}" stroke-width="8" stroke-linecap="round"/>` +
      `<path d="M58 60h44c-4 80 6 150 16 226H58Z" fill="${C.amber}"/>` +
      `<path d="M262 60h-44c4 80-6 150-16 226h60Z" fill="${C.amber}"/>` +
      // Framed picture.
      `<rect x="440" y="90" width="150" height="104" rx="8" fill="${C.white}"/>` +
      `<rect x="452" y="102" width="126" height="80" rx="4" fill="${C.tealSoft}"/>` +
      `<path d="M452 182l40-44 30 30 20-18 36 32Z" fill="${C.teal}"/><circle cx="550" cy="126" r="11" fill="${C.amber}"/>` +
      // Floor lamp.
      `<path d="M700 440V200" stroke="${C.slate}" stroke-width="6"/>` +
      `<path d="M664 200h72l-14-64h-44Z" fill="${C.amber}"/>` +
      `<ellipse cx="700" cy="444" rx="30" ry="8" fill="${C.slate}"/>` +
      // Rug and shadows.
      `<ellipse cx="430" cy="508" rx="300" ry="46" fill="${C.coralPale}"/>` +
      `<ellipse cx="430" cy="508" rx="250" ry="32" fill="none" stroke="${C.white}" stroke-width="6" stroke-dasharray="4 14" stroke-linecap="round"/>` +
      // Sofa.
      `<rect x="300" y="250" width="360" height="130" rx="28" fill="${C.teal}"/>` +
      `<rect x="282" y="320" width="396" height="100" rx="26" fill="${C.tealMid}"/>` +
      `<rect x="268" y="300" width="56" height="130" rx="24" fill="${C.teal}"/>` +
      `<rect x="636" y="300" width="56" height="130" rx="24" fill="${C.teal}"/>` +
      `<path d="M480 330v80" stroke="${C.teal}" stroke-width="5" opacity=".6"/>` +
      `<path d="M296 430v16M664 430v16" stroke="${C.slate}" stroke-width="10" stroke-linecap="round"/>` +
      `<rect x="340" y="264" width="92" height="74" rx="18" fill="${C.amber}" transform="rotate(-8 386 301)"/>` +
      `<rect x="528" y="264" width="92" height="74" rx="18" fill="${C.coral}" transform="rotate(7 574 301)"/>` +
      `<circle cx="574" cy="301" r="14" fill="${C.white}" opacity=".5"/>` +
      // Coffee table with a mug and a bowl of fruit.
      `<rect x="330" y="452" width="220" height="18" rx="9" fill="${C.woodDark}"/>` +
      `<path d="M350 470v44M530 470v44" stroke="${C.woodDark}" stroke-width="10" stroke-linecap="round"/>` +
      `<path d="M370 452c0-26 60-26 60 0Z" fill="${C.white}"/>` +
      `<circle cx="388" cy="434" r="12" fill="${C.tomato}"/><circle cx="408" cy="430" r="12" fill="${C.amber}"/>` +
      `<rect x="476" y="420" width="30" height="32" rx="6" fill="${C.white}"/>` +
      `<path d="M506 428c14 0 14 16 0 16" stroke="${C.white}" stroke-width="6" fill="none"/>` +
      `<path d="M484 412c-4-8 4-10 0-18M496 412c-4-8 4-10 0-18" stroke="${C.slateSoft}" stroke-width="3" fill="none" stroke-linecap="round" opacity=".5"/>` +
      plant(150, 470, C.coral) +
      sparkle(330, 120, 18, C.amber) +
      sparkle(620, 240, 12, C.white) +
      sparkle(760, 110, 14, C.amber, 0.8),
  );
}

/**
 * A kitchen counter being cleaned: sink full of suds, a spray bottle and a sponge at work; with
 * `dishes`, plates waiting and a drying rack; with `done`, the counter clear and shining.
 */
export function kitchen(options: { dishes?: boolean; done?: boolean } = {}): string {
  const tiles = Array.from({ length: 6 }, (_, row) =>
    Array.from(
      { length: 11 },
      (_, col) =>
        `<rect x="${col * 76 - (row % 2) * 38 + 6}" y="${190 + row * 34}" width="70" height="28" rx="4" fill="${C.white}" opacity=".7"/>`,
    ).join(''),
  ).join('');
  const plates = options.dishes
    ? // A rack of washed plates and a stack still waiting.
      `<rect x="515" y="300" width="150" height="90" rx="10" fill="none" stroke="${C.slateSoft}" stroke-width="6"/>` +
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<ellipse cx="${537 + i * 36}" cy="318" rx="14" ry="52" fill="${i % 2 ? C.white : C.tealPale}" stroke="${C.tealSoft}" stroke-width="4"/>`,
        )
        .join('') +
      `<rect x="565" y="388" width="50" height="10" rx="5" fill="${C.slateSoft}"/>`
    : // A spray bottle and a potted herb.
      `<path d="M602 290h52a12 12 0 0 1 12 12v84H590v-84a12 12 0 0 1 12-12Z" fill="${C.coral}"/>` +
      `<rect x="606" y="316" width="44" height="44" rx="8" fill="${C.white}" opacity=".9"/>` +
      `<path d="M616 332h24M616 344h16" stroke="${C.coral}" stroke-width="5" stroke-linecap="round"/>` +
      `<rect x="612" y="264" width="32" height="28" rx="6" fill="${C.slate}"/>` +
      `<path d="M612 266h-22a6 6 0 0 0-6 6v8h28Z" fill="${C.slate}"/>` +
      `<path d="M580 276c-16-4-26-10-34-18M578 282c-18 2-30 0-42-4" stroke="${C.sky}" stroke-width="4" stroke-linecap="round" stroke-dasharray="2 9"/>` +
      plant(720, 390, C.amber);
  return svg(
    `<rect width="${W}" height="${H}" fill="${C.cream}"/>` +
      tiles +
      // Upper cabinets and window.
      `<rect x="40" y="30" width="250" height="130" rx="10" fill="${C.teal}"/>` +
      `<path d="M165 40v110" stroke="${C.tealDark}" stroke-width="4"/>` +
      `<path d="M146 96v20M184 96v20" stroke="${C.amber}" stroke-width="6" stroke-linecap="round"/>` +
      `<rect x="330" y="36" width="190" height="124" rx="12" fill="${C.sky}"/>` +
      `<path d="M425 36v124M330 98h190" stroke="${C.white}" stroke-width="8"/>` +
      `<rect x="330" y="36" width="190" height="124" rx="12" fill="none" stroke="${C.white}" stroke-width="10"/>` +
      `<rect x="560" y="30" width="200" height="130" rx="10" fill="${C.teal}"/>` +
      `<path d="M660 40v110" stroke="${C.tealDark}" stroke-width="4"/>` +
      `<path d="M642 96v20M678 96v20" stroke="${C.amber}" stroke-width="6" stroke-linecap="round"/>` +
      // Counter and lower cabinets.
      `<rect x="0" y="390" width="${W}" height="26" fill="${C.white}"/>` +
      `<rect x="0" y="416" width="${W}" height="${H - 416}" fill="${C.tealMid}"/>` +
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<rect x="${20 + i * 196}" y="436" width="176" height="144" rx="10" fill="${C.teal}"/>` +
            `<rect x="${88 + i * 196}" y="456" width="40" height="8" rx="4" fill="${C.amber}"/>`,
        )
        .join('') +
      // Sink, tap and suds.
      `<path d="M250 392h250l-16 48H266Z" fill="${C.slateSoft}" opacity=".35"/>` +
      `<path d="M360 392v-96a20 20 0 0 1 20-20h28a20 20 0 0 1 20 20v14" stroke="${C.slateSoft}" stroke-width="14" fill="none" stroke-linecap="round"/>` +
      `<rect x="336" y="378" width="50" height="16" rx="6" fill="${C.slateSoft}"/>` +
      `<path d="M428 322v36" stroke="${C.sky}" stroke-width="6" stroke-linecap="round" stroke-dasharray="6 10"/>` +
      (options.done
        ? sparkle(300, 350, 26, C.amber) +
          sparkle(450, 340, 20, C.white) +
          sparkle(380, 250, 14, C.amber)
        : bubbles([
            [270, 376, 22],
            [300, 360, 28],
            [340, 372, 20],
            [430, 366, 26],
            [466, 374, 22],
            [396, 380, 16],
            [322, 320, 9],
            [470, 330, 7],
            [252, 330, 6],
          ])) +
      (options.dishes
        ? // A stack of plates and bowls still to wash.
          [0, 1, 2, 3, 4]
            .map(
              (i) =>
                `<rect x="${110 - (i % 2) * 6}" y="${376 - i * 14}" width="${112 + (i % 2) * 12}" height="12" rx="6" fill="${i % 2 ? C.tealPale : C.white}" stroke="${C.tealSoft}" stroke-width="3"/>`,
            )
            .join('') +
          `<path d="M126 306h80c0 26-18 38-40 38s-40-12-40-38Z" fill="${C.coralPale}"/>`
        : options.done
          ? ''
          : // Sponge at work.
            `<rect x="130" y="356" width="74" height="38" rx="8" fill="${C.amber}"/>` +
            `<rect x="130" y="356" width="74" height="14" rx="6" fill="${C.leaf}"/>`) +
      // A tea towel.

      `<path d="M80 416h60v90c-20 8-40 8-60 0Z" fill="${C.coralPale}"/>` +
      `<path d="M80 446h60M80 470h60" stroke="${C.coral}" stroke-width="5"/>` +
      plates +
      sparkle(560, 220, 18, C.amber) +
      sparkle(210, 250, 14, C.amber, 0.9) +
      sparkle(740, 220, 10, C.teal, 0.6),
    // Close enough that the sink reads in a thumbnail.
    '95 110 580 435',
  );
}

/** An Indonesian bathroom: tiled 'bak mandi' with a dipper, toilet, basin and mirror, suds. */
export function bathroom(): string {
  const tiles = Array.from({ length: 9 }, (_, row) =>
    Array.from(
      { length: 11 },
      (_, col) =>
        `<rect x="${col * 76 + 3}" y="${row * 50 + 3}" width="70" height="44" rx="4" fill="${C.white}" opacity="${(row + col) % 3 === 0 ? 0.9 : 0.6}"/>`,
    ).join(''),
  ).join('');
  return svg(
    `<rect width="${W}" height="${H}" fill="${C.sky}"/>` +
      tiles +
      `<rect y="470" width="${W}" height="130" fill="${C.tealSoft}"/>` +
      `<path d="M0 470h${W}" stroke="${C.tealMid}" stroke-width="6"/>` +
      // Mirror and basin.
      `<rect x="300" y="60" width="140" height="170" rx="70" fill="${C.white}"/>` +
      `<rect x="312" y="72" width="116" height="146" rx="58" fill="${C.tealPale}"/>` +
      `<path d="M340 110l30-24M346 140l50-40" stroke="${C.white}" stroke-width="8" stroke-linecap="round"/>` +
      `<path d="M300 270h140a0 0 0 0 1 0 0c0 40-30 60-70 60s-70-20-70-60Z" fill="${C.white}"/>` +
      `<rect x="290" y="258" width="160" height="20" rx="10" fill="${C.white}"/>` +
      `<rect x="356" y="326" width="28" height="144" fill="${C.white}"/>` +
      `<path d="M370 258v-16h18" stroke="${C.slateSoft}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
      // Towel on its rail.
      `<path d="M500 120h120" stroke="${C.slateSoft}" stroke-width="8" stroke-linecap="round"/>` +
      `<path d="M512 120h96v130c-32 10-64 10-96 0Z" fill="${C.amber}"/>` +
      `<path d="M512 220h96" stroke="${C.white}" stroke-width="8" opacity=".7"/>` +
      // Bak mandi with water and a dipper (gayung).
      `<rect x="40" y="250" width="220" height="220" rx="10" fill="${C.teal}"/>` +
      Array.from({ length: 4 }, (_, i) =>
        Array.from(
          { length: 4 },
          (_, j) =>
            `<rect x="${48 + j * 53}" y="${282 + i * 46}" width="47" height="40" rx="4" fill="${C.tealMid}"/>`,
        ).join(''),
      ).join('') +
      `<rect x="32" y="244" width="236" height="26" rx="8" fill="${C.tealDark}"/>` +
      `<rect x="48" y="250" width="204" height="12" rx="6" fill="${C.sky}"/>` +
      `<path d="M180 232h56l-6 34h-44Z" fill="${C.coral}"/>` +
      `<path d="M228 240l50-26" stroke="${C.coral}" stroke-width="12" stroke-linecap="round"/>` +
      // Toilet.
      `<rect x="600" y="290" width="110" height="90" rx="12" fill="${C.white}"/>` +
      `<path d="M560 380h170c0 50-40 70-86 70-44 0-84-20-84-70Z" fill="${C.white}"/>` +
      `<rect x="610" y="444" width="70" height="30" rx="6" fill="${C.white}"/>` +
      `<rect x="552" y="370" width="186" height="18" rx="9" fill="${C.tealPale}"/>` +
      `<rect x="636" y="300" width="40" height="10" rx="5" fill="${C.tealSoft}"/>` +
      // Scrub brush and suds on the floor.
      `<rect x="420" y="500" width="96" height="30" rx="12" fill="${C.amber}"/>` +
      `<path d="M428 530v14M444 530v14M460 530v14M476 530v14M492 530v14M508 530v14" stroke="${C.amberDark}" stroke-width="6" stroke-linecap="round"/>` +
      bubbles([
        [380, 540, 22],
        [410, 552, 16],
        [540, 546, 20],
        [568, 532, 12],
        [468, 478, 9],
      ]) +
      sparkle(480, 70, 18, C.amber) +
      sparkle(740, 200, 14, C.white) +
      sparkle(120, 190, 14, C.amber, 0.9),
  );
}

/** Ironing: a board with an iron, a stack of folded shirts and a laundry basket. */
export function laundry(): string {
  const shirt = (x: number, y: number, colour: string) =>
    `<rect x="${x}" y="${y}" width="150" height="34" rx="8" fill="${colour}"/>` +
    `<path d="M${x + 60} ${y}l15 16 15-16" stroke="${C.white}" stroke-width="5" fill="none" opacity=".8"/>`;
  return svg(
    room(C.amberPale, C.sand, 450) +
      // Clothes line with hangers in the window light.
      `<rect x="500" y="60" width="220" height="170" rx="12" fill="${C.sky}"/>` +
      `<path d="M610 60v170M500 145h220" stroke="${C.white}" stroke-width="8"/>` +
      `<rect x="500" y="60" width="220" height="170" rx="12" fill="none" stroke="${C.white}" stroke-width="10"/>` +
      `<path d="M60 80h360" stroke="${C.slateSoft}" stroke-width="4"/>` +
      `<path d="M110 80l-30 30v90h80v-90Z" fill="${C.coral}"/><path d="M100 80h20l-10 18Z" fill="${C.white}"/>` +
      `<path d="M240 80l-34 28v70h68v-70Z" fill="${C.tealSoft}"/>` +
      `<path d="M360 80l-30 24v110h60V104Z" fill="${C.amber}"/>` +
      // Ironing board.
      `<path d="M160 360h380c40 0 70 14 70 26s-30 26-70 26H160c-14 0-24-12-24-26s10-26 24-26Z" fill="${C.teal}"/>` +
      `<path d="M176 372h360" stroke="${C.white}" stroke-width="4" stroke-dasharray="10 12" opacity=".6"/>` +
      `<path d="M260 412l140 120M400 412 260 532" stroke="${C.slateSoft}" stroke-width="10" stroke-linecap="round"/>` +
      // Iron, with steam.
      `<path d="M420 356c0-40 30-64 80-64h60c8 0 12 6 12 12v52Z" fill="${C.white}"/>` +
      `<path d="M420 356c0-40 30-64 80-64h60c8 0 12 6 12 12v52Z" fill="none" stroke="${C.tealSoft}" stroke-width="4"/>` +
      `<path d="M470 300c10-34 90-34 96-6" stroke="${C.coral}" stroke-width="14" fill="none" stroke-linecap="round"/>` +
      `<circle cx="486" cy="330" r="8" fill="${C.amber}"/>` +
      `<path d="M440 280c-10-16 10-22 0-40M470 270c-10-16 10-22 0-40" stroke="${C.white}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
      // Folded shirts on the board.
      shirt(190, 326, C.amber) +
      shirt(196, 294, C.tealPale) +
      shirt(186, 262, C.coralPale) +
      // Laundry basket.
      `<path d="M600 440h170l-16 110H616Z" fill="${C.wood}"/>` +
      `<path d="M614 470h142M618 500h134M622 530h126" stroke="${C.woodDark}" stroke-width="5"/>` +
      `<path d="M640 444c0-40 30-50 40-30 14-30 50-20 50 30Z" fill="${C.tealSoft}"/>` +
      `<path d="M606 440c10-20 40-26 60-6" fill="${C.coral}"/>` +
      `<rect x="592" y="430" width="186" height="18" rx="9" fill="${C.woodDark}"/>` +
      sparkle(300, 180, 16, C.teal, 0.5) +
      sparkle(760, 300, 14, C.amber) +
      sparkle(80, 290, 12, C.coral, 0.7),
  );
}

/** A woven basket of fresh market produce on a stall: bayam, carrots, tomatoes, eggplant, tahu. */
export function marketBasket(): string {
  const stripes = Array.from(
    { length: 10 },
    (_, i) =>
      `<path d="M${i * 80} 0h80v70c0 22-18 40-40 40s-40-18-40-40Z" fill="${i % 2 ? C.white : C.teal}"/>`,
  ).join('');
  const weave = Array.from(
    { length: 5 },
    (_, i) =>
      `<path d="M${222 + i * 4} ${372 + i * 34}h${356 - i * 8}" stroke="${C.amberDark}" stroke-width="6" stroke-linecap="round" opacity=".7"/>`,
  ).join('');
  const carrot = (x: number, y: number, angle: number) =>
    `<g transform="rotate(${angle} ${x} ${y})"><path d="M${x - 14} ${y}h28l-14 120Z" fill="${C.coral}"/>` +
    `<path d="M${x - 8} ${y + 30}h10M${x - 4} ${y + 60}h8" stroke="${C.coralDark}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M${x} ${y}c-10-30-20-40-30-44M${x} ${y}c0-30 6-40 14-50M${x} ${y}c10-24 24-30 34-30" stroke="${C.leaf}" stroke-width="7" fill="none" stroke-linecap="round"/></g>`;
  return svg(
    `<rect width="${W}" height="${H}" fill="${C.amberPale}"/>` +
      `<circle cx="400" cy="300" r="240" fill="${C.white}" opacity=".45"/>` +
      stripes +
      // Stall table.
      `<rect y="500" width="${W}" height="100" fill="${C.woodDark}"/>` +
      `<rect y="494" width="${W}" height="16" fill="${C.wood}"/>` +
      // Bayam bundle behind.
      `<path d="M300 380c-40-60-60-140-30-200 30 40 40 120 30 200Z" fill="${C.leafDark}"/>` +
      `<path d="M320 380c-10-80 10-160 60-200 10 60-20 140-60 200Z" fill="${C.leaf}"/>` +
      `<path d="M340 380c20-70 70-120 130-130-20 60-70 110-130 130Z" fill="${C.leafLight}"/>` +
      `<path d="M280 390c-20-50-60-90-100-100 10 50 50 90 100 100Z" fill="${C.leaf}"/>` +
      carrot(470, 250, 18) +
      carrot(510, 262, 30) +
      // Eggplant and tomatoes on top.
      `<ellipse cx="420" cy="330" rx="34" ry="78" fill="${C.eggplant}" transform="rotate(-52 420 330)"/>` +
      `<path d="M366 288c10-10 24-8 30 2-12 4-22 4-30-2Z" fill="${C.leafDark}"/>` +
      `<circle cx="300" cy="356" r="36" fill="${C.tomato}"/><circle cx="290" cy="344" r="8" fill="${C.white}" opacity=".35"/>` +
      `<path d="M290 322l10 8 10-8-4 10h-12Z" fill="${C.leafDark}"/>` +
      `<circle cx="520" cy="356" r="30" fill="${C.tomato}"/><path d="M512 328l8 6 8-6-3 8h-10Z" fill="${C.leafDark}"/>` +
      // The basket, low enough for the produce to show.
      `<g transform="translate(0 392) scale(1 .74) translate(0 -356)">` +
      `<path d="M200 356h400l-32 150H232Z" fill="${C.amber}"/>` +
      weave +
      `<rect x="188" y="344" width="424" height="28" rx="14" fill="${C.amberDark}"/>` +
      `<path d="M250 352c10-140 290-140 300 0" stroke="${C.woodDark}" stroke-width="14" fill="none" stroke-linecap="round"/>` +
      `</g>` +
      // Tahu and chillies on the table.
      `<rect x="620" y="440" width="58" height="50" rx="6" fill="${C.cream}"/>` +
      `<rect x="672" y="450" width="58" height="40" rx="6" fill="${C.sand}"/>` +
      `<path d="M70 480c30-20 60-24 90-10" stroke="${C.tomato}" stroke-width="12" fill="none" stroke-linecap="round"/>` +
      `<path d="M90 500c30-16 60-18 86-4" stroke="${C.coralDark}" stroke-width="12" fill="none" stroke-linecap="round"/>` +
      `<path d="M160 470l10-10M176 496l10-8" stroke="${C.leafDark}" stroke-width="6" stroke-linecap="round"/>` +
      sparkle(640, 200, 18, C.white) +
      sparkle(150, 230, 14, C.amberDark, 0.8),
  );
}

/** A pharmacy's paper bag with a green cross, medicine box, blister pack, bottle and receipt. */
export function pharmacyBag(): string {
  return svg(
    room(C.tealPale, C.white, 470) +
      `<rect y="470" width="${W}" height="130" fill="${C.tealSoft}" opacity=".45"/>` +
      // Paper bag.
      `<path d="M250 170h220l24 320H226Z" fill="${C.white}"/>` +
      `<path d="M250 170h220l24 320H226Z" fill="none" stroke="${C.tealSoft}" stroke-width="4"/>` +
      `<path d="M250 170l-24 40h268l-24-40" fill="${C.cream}"/>` +
      `<path d="M310 190c0-60 100-60 100 0" stroke="${C.slateSoft}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
      `<rect x="320" y="290" width="80" height="80" rx="16" fill="${C.leaf}"/>` +
      `<path d="M360 308v44M338 330h44" stroke="${C.white}" stroke-width="14" stroke-linecap="round"/>` +
      `<path d="M290 410h140M310 432h100" stroke="${C.tealSoft}" stroke-width="6" stroke-linecap="round"/>` +
      // Medicine box.
      `<rect x="520" y="330" width="150" height="150" rx="10" fill="${C.amber}"/>` +
      `<rect x="520" y="330" width="150" height="40" rx="10" fill="${C.amberDark}"/>` +
      `<rect x="540" y="394" width="110" height="62" rx="8" fill="${C.white}"/>` +
      `<path d="M556 412h70M556 430h50" stroke="${C.amberDark}" stroke-width="6" stroke-linecap="round"/>` +
      // Vitamin bottle.
      `<rect x="100" y="330" width="100" height="150" rx="18" fill="${C.coral}"/>` +
      `<rect x="108" y="296" width="84" height="40" rx="8" fill="${C.white}"/>` +
      `<rect x="112" y="370" width="76" height="70" rx="8" fill="${C.white}" opacity=".9"/>` +
      `<circle cx="150" cy="405" r="18" fill="${C.amber}"/>` +
      // Blister pack and receipt on the counter.
      `<rect x="250" y="500" width="170" height="70" rx="12" fill="${C.sky}" transform="rotate(-6 335 535)"/>` +
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<circle cx="${280 + i * 36}" cy="${522 - i * 4}" r="10" fill="${C.white}"/><circle cx="${282 + i * 36}" cy="${552 - i * 4}" r="10" fill="${C.white}"/>`,
        )
        .join('') +
      `<path d="M470 504h110v80l-11-8-11 8-11-8-11 8-11-8-11 8-11-8-11 8-11-8Z" fill="${C.white}" transform="rotate(8 525 540)"/>` +
      `<path d="M488 524h70M488 542h50M488 560h60" stroke="${C.slateSoft}" stroke-width="5" stroke-linecap="round" opacity=".5" transform="rotate(8 525 540)"/>` +
      `<ellipse cx="640" cy="530" rx="12" ry="24" fill="${C.white}" transform="rotate(60 640 530)"/>` +
      `<path d="M630 524l20 12" stroke="${C.coral}" stroke-width="12" transform="rotate(0)"/>` +
      sparkle(560, 150, 20, C.amber) +
      sparkle(160, 200, 14, C.teal, 0.6) +
      sparkle(720, 250, 12, C.amber, 0.8),
  );
}

/** Household supplies: a water galon, a green 3 kg LPG 'melon' and a bag of groceries. */
export function groceries(): string {
  return svg(
    room(C.amberPale, C.sand, 470) +
      // Galon.
      `<rect x="90" y="180" width="180" height="290" rx="40" fill="${C.sky}"/>` +
      `<rect x="90" y="180" width="180" height="290" rx="40" fill="none" stroke="#8cc4dc" stroke-width="6"/>` +
      `<path d="M90 280h180M90 380h180" stroke="#8cc4dc" stroke-width="6"/>` +
      `<rect x="150" y="140" width="60" height="46" rx="10" fill="#3d6e9e"/>` +
      `<rect x="110" y="300" width="50" height="60" rx="10" fill="${C.white}" opacity=".7"/>` +
      // Gas melon.
      `<rect x="320" y="290" width="160" height="180" rx="70" fill="${C.leafLight}"/>` +
      `<rect x="320" y="290" width="160" height="180" rx="70" fill="none" stroke="${C.leaf}" stroke-width="6"/>` +
      `<path d="M336 380h128" stroke="${C.leaf}" stroke-width="6"/>` +
      `<rect x="370" y="250" width="60" height="44" rx="8" fill="${C.leaf}"/>` +
      `<rect x="388" y="234" width="24" height="20" rx="4" fill="${C.slateSoft}"/>` +
      `<rect x="352" y="460" width="96" height="16" rx="6" fill="${C.leafDark}"/>` +
      // Grocery tote with bread, eggs and a bunch of bananas.
      `<path d="M560 260c0-70 120-70 120 0" stroke="${C.teal}" stroke-width="12" fill="none"/>` +
      `<rect x="560" y="200" width="48" height="120" rx="20" fill="${C.amber}" transform="rotate(-12 584 260)"/>` +
      `<path d="M630 250c30-50 60-50 80-40-30 10-50 30-60 60Z" fill="${C.amberDark}"/>` +
      `<rect x="520" y="260" width="200" height="210" rx="16" fill="${C.teal}"/>` +
      `<rect x="560" y="320" width="120" height="80" rx="14" fill="${C.white}" opacity=".9"/>` +
      [0, 1, 2]
        .map((i) => `<ellipse cx="${590 + i * 30}" cy="360" rx="11" ry="14" fill="${C.sand}"/>`)
        .join('') +
      sparkle(330, 150, 18, C.amber) +
      sparkle(740, 160, 14, C.teal, 0.5) +
      sparkle(480, 200, 10, C.coral, 0.8),
  );
}

/** The scenes by name, so the demo can say which picture each job shows. */
export const SCENES = {
  livingRoom,
  kitchen: () => kitchen(),
  dishes: () => kitchen({ dishes: true }),
  kitchenDone: () => kitchen({ done: true }),
  bathroom,
  laundry,
  marketBasket,
  pharmacyBag,
  groceries,
} as const;

export type SceneName = keyof typeof SCENES;
