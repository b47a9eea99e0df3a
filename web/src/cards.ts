// Cards drawn as SVG in code, by the kind of pack the core names (`games`): French suits
// (Spades, Clubs, Hearts, Diamonds), Italian suits (Swords, Batons, Cups, Coins), Spanish
// suits (Espadas, Bastos, Copas, Oros), trumps 1 to 21 with their numerals, the Fool, Good and
// Evil, and dominoes (dominoes.ts). Every face carries its rank as large text and its suit as a
// shape, so neither colour nor a small symbol is the only way to tell cards apart. The words on
// a face (a court's rank, the Fool's name) are read from the core's names of the cards. The
// drawing scales with its container.

import { dominoBackSvg, dominoSvg, parseTile } from './dominoes';
import { el, pieceSvg, svgEl } from './dom';
import { t, type MessageKey } from './i18n';
import { cardName, packKind, rankWord, withoutArticle } from './pack';

/** How the suits are drawn: the kind of pack, as the core names it. */
type PackStyle = 'french-suited' | 'italian-suited' | 'spanish-suited';
type SuitLetter = 'S' | 'C' | 'H' | 'D';

function styleOf(game: string): PackStyle {
  const kind = packKind(game);
  return kind === 'italian-suited' || kind === 'spanish-suited' ? kind : 'french-suited';
}

type ParsedCard =
  | { kind: 'suit'; suit: SuitLetter; rank: string }
  | { kind: 'trump'; number: number }
  | { kind: 'fool' }
  | { kind: 'good-or-evil'; good: boolean }
  | { kind: 'tile' }
  | { kind: 'unknown' };

/** Reads a card code of the API (docs/api.md): "HK", "S10", "T21", "FOOL", "GOOD", "6-4". */
function parseCard(code: string): ParsedCard {
  if (code === 'FOOL') return { kind: 'fool' };
  if (code === 'GOOD' || code === 'EVIL') return { kind: 'good-or-evil', good: code === 'GOOD' };
  let m = /^T([1-9]|1[0-9]|2[01])$/.exec(code);
  if (m) return { kind: 'trump', number: Number(m[1]) };
  m = /^([SCHD])(10|[1-9]|[JNQK])$/.exec(code);
  if (m) return { kind: 'suit', suit: m[1] as SuitLetter, rank: m[2] as string };
  return parseTile(code) ? { kind: 'tile' } : { kind: 'unknown' };
}

/** A name as printed on a face: without its article ("Excuse" for "the Excuse"). */
function faceWord(name: string): string {
  return withoutArticle(name);
}

const W = 100;
const H = 150;

/** Colour class per suit and style: red or dark for French, each Latin suit its own. */
function suitTone(style: PackStyle, suit: SuitLetter): string {
  if (style === 'french-suited') return suit === 'H' || suit === 'D' ? 'tone-red' : 'tone-black';
  return `tone-${suit.toLowerCase()}`;
}

// ---- suit symbols, each drawn in a 100 x 100 box ---------------------------------------------

function frenchSymbol(suit: SuitLetter): SVGElement[] {
  switch (suit) {
    case 'H':
      return [svgEl('path', { d: 'M50 90 C22 68 6 50 14 30 C22 10 44 10 50 30 C56 10 78 10 86 30 C94 50 78 68 50 90Z' })];
    case 'D':
      return [svgEl('path', { d: 'M50 6 L86 50 L50 94 L14 50Z' })];
    case 'S':
      return [svgEl('path', { d: 'M50 6 C78 32 94 46 86 64 C80 78 60 78 54 66 C56 78 60 86 68 92 L32 92 C40 86 44 78 46 66 C40 78 20 78 14 64 C6 46 22 32 50 6Z' })];
    case 'C':
      return [
        svgEl('circle', { cx: 50, cy: 28, r: 18 }),
        svgEl('circle', { cx: 28, cy: 58, r: 18 }),
        svgEl('circle', { cx: 72, cy: 58, r: 18 }),
        svgEl('path', { d: 'M46 50 L54 50 C56 72 60 84 68 92 L32 92 C40 84 44 72 46 50Z' }),
      ];
  }
}

