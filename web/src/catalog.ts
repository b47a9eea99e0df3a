// The games the core knows (its `games` request), read once at start-up and shared by the pages.

import type { GameInfo, Seat } from './types';

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

/** Whether the core says the game is played counter-clockwise, the next seat on the right. */
export function playsCounterClockwise(id: string): boolean {
  return gameInfo(id)?.direction === 'counter-clockwise';
}

/** The game's name as the core gives it; the id when the core does not know it. */
export function gameName(id: string): string {
  return gameInfo(id)?.name ?? id;
}

/** The partnerships the core says play together for the whole game, or null. */
export function partnershipsOf(id: string): readonly (readonly Seat[])[] | null {
  return gameInfo(id)?.sides ?? null;
}
