// Shapes of the JSON API's requests and responses (docs/api.md), as far as the web app uses them.
// These are data only: every fact in them comes from the rules core.

export type Seat = number;
export type Code = string;

export interface Failure {
  id: unknown;
  ok: false;
  error: { code: string; message: string };
}

export type Reply<T> = ({ id: unknown; ok: true } & T) | Failure;

export interface GameOption {
  name: string;
  values: string[];
  default: string | null;
  /** Decided during the hand (a declaration, the calls made in play), not before the deal. */
  in_hand: boolean;
}

/** A card of a game's pack and its name as the core's sentences say it ("the King of Hearts"). */
export interface PackCard {
  code: Code;
  name: string;
  /** A name of its own ("the Excuse"), not the card's rank and suit's nor its pips'. */
  own_name: boolean;
}

export interface GameInfo {
  id: string;
  name: string;
  /** The direction of play: which side of each player the next seat sits on. */
  direction: 'clockwise' | 'counter-clockwise';
  options: GameOption[];
  /** The kind of pack: how its cards look ("dominoes", "french-suited", ...). */
  pack: string;
  /** What the pack is made of: "card" or "tile". */
  piece: string;
  /** Every card the game has under any options, in the core's order. */
  pack_cards: PackCard[];
  /** The suits by their cards' codes' first character ("H"), and their names ("Hearts"). */
  suits: { code: string; name: string }[];
  /** The partnerships for the whole game ([[0, 2], [1, 3]]), or null: each seat for itself. */
  sides: Seat[][] | null;
}

export interface Refusal {
  card: Code;
  text: string;
}

export interface TrickInProgress {
  cards: Code[];
  seats: Seat[];
}

export interface CompletedTrick extends TrickInProgress {
  winner: Seat;
  text: string;
}

export interface PositionBody {
  tricks: CompletedTrick[];
  trick: TrickInProgress;
  hands: Code[][];
  turn: Seat | null;
  done: boolean;
}

export type Options = Record<string, string>;

/** Whether a value read from JSON is an object (not null, not a list). */
export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

// ---- the `lesson` request: a lesson file checked and played out by the core ------------------

export interface LessonProblem {
  step: number | null;
  field: string;
  card?: Code;
  message: string;
}

export interface SeatCard {
  seat: Seat;
  card: Code;
}

export interface LessonQuestion {
  ask: 'play' | 'legal' | 'winner' | 'count' | 'score' | string;
  seat: Seat | null;
  /** The trick the question is about (the running table's, or the step's own `table`). */
  trick: Code[] | null;
  hand: Code[] | null;
  stock?: number | null;
  legal: Code[] | null;
  illegal: Refusal[] | null;
  /** Codes for `play` and `legal`; the trick position for `winner`; a number for `count`/`score`. */
  accept: Code[] | number | string | null;
  not_best: Record<Code, string> | null;
  winner: { winner: number; text?: string } | number | null;
  text: string | null;
  points: number | null;
  value: number | null;
  hints: string[] | null;
  explain: string | null;
  /** `count`: the cards counted (the step's, or the piles of `seats`). */
  cards?: Code[];
}

// ---- whole-hand lessons: their actions and action questions (Move and HandBody below) --------

export interface SeatAction {
  seat: Seat;
  action: HandAction;
}

/** An `action` question of a whole-hand lesson, as the `lesson` request presents it. */
export interface ActionQuestion {
  ask: 'action';
  seat: Seat;
  hand: Code[];
  /** The learner's legal moves, one entry per move, and the core's words for each. */
  legal: Move[];
  labels: string[];
  illegal: Refusal[];
  /** The accepted actions, in the lesson's own form (often compound: a whole discard). */
  accept: HandAction[];
  not_best: { action: HandAction; label: string; why: string }[];
  /** The `hand` request of the position asked about: add moves to hear the core on them. */
  request: { actions: HandAction[] } & Record<string, unknown>;
  hints: string[] | null;
  explain: string | null;
}

export interface LessonStepBody {
  /** The step's text, as the lesson file has it. */
  text?: string;
  plays: SeatCard[];
  /** A whole hand's scripted actions, plays among them. */
  actions?: SeatAction[];
  position: PositionBody | HandBody | null;
  question: LessonQuestion | null;
  after: SeatCard[];
  after_actions?: SeatAction[];
  end: PositionBody | HandBody | null;
}

// ---- the `hand` request: a whole hand, from the deal to the score -----------------------------

/**
 * One move of a hand, as the core lists it: a one-member object whose value is a card code
 * (`{"play": "HK"}`), a word (`{"bid": "garde"}`), a number, a unit object or `true`
 * (`{"done": true}`); a card played with a call it carries is the one move of two members.
 */
export type Move = Record<string, unknown>;

/**
 * An action sent back in `actions`: a move, a list of moves applied as one, or one of the older
 * compound forms (`{"discard": [six cards]}`), which stand for their moves.
 */
export type HandAction = Move | Move[];

/** A hand or pile the viewer does not see: how many cards, and any shown (trumps of a discard). */
export interface HiddenPile {
  count: number;
  shown?: Code[];
}

/** Whom a line, a total or a part of a note goes to: a side (a partnership's index), a seat, or
 * neither (the whole hand). A line's `side` may also be a word of the game's own. */
export interface ScoreFor {
  side?: number | string;
  seat?: Seat;
}

/**
 * A hand's score: its lines (what each counts, its points), the totals the core states, and its
 * notes, each in the core's words.
 */
export interface ScoreBody {
  lines: (ScoreFor & { item: string; points: number; text: string })[];
  totals: (ScoreFor & { points: number; text: string })[];
  notes: { text: string; parts: (ScoreFor & { text: string })[] }[];
}

export interface HandBody {
  phase: string;
  turn: Seat | null;
  hands: (Code[] | HiddenPile)[];
  aside: Record<string, Code[] | HiddenPile>;
  tricks: CompletedTrick[];
  trick: TrickInProgress | null;
  /** Every legal move of the seat to act, one entry per move, and the core's words for each. */
  legal: Move[];
  labels: string[];
  /** The moves of a sequence made so far and not yet complete (their cards are still in hand). */
  pending: Move[];
  illegal: Refusal[];
  score: ScoreBody | null;
  /** The core's sentence when the hand is thrown in. */
  no_hand?: string;
}