/** Italian suits: a curved sabre, a straight baton, a goblet, a coin with a rosette. */
function italianSymbol(suit: SuitLetter): SVGElement[] {
  switch (suit) {
    case 'S':
      return [
        svgEl('path', { d: 'M62 8 C80 30 78 58 56 74 L50 68 C66 54 68 32 56 12Z' }),
        svgEl('rect', { x: 30, y: 68, width: 36, height: 7, rx: 3, transform: 'rotate(-40 48 72)' }),
        svgEl('path', { d: 'M40 78 L46 84 L30 96 L26 92Z' }),
      ];
    case 'C':
      return [
        svgEl('rect', { x: 43, y: 6, width: 14, height: 88, rx: 7 }),
        svgEl('rect', { x: 37, y: 10, width: 26, height: 10, rx: 5 }),
        svgEl('rect', { x: 37, y: 80, width: 26, height: 10, rx: 5 }),
      ];
    case 'H':
      return [
        svgEl('path', { d: 'M22 10 L78 10 C78 42 64 54 50 54 C36 54 22 42 22 10Z' }),
        svgEl('rect', { x: 45, y: 52, width: 10, height: 24 }),
        svgEl('ellipse', { cx: 50, cy: 84, rx: 24, ry: 9 }),
      ];
    case 'D':
      return [
        svgEl('circle', { cx: 50, cy: 50, r: 42 }),
        svgEl('circle', { class: 'inlay', cx: 50, cy: 50, r: 30 }),
        svgEl('path', { class: 'inlay', d: 'M50 28 L56 44 L72 50 L56 56 L50 72 L44 56 L28 50 L44 44Z' }),
      ];
  }
}

/** Spanish suits: a straight cross-hilted sword, a knotted club, a cup, a ringed coin. */
function spanishSymbol(suit: SuitLetter): SVGElement[] {
  switch (suit) {
    case 'S':
      return [
        svgEl('path', { d: 'M46 6 L54 6 L54 66 L50 74 L46 66Z' }),
        svgEl('rect', { x: 28, y: 66, width: 44, height: 8, rx: 3 }),
        svgEl('rect', { x: 46, y: 74, width: 8, height: 14 }),
        svgEl('circle', { cx: 50, cy: 92, r: 6 }),
      ];
    case 'C':
      return [
        svgEl('path', { d: 'M40 94 L34 20 C34 6 66 6 66 20 L60 94Z' }),
        svgEl('circle', { class: 'inlay', cx: 44, cy: 36, r: 5 }),
        svgEl('circle', { class: 'inlay', cx: 56, cy: 56, r: 5 }),
        svgEl('circle', { class: 'inlay', cx: 46, cy: 74, r: 4 }),
      ];
    case 'H':
      return [
        svgEl('path', { d: 'M20 8 L80 8 L74 30 C70 46 60 52 50 52 C40 52 30 46 26 30Z' }),
        svgEl('rect', { x: 44, y: 50, width: 12, height: 22 }),
        svgEl('path', { d: 'M26 92 C26 78 74 78 74 92Z' }),
      ];
    case 'D':
      return [
        svgEl('circle', { cx: 50, cy: 50, r: 42 }),
        svgEl('circle', { class: 'inlay', cx: 50, cy: 50, r: 32 }),
        svgEl('circle', { cx: 50, cy: 50, r: 14 }),
      ];
  }
}

function suitSymbol(style: PackStyle, suit: SuitLetter, x: number, y: number, size: number): SVGGElement {
  const shapes =
    style === 'italian-suited' ? italianSymbol(suit) : style === 'spanish-suited' ? spanishSymbol(suit) : frenchSymbol(suit);
  const g = svgEl('g', { class: 'suit-symbol', transform: `translate(${x} ${y}) scale(${size / 100})` });
  g.append(...shapes);
  return g;
}

// ---- faces -------------------------------------------------------------------------------------

/**
 * Text centred on `x`, never wider than `most` units: a longer word ("Cavalier", "Kn", "21") is
 * squeezed to fit rather than running off the card.
 */
function text(x: number, y: number, content: string, className: string, size: number, most = 84): SVGTextElement {
  const t = svgEl('text', { x, y, class: className, 'font-size': size, 'text-anchor': 'middle' });
  // A bold serif letter is about 0.62 of its size wide.
  if (content.length * size * 0.62 > most) {
    t.setAttribute('textLength', String(most));
    t.setAttribute('lengthAdjust', 'spacingAndGlyphs');
  }
  t.textContent = content;
  return t;
}

/** A card's svg with its rounded body, face or back alike. */
function cardBody(className: string, body = 'card-body'): SVGSVGElement {
  return pieceSvg(className, body, W, H, 9);
}

/** The corner index: the rank as large text, a small suit symbol under it. */
function corner(svg: SVGSVGElement, mark: string, style: PackStyle, suit: SuitLetter | null): void {
  const size = mark.length > 1 ? 26 : 32;
  svg.append(text(20, 32, mark, 'index', size, 28));
  if (suit) svg.append(suitSymbol(style, suit, 8, 38, 24));
}

const ROMAN_UNITS = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX'];

/** A trump's number in Roman numerals (trumps go up to 21). */
function roman(n: number): string {
  return `${'X'.repeat(Math.floor(n / 10))}${ROMAN_UNITS[n % 10] ?? ''}`;
}

/** The printed numbers of a Spanish pack's courts (Sota 10, Caballo 11, Rey 12). */
const SPANISH_COURT_NUMBERS: Record<string, string> = { J: '10', N: '11', K: '12' };

