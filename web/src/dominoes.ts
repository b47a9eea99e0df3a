// Double-six dominoes drawn as SVG in code: two halves, pips in the usual layouts, a divider.
// Tiles scale with their container (width set in CSS), so the same drawing serves a phone and a
// projector. Only presentation lives here: what a tile means in a game is the core's business.
// Their names (the core's, pack.ts) and buttons (cards.ts) are as for every pack.

import { pieceSvg, svgEl } from './dom';

// Pip centres inside a 100 x 100 half, on a 3 x 3 grid.
const LO = 27;
const MID = 50;
const HI = 73;
const PIPS: ReadonlyArray<ReadonlyArray<readonly [number, number]>> = [
  [],
  [[MID, MID]],
  [[HI, LO], [LO, HI]],
  [[HI, LO], [MID, MID], [LO, HI]],
  [[LO, LO], [HI, LO], [LO, HI], [HI, HI]],
  [[LO, LO], [HI, LO], [MID, MID], [LO, HI], [HI, HI]],
  [[LO, LO], [LO, MID], [LO, HI], [HI, LO], [HI, MID], [HI, HI]],
];

/** The two ends of a tile code such as "6-4", in the order written; null if it is not one. */
export function parseTile(code: string): [number, number] | null {
  const m = /^([0-6])-([0-6])$/.exec(code);
  if (!m) return null;
  return [Number(m[1]), Number(m[2])];
}

function drawHalf(group: SVGGElement, value: number, dy: number): void {
  for (const [x, y] of PIPS[value] ?? []) {
    group.append(svgEl('circle', { class: 'pip', cx: 2 + x, cy: dy + y, r: 9.5 }));
  }
}

// A tile's size: tiles stand upright.
const W = 104;
const H = 204;

/** A tile face; decorative (aria-hidden): the element that holds it carries the name. */
export function dominoSvg(code: string): SVGSVGElement {
  const ends = parseTile(code) ?? [0, 0];
  const svg = pieceSvg('domino-face vertical', 'tile-body', W, H, 14);
  svg.append(svgEl('line', { class: 'divider', x1: 16, y1: 102, x2: 88, y2: 102 }));
  const pips = svgEl('g', { class: 'pips' });
  drawHalf(pips, ends[0], 2);
  drawHalf(pips, ends[1], 102);
  svg.append(pips);
  return svg;
}

/** The back of a tile, for hands the learner cannot see. */
export function dominoBackSvg(): SVGSVGElement {
  const svg = pieceSvg('domino-back vertical', 'back-body', W, H, 14);
  svg.append(svgEl('rect', { class: 'back-inlay', x: 16, y: 16, width: W - 32, height: H - 32, rx: 8 }));
  return svg;
}
