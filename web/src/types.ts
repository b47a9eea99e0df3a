// Shapes of the JSON API's requests and responses (docs/api.md), as far as the web app uses them.
// These are data only: every fact in them comes from the rules core.

export type Seat = number;
export type Code = string;

export interface ApiError {
  code: string;
  message: string;
  index?: number;
  reason?: string;
  text?: string;
}

export interface Failure {
  id: unknown;
  ok: false;
  error: ApiError;
}

export type Reply<T> = ({ id: unknown; ok: true } & T) | Failure;

export interface GameOption {
  name: string;
  values: string[];
  default: string | null;
}

export interface GameInfo {
  id: string;
  name: string;
  seats: number;
  /** The direction of play: which side of each player the next seat sits on. */
  direction: 'clockwise' | 'counter-clockwise';
  /** Cards in the pack the default options give. */
  cards?: number;
  options: GameOption[];
}

export interface GamesBody {
  games: GameInfo[];
}

export interface DealBody {
  hands: Code[][];
  dealer: Seat;
  /** Cards dealt to no hand: the chien, talon, dealer's discard or stock. */
  rest?: Code[];
}

export interface CountBody {
  points: number;
  /** French Tarot: how many of the three bouts the pile holds. */
  bouts?: number;
}

export interface Refusal {
  card: Code;
  reason: string;
  text: string;
}

export interface TrickInProgress {
  leader: Seat;
  cards: Code[];
  seats: Seat[];
}

export interface CompletedTrick extends TrickInProgress {
  winner: Seat;
  reason: string;
  text: string;
}

export interface PositionBody {
  tricks: CompletedTrick[];
  trick: TrickInProgress;
  hands: Code[][];
  turn: Seat | null;
  sitting_out?: Seat | null;
  legal: Code[];
  illegal: Refusal[];
  points: [number, number];
  done: boolean;
}

export interface PlayAction {
  play: Code;
}

export type Options = Record<string, string>;

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

export interface WinnerVerdict {
  winner: number;
  reason?: string;
  text?: string;
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
  winner: WinnerVerdict | number | null;
  text: string | null;
  points: number | null;
  value: number | null;
  hints: string[] | null;
  explain: string | null;
  /** `count`: the cards counted (the step's, or the piles of `seats`). */
  cards?: Code[];
  seats?: Seat[];
}

// ---- whole-hand lessons: their actions and action questions (HandAction and HandBody below) --

export interface SeatAction {
  seat: Seat;
  action: HandAction;
}

/** An `action` question of a whole-hand lesson, as the `lesson` request presents it. */
export interface ActionQuestion {
  ask: 'action';
  seat: Seat;
  phase: string;
  hand: Code[];
  legal: HandAction[];
  illegal: Refusal[];
  accept: HandAction[];
  not_best: { action: HandAction; label: string; why: string }[];
  /** The `hand` request of the position asked about: add an action to hear the core on it. */
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

export interface LessonBody {
  problems: LessonProblem[];
  seats: number;
  steps?: LessonStepBody[];
}

// ---- the `hand` request: a whole hand, from the deal to the score -----------------------------

/** An action of a hand, in the API's vocabulary: `{"bid": "garde"}`, `{"play": "HK"}`, ... */
export type HandAction = Record<string, unknown>;

/** A hand or pile the viewer does not see: how many cards, and any shown (trumps of a discard). */
export interface HiddenPile {
  count: number;
  shown?: Code[];
}

/** One line of a hand's score; the fields beyond these say what it counts. */
export interface ScoreLine {
  item: string;
  points: number;
  text?: string;
  side?: number | string;
  seat?: Seat;
  moment?: string;
  trick?: number;
  suits?: string;
  cards?: number;
  card?: Code;
  combination?: { kind: string; cards: Code[]; wild?: Code[]; points: number };
}

export interface HandScore {
  lines: ScoreLine[];
  /** French Tarot: what the lines add up to. */
  hand_score?: number;
  /** Tapp-Tarock: what the lines add up to, paid by (or to) each defender. */
  from_each_defender?: number;
  /** Ottocento and Eight Hundred: each partnership's lines added up. */
  hand_points?: number[];
  /** Piedmont Tarocchi: each partnership's lines added up. */
  points?: number[];
  /** Texas 42: the marks, by side. */
  marks?: Record<string, number>;
  /** Each seat's change (French Tarot, Tapp-Tarock). */
  seats?: number[];
  game_score?: number[];
  complete?: boolean;
  winner?: number | null;
  difference?: number;
  /** Burro: the seat left holding cards, and each seat's letters of B-U-R-R-O. */
  burro?: Seat;
  letters?: number[];
}

export interface HandBody {
  phase: string;
  turn: Seat | null;
  dealer: Seat;
  hands: (Code[] | HiddenPile)[];
  aside: Record<string, Code[] | HiddenPile>;
  tricks: CompletedTrick[];
  trick: TrickInProgress | null;
  legal: HandAction[];
  illegal: Refusal[];
  score: HandScore | null;
  no_hand?: string;
  // What the table knows, game by game (docs/api.md); only what the page shows is named here.
  taker?: Seat | null;
  contract?: string | null;
  called?: Code | null;
  partner?: Seat | null;
  poignees?: { seat: Seat; poignee: string; cards: Code[] }[];
  bidder?: Seat | null;
  bid?: unknown;
  declared?: unknown;
  declarer?: Seat | null;
  announced?: unknown;
  declarations?: { cricche: unknown[]; sequences: unknown[]; total: number }[];
  calls?: { seat: Seat; card: Code; call: string; trick: number; good_side: number }[];
  sitting_out?: Seat | null;
}
