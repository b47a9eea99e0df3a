// Double-six dominoes drawn as SVG in code: two halves, pips in the usual layouts, a divider.
// Tiles scale with their container (width set in CSS), so the same drawing serves a phone and a
// projector. Only presentation lives here: what a tile means in a game is the core's business.

const SVG_NS = 'http://www.w3.org/2000/svg';

const NUMBER_WORDS = ['blank', 'one', 'two', 'three', 'four', 'five', 'six'] as const;

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

export type Orientation = 'vertical' | 'horizontal';

/** The two ends of a tile code such as "6-4", in the order written; null if it is not one. */
export function parseTile(code: string): [number, number] | null {
  const m = /^([0-6])-([0-6])$/.exec(code);
  if (!m) return null;
  return [Number(m[1]), Number(m[2])];
}

/** How a person says the tile: "six-four", "five-blank", "double six". */
export function spokenName(code: string): string {
  const ends = parseTile(code);
  if (!ends) return code;
  const [a, b] = ends;
  const wa = NUMBER_WORDS[a] ?? String(a);
  const wb = NUMBER_WORDS[b] ?? String(b);
  return a === b ? `double ${wa}` : `${wa}-${wb}`;
}

/** The accessible name of a tile: "domino 6-4 (six-four)". */
export function tileLabel(code: string): string {
  return `domino ${code} (${spokenName(code)})`;
}

function svgEl<K extends keyof SVGElementTagNameMap>(
  name: K,
  attrs: Record<string, string | number>,
): SVGElementTagNameMap[K] {
  const el = document.createElementNS(SVG_NS, name);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

function drawHalf(group: SVGGElement, value: number, dx: number, dy: number): void {
  for (const [x, y] of PIPS[value] ?? []) {
    group.append(svgEl('circle', { class: 'pip', cx: dx + x, cy: dy + y, r: 9.5 }));
  }
}

/** A tile face; decorative (aria-hidden): the element that holds it carries the name. */
export function dominoSvg(code: string, orientation: Orientation = 'vertical'): SVGSVGElement {
  const ends = parseTile(code) ?? [0, 0];
  const vertical = orientation === 'vertical';
  const w = vertical ? 104 : 204;
  const h = vertical ? 204 : 104;
  const svg = svgEl('svg', {
    class: `domino-face ${orientation}`,
    viewBox: `0 0 ${w} ${h}`,
    'aria-hidden': 'true',
    focusable: 'false',
  });
  svg.append(svgEl('rect', { class: 'tile-body', x: 2, y: 2, width: w - 4, height: h - 4, rx: 14 }));
  if (vertical) {
    svg.append(svgEl('line', { class: 'divider', x1: 16, y1: 102, x2: 88, y2: 102 }));
  } else {
    svg.append(svgEl('line', { class: 'divider', x1: 102, y1: 16, x2: 102, y2: 88 }));
  }
  const pips = svgEl('g', { class: 'pips' });
  drawHalf(pips, ends[0], 2, 2);
  if (vertical) drawHalf(pips, ends[1], 2, 102);
  else drawHalf(pips, ends[1], 102, 2);
  svg.append(pips);
  return svg;
}

/** The back of a tile, for hands the learner cannot see. */
export function dominoBackSvg(orientation: Orientation = 'vertical'): SVGSVGElement {
  const vertical = orientation === 'vertical';
  const w = vertical ? 104 : 204;
  const h = vertical ? 204 : 104;
  const svg = svgEl('svg', {
    class: `domino-back ${orientation}`,
    viewBox: `0 0 ${w} ${h}`,
    'aria-hidden': 'true',
    focusable: 'false',
  });
  svg.append(svgEl('rect', { class: 'back-body', x: 2, y: 2, width: w - 4, height: h - 4, rx: 14 }));
  svg.append(svgEl('rect', { class: 'back-inlay', x: 16, y: 16, width: w - 32, height: h - 32, rx: 8 }));
  return svg;
}

/** A tile the learner can choose: a real button with a spoken name and a visible code. */
export function dominoButton(code: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'domino';
  button.dataset.code = code;
  button.setAttribute('aria-label', tileLabel(code));
  button.append(dominoSvg(code));
  const caption = document.createElement('span');
  caption.className = 'code';
  caption.setAttribute('aria-hidden', 'true');
  caption.textContent = code;
  button.append(caption);
  return button;
}

/** A tile shown but not chosen (on the table, in the trick log): an image with a name. */
export function dominoFigure(code: string, orientation: Orientation = 'vertical'): HTMLElement {
  const span = document.createElement('span');
  span.className = 'domino-static';
  span.setAttribute('role', 'img');
  span.setAttribute('aria-label', tileLabel(code));
  span.dataset.code = code;
  span.append(dominoSvg(code, orientation));
  return span;
}