/**
 * The mark in a card's corner: its number, or its court's initial in the game's words ("V" for
 * a Valet), two letters where that initial is the King's ("Kn" for a Knight); a Spanish pack
 * prints its courts' numbers.
 */
function cornerMark(game: string, style: PackStyle, suit: SuitLetter, rank: string): string {
  if (!/^[JNQK]$/.test(rank)) return rank;
  if (style === 'spanish-suited' && SPANISH_COURT_NUMBERS[rank]) return SPANISH_COURT_NUMBERS[rank];
  const word = rankWord(game, `${suit}${rank}`);
  if (!word) return rank;
  const king = rank === 'K' ? null : rankWord(game, `${suit}K`);
  return king && king.charAt(0) === word.charAt(0) ? word.slice(0, 2) : word.charAt(0);
}

function suitFace(game: string, suit: SuitLetter, rank: string): SVGSVGElement {
  const style = styleOf(game);
  const svg = cardBody(`card-face suit-card ${suitTone(style, suit)} style-${style}`);
  const mark = cornerMark(game, style, suit, rank);
  corner(svg, mark, style, suit);
  if (/^[JNQK]$/.test(rank)) {
    // A framed portrait: the court's word in the middle, its suit beneath.
    svg.append(svgEl('rect', { class: 'court-frame', x: 34, y: 22, width: 58, height: 106, rx: 6 }));
    svg.append(crown(rank, 63, 34));
    const word = rankWord(game, `${suit}${rank}`) ?? rank;
    svg.append(text(63, 86, word, 'court-word', 16, 50));
    svg.append(suitSymbol(style, suit, 47, 94, 32));
  } else {
    svg.append(suitSymbol(style, suit, 36, 56, 56));
    svg.append(text(80, 140, mark, 'index small', 18));
  }
  return svg;
}

/** A headdress per court, so Jack, Knight, Queen and King differ in shape as well as in word. */
function crown(rank: string, cx: number, top: number): SVGElement {
  const g = svgEl('g', { class: 'crown' });
  switch (rank) {
    case 'K':
      g.append(svgEl('path', { d: `M${cx - 16} ${top + 26} L${cx - 16} ${top + 6} L${cx - 8} ${top + 16} L${cx} ${top} L${cx + 8} ${top + 16} L${cx + 16} ${top + 6} L${cx + 16} ${top + 26}Z` }));
      break;
    case 'Q':
      g.append(svgEl('path', { d: `M${cx - 15} ${top + 26} C${cx - 15} ${top + 8} ${cx + 15} ${top + 8} ${cx + 15} ${top + 26}Z` }));
      g.append(svgEl('circle', { cx, cy: top + 6, r: 5 }));
      break;
    case 'N':
      // A horse's head in profile.
      g.append(svgEl('path', { d: `M${cx - 12} ${top + 28} L${cx - 8} ${top + 8} L${cx + 4} ${top} L${cx + 16} ${top + 10} L${cx + 14} ${top + 16} L${cx + 4} ${top + 14} L${cx + 6} ${top + 28}Z` }));
      break;
    default:
      // The Jack's flat cap with a feather.
      g.append(svgEl('path', { d: `M${cx - 16} ${top + 24} C${cx - 16} ${top + 12} ${cx + 16} ${top + 12} ${cx + 16} ${top + 24}Z` }));
      g.append(svgEl('path', { d: `M${cx + 4} ${top + 14} C${cx + 10} ${top + 2} ${cx + 18} ${top} ${cx + 20} ${top + 2} C${cx + 14} ${top + 6} ${cx + 10} ${top + 10} ${cx + 8} ${top + 15}Z` }));
  }
  return g;
}

function trumpFace(n: number): SVGSVGElement {
  const svg = cardBody('card-face trump-card');
  svg.append(svgEl('rect', { class: 'trump-band', x: 8, y: 44, width: W - 16, height: 62, rx: 6 }));
  corner(svg, String(n), 'french-suited', null);
  svg.append(text(50, 92, String(n), 'trump-number', 46, 60));
  svg.append(text(50, 136, roman(n), 'trump-roman', 18));
  // A small star marks every trump, whatever its number.
  svg.append(svgEl('path', { class: 'trump-star', d: 'M80 12 L83 21 L92 21 L85 27 L88 36 L80 30 L72 36 L75 27 L68 21 L77 21Z' }));
  return svg;
}

