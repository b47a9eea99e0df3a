// How each game's pack looks and is spoken of: suit words, court names, the names of special
// cards, a few characteristic cards for the home page, and whether seats play in partnerships.
// Presentation only: which card beats which, what is legal and what counts is the core's.

export type PackStyle = 'dominoes' | 'french' | 'italian' | 'spanish';
export type SuitLetter = 'S' | 'C' | 'H' | 'D';

export interface PackLook {
  style: PackStyle;
  /** "card" or "tile", for sentences the app writes itself. */
  item: 'card' | 'tile';
  /** The suit of each letter, plural ("Hearts", "Cups", "Copas"). */
  suits: Record<SuitLetter, string>;
  /** Court and ace names by rank code ("J" -> "Valet"). */
  ranks: Record<string, string>;
  /** The short mark in a card's corner ("Kn", "12"). */
  corner: Record<string, string>;
  /** Names of special cards by code: the Fool's name in this game, named trumps. */
  named: Record<string, string>;
  /** A few cards that show what the pack is like. */
  sample: string[];
  /** Seats 0 and 2 against 1 and 3. */
  partnerships: boolean;
}

const FRENCH_SUITS: Record<SuitLetter, string> = { S: 'Spades', C: 'Clubs', H: 'Hearts', D: 'Diamonds' };
const ITALIAN_SUITS: Record<SuitLetter, string> = { S: 'Swords', C: 'Batons', H: 'Cups', D: 'Coins' };
const SPANISH_SUITS: Record<SuitLetter, string> = { S: 'Espadas', C: 'Bastos', H: 'Copas', D: 'Oros' };

const DOMINOES: PackLook = {
  style: 'dominoes',
  item: 'tile',
  suits: FRENCH_SUITS,
  ranks: {},
  corner: {},
  named: {},
  sample: ['6-6', '5-0', '6-4', '3-2'],
  partnerships: true,
};

function looks(
  style: PackStyle,
  suits: Record<SuitLetter, string>,
  courts: [string, string, string, string, string],
  corner: [string, string, string, string, string],
  named: Record<string, string>,
  sample: string[],
  partnerships: boolean,
): PackLook {
  const [ace, jack, knight, queen, king] = courts;
  const [aceMark, jackMark, knightMark, queenMark, kingMark] = corner;
  return {
    style,
    item: 'card',
    suits,
    ranks: { '1': ace, J: jack, N: knight, Q: queen, K: king },
    corner: { '1': aceMark, J: jackMark, N: knightMark, Q: queenMark, K: kingMark },
    named,
    sample,
    partnerships,
  };
}

const PACKS: Record<string, PackLook> = {
  'texas-42': DOMINOES,
  'french-tarot': looks(
    'french',
    FRENCH_SUITS,
    ['Ace', 'Valet', 'Knight', 'Queen', 'King'],
    ['1', 'V', 'Kn', 'Q', 'K'],
    { FOOL: 'the Excuse', T1: 'trump 1, the Petit', T21: 'trump 21' },
    ['HK', 'S10', 'T21', 'T1', 'FOOL'],
    false,
  ),
  'tapp-tarock': looks(
    'french',
    FRENCH_SUITS,
    ['1', 'Jack', 'Knight', 'Queen', 'King'],
    ['1', 'J', 'Kn', 'Q', 'K'],
    { FOOL: 'the Sküs', T1: 'trump 1, the Pagat', T21: 'trump 21, the Mond' },
    ['CK', 'H1', 'T21', 'T1', 'FOOL'],
    false,
  ),
  ottocento: looks(
    'italian',
    ITALIAN_SUITS,
    ['Ace', 'Page', 'Knight', 'Queen', 'King'],
    ['1', 'P', 'Kn', 'Q', 'K'],
    {
      FOOL: 'the Matto',
      T1: 'trump 1, the begato',
      T2: 'trump 2, a Moor',
      T3: 'trump 3, a Moor',
      T4: 'trump 4, a Moor',
      T5: 'trump 5, a Moor',
    },
    ['SK', 'H1', 'T3', 'T1', 'FOOL'],
    true,
  ),
  'eight-hundred': looks(
    'italian',
    ITALIAN_SUITS,
    ['Ace', 'Jack', 'Cavalier', 'Queen', 'King'],
    ['1', 'J', 'C', 'Q', 'K'],
    {
      FOOL: 'the Fool',
      T1: 'trump 1, the Magician',
      T2: 'trump 2, the High Priestess, of the Quartet',
      T3: 'trump 3, the Empress, of the Quartet',
      T4: 'trump 4, the Emperor, of the Quartet',
      T5: 'trump 5, the Hierophant, of the Quartet',
      T20: 'trump 20, the Angel',
      T21: 'trump 21, the World',
    },
    ['DK', 'CN', 'T20', 'T4', 'FOOL'],
    true,
  ),
  'piedmont-tarocchi': looks(
    'italian',
    ITALIAN_SUITS,
    ['Ace', 'Jack', 'Cavalier', 'Queen', 'King'],
    ['1', 'J', 'C', 'Q', 'K'],
    { FOOL: 'the Fool', T1: 'trump 1, the Magician', T21: 'trump 21, the World', GOOD: 'Good', EVIL: 'Evil' },
    ['S1', 'DQ', 'T21', 'GOOD', 'EVIL'],
    true,
  ),
  burro: looks(
    'spanish',
    SPANISH_SUITS,
    ['As', 'Sota', 'Caballo', 'Queen', 'Rey'],
    ['1', '10', '11', 'Q', '12'],
    {},
    ['HK', 'DN', 'SJ', 'C1'],
    false,
  ),
};

