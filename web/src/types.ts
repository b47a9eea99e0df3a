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

export interface LessonStepBody {
  /** The step's text, as the lesson file has it. */
  text?: string;
  plays: SeatCard[];
  position: PositionBody | null;
  question: LessonQuestion | null;
  after: SeatCard[];
  end: PositionBody | null;
}

export interface LessonBody {
  problems: LessonProblem[];
  seats: number;
  steps?: LessonStepBody[];
}