function foolFace(label: string): SVGSVGElement {
  const svg = cardBody('card-face fool-card');
  // A jester's cap of three points with bells.
  svg.append(svgEl('path', { class: 'fool-cap', d: 'M22 92 L30 40 L50 70 L50 30 L50 70 L70 40 L78 92Z' }));
  for (const [x, y] of [[30, 38], [50, 28], [70, 38]] as const) {
    svg.append(svgEl('circle', { class: 'fool-bell', cx: x, cy: y, r: 6 }));
  }
  svg.append(svgEl('rect', { class: 'fool-band', x: 20, y: 90, width: 60, height: 10, rx: 4 }));
  svg.append(text(50, 128, label, 'fool-word', 18, 80));
  svg.append(text(16, 24, '★', 'index', 18));
  return svg;
}

function goodEvilFace(good: boolean, label: string): SVGSVGElement {
  const svg = cardBody(`card-face ${good ? 'good-card' : 'evil-card'}`);
  if (good) {
    // A sun with rays.
    svg.append(svgEl('circle', { class: 'emblem', cx: 50, cy: 62, r: 20 }));
    for (let i = 0; i < 12; i++) {
      const [cos, sin] = [Math.cos((i * Math.PI) / 6), Math.sin((i * Math.PI) / 6)];
      svg.append(svgEl('line', { class: 'emblem-ray', x1: 50 + cos * 26, y1: 62 + sin * 26, x2: 50 + cos * 36, y2: 62 + sin * 36 }));
    }
  } else {
    // A horned mask.
    svg.append(svgEl('path', { class: 'emblem', d: 'M26 36 L36 54 C40 46 60 46 64 54 L74 36 L72 70 C68 90 32 90 28 70Z' }));
    svg.append(svgEl('circle', { class: 'emblem-eye', cx: 41, cy: 64, r: 4 }));
    svg.append(svgEl('circle', { class: 'emblem-eye', cx: 59, cy: 64, r: 4 }));
  }
  svg.append(text(50, 130, label, 'fool-word', 22, 80));
  return svg;
}

/** The words on the face of a move that is not a card: drawing from the stock, passing. */
const ACTION_WORDS: Record<string, MessageKey> = { draw: 'card.draw', pass: 'card.pass' };

function actionFace(label: string): SVGSVGElement {
  const svg = cardBody('card-face action-card');
  svg.append(text(50, 84, label, 'action-word', 22, 80));
  return svg;
}

/** A card's face for this game; decorative (aria-hidden): its holder carries the spoken name. */
export function cardSvg(game: string, code: string): SVGSVGElement {
  const card = parseCard(code);
  switch (card.kind) {
    case 'tile':
      return dominoSvg(code);
    case 'suit':
      return suitFace(game, card.suit, card.rank);
    case 'trump':
      return trumpFace(card.number);
    case 'fool':
      return foolFace(faceWord(cardName(game, code)));
    case 'good-or-evil':
      return goodEvilFace(card.good, faceWord(cardName(game, code)));
    case 'unknown':
      return actionFace(code in ACTION_WORDS ? t(ACTION_WORDS[code] as MessageKey) : code);
  }
}

/** The back of a card (or tile), for hands the learner does not see. */
export function cardBackSvg(game: string): SVGSVGElement {
  if (packKind(game) === 'dominoes') return dominoBackSvg();
  const svg = cardBody('card-back', 'back-body');
  svg.append(svgEl('rect', { class: 'back-inlay', x: 12, y: 12, width: W - 24, height: H - 24, rx: 6 }));
  svg.append(svgEl('path', { class: 'back-inlay', d: 'M50 30 L74 75 L50 120 L26 75Z' }));
  return svg;
}

/** A card's face, named by the spoken card name; its code is kept as data, never shown. */
function namedCard<T extends HTMLElement>(node: T, game: string, code: string): T {
  node.dataset.code = code;
  node.setAttribute('aria-label', cardName(game, code));
  node.append(cardSvg(game, code));
  return node;
}

/** A card the learner can choose: a real button whose name is the spoken card name. */
export function cardButton(game: string, code: string): HTMLButtonElement {
  return namedCard(Object.assign(el('button', `card ${packKind(game) === 'dominoes' ? 'is-tile' : 'is-card'}`), { type: 'button' }), game, code);
}

/** A card shown but not chosen: an image with the spoken name. */
export function cardFigure(game: string, code: string): HTMLSpanElement {
  const span = el('span', `card-static ${packKind(game) === 'dominoes' ? 'is-tile' : 'is-card'}`);
  span.setAttribute('role', 'img');
  return namedCard(span, game, code);
}

/** Cards shown in a row that is read as a list, each item of `itemClass` holding one figure. */
export function cardList(game: string, codes: readonly string[], className: string, itemClass: string, label?: string): HTMLElement {
  const list = el('div', className);
  list.setAttribute('role', 'list');
  if (label !== undefined) list.setAttribute('aria-label', label);
  for (const code of codes) {
    const item = el('span', itemClass);
    item.setAttribute('role', 'listitem');
    item.append(cardFigure(game, code));
    list.append(item);
  }
  return list;
}
