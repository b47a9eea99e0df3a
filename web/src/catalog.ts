// The games the core knows (its `games` request), read once at start-up and shared by the pages:
// in the learner's language, and in English, the core's reference, for what the app reads from
// the shape of a card's name rather than its words (pack.ts).

import type { GameInfo } from './types';

let games: GameInfo[] = [];
let english: GameInfo[] = [];

export function setGames(list: GameInfo[], inEnglish: GameInfo[] = list): void {
  games = list;
  english = inEnglish;
}

export function allGames(): readonly GameInfo[] {
  return games;
}

export function gameInfo(id: string): GameInfo | undefined {
  return games.find((g) => g.id === id);
}

/** The game as the core names it in English. */
export function englishGameInfo(id: string): GameInfo | undefined {
  return english.find((g) => g.id === id);
}

/** The game's name as the core gives it; the id when the core does not know it. */
export function gameName(id: string): string {
  return gameInfo(id)?.name ?? id;
}