/** The look of a game's pack; an unknown game is drawn with French suits. */
export function packOf(game: string): PackLook {
  return PACKS[game] ?? looks('french', FRENCH_SUITS, ['Ace', 'Jack', 'Knight', 'Queen', 'King'], ['1', 'J', 'Kn', 'Q', 'K'], {}, [], false);
}

export type ParsedCard =
  | { kind: 'suit'; suit: SuitLetter; rank: string }
  | { kind: 'trump'; number: number }
  | { kind: 'fool' }
  | { kind: 'good' }
  | { kind: 'evil' }
  | { kind: 'tile'; high: number; low: number }
  | { kind: 'draw' }
  | { kind: 'pass' }
  | { kind: 'unknown' };

/** Reads a card code of the API (docs/api.md): "HK", "S10", "T21", "FOOL", "GOOD", "6-4". */
export function parseCard(code: string): ParsedCard {
  if (code === 'FOOL') return { kind: 'fool' };
  if (code === 'GOOD') return { kind: 'good' };
  if (code === 'EVIL') return { kind: 'evil' };
  if (code === 'draw') return { kind: 'draw' };
  if (code === 'pass') return { kind: 'pass' };
  let m = /^T([1-9]|1[0-9]|2[01])$/.exec(code);
  if (m) return { kind: 'trump', number: Number(m[1]) };
  m = /^([SCHD])(10|[1-9]|[JNQK])$/.exec(code);
  if (m) return { kind: 'suit', suit: m[1] as SuitLetter, rank: m[2] as string };
  m = /^([0-6])-([0-6])$/.exec(code);
  if (m) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    return { kind: 'tile', high: Math.max(a, b), low: Math.min(a, b) };
  }
  return { kind: 'unknown' };
}

const NUMBER_WORDS = ['blank', 'one', 'two', 'three', 'four', 'five', 'six'] as const;

/** How a person says a card in this game: "King of Hearts", "the Excuse", "trump 21", "six-four". */
export function cardName(game: string, code: string): string {
  const pack = packOf(game);
  const named = pack.named[code];
  if (named) return named;
  const card = parseCard(code);
  switch (card.kind) {
    case 'suit': {
      const rank = pack.ranks[card.rank] ?? card.rank;
      return `${rank} of ${pack.suits[card.suit]}`;
    }
    case 'trump':
      return `trump ${card.number}`;
    case 'fool':
      return 'the Fool';
    case 'good':
      return 'Good';
    case 'evil':
      return 'Evil';
    case 'tile': {
      const hi = NUMBER_WORDS[card.high] ?? String(card.high);
      const lo = NUMBER_WORDS[card.low] ?? String(card.low);
      return card.high === card.low ? `double ${hi}` : `${hi}-${lo}`;
    }
    case 'draw':
      return 'draw from the stock';
    case 'pass':
      return 'pass';
    case 'unknown':
      return code;
  }
}

/** "4 cards", "1 tile". */
export function countItems(game: string, n: number): string {
  const word = packOf(game).item;
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
