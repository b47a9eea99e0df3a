// The games the core knows (its `games` request), read once at start-up, in the learner's
// language, and shared by the pages.

import type { GameInfo } from './types';

let games: GameInfo[] = [];

export function setGames(list: GameInfo[]): void {
  games = list;
}

export function allGames(): readonly GameInfo[] {
  return games;
}

export function gameInfo(id: string): GameInfo | undefined {
  return games.find((g) => g.id === id);
}

/** The game's name as the core gives it; the id when the core does not know it. */
export function gameName(id: string): string {
  return gameInfo(id)?.name ?? id;
}
