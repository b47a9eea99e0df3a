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
  options: GameOption[];
}

export interface GamesBody {
  games: GameInfo[];
}

export interface DealBody {
  hands: Code[][];
  dealer: Seat;
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
  sitting_out: Seat | null;
  legal: Code[];
  illegal: Refusal[];
  points: [number, number];
  done: boolean;
}

export interface PlayAction {
  play: Code;
}

export type Options = Record<string, string>;
