// A whole game's score in free play, as the core's `game` request keeps it: a row per hand played
// with the core's sentence for each of its score lines (or why the hand scored nothing), how it
// moved each side's or seat's total, and the running totals below, never added up here. The
// names of sides and seats come from seats.ts; every other word is the core's.

import { el, labelled } from './dom';
import { formatNumber, t } from './i18n';
import { seatName, sidesOf, type SeatNaming } from './seats';
import type { HandBody, ScoreBody } from './types';

/** A hand of the game as the `game` request answers it. */
export interface GameHand {
  finished: boolean;
  dealer?: number;
  score?: ScoreBody | null;
  no_hand?: string;
  lines: { item: string; points: number; side?: number; seat?: number }[];
  totals: number[];
  /** The game's scores a hand starts from, where the game's hands carry them. */
  scores_before?: number[];
}

/** The `game` request's answer. */
export interface GameBody {
  hands: (GameHand & Partial<HandBody>)[];
  totals_by: 'seat' | 'side';
  totals: number[];
  over: boolean;
  winner: number | null;
  dealer?: number | null;
}

/** The request's members of one hand of a game: its seed and the actions taken in it. */
export interface GameHandRequest {
  seed: number;
  actions: unknown[];
}

/** The columns of the game's totals: each side (the learner's first) or each seat, by its place in `totals`. */
function columnsOf(game: GameBody, naming: SeatNaming): { index: number; name: string }[] {
  if (game.totals_by === 'side') {
    const sides = sidesOf(naming);
    return game.totals.map((_, index) => ({ index, name: sides.find((s) => s.index === index)?.name ?? t('score.side', { n: index + 1 }) })).sort(
      (a, b) => sides.findIndex((s) => s.index === a.index) - sides.findIndex((s) => s.index === b.index),
    );
  }
  return game.totals.map((_, index) => ({ index, name: seatName(index, naming) })).sort((a, b) => ((a.index - naming.learner + naming.seats) % naming.seats) - ((b.index - naming.learner + naming.seats) % naming.seats));
}

/** The core's sentences for a finished hand: one per score line, or why it scored nothing. */
function sentencesOf(hand: GameHand): string[] {
  const lines = hand.score?.lines.map((l) => l.text).filter((t) => t.length > 0) ?? [];
  if (lines.length > 0) return lines;
  if (hand.no_hand) return [hand.no_hand];
  return hand.score?.totals.map((t) => t.text) ?? [];
}

function signed(n: number): string {
  return n > 0 ? `+${formatNumber(n, false)}` : formatNumber(n, false);
}

/** The game's score so far: a row per finished hand, the running totals, and the end when it has come. */
export function gameScoreView(game: GameBody, naming: SeatNaming): HTMLElement {
  const section = labelled(el('section', 'game-score'), t('gameScore.label'));
  section.dataset.over = String(game.over);
  const finished = game.hands.filter((h) => h.finished);
  section.append(el('h2', undefined, game.over ? t('gameScore.over') : t('gameScore.soFar', { count: finished.length })));
  const columns = columnsOf(game, naming);
  const table = el('table', 'score-table game-table');
  table.append(el('caption', undefined, t('gameScore.caption')));
  const head = el('tr');
  head.append(Object.assign(el('th', undefined, t('gameScore.hand')), { scope: 'col' }), Object.assign(el('th', undefined, t('gameScore.why')), { scope: 'col' }));
  for (const c of columns) head.append(Object.assign(el('th', 'game-col', c.name), { scope: 'col' }));
  const thead = el('thead');
  thead.append(head);
  const tbody = el('tbody');
  finished.forEach((hand, i) => {
    const tr = el('tr', 'game-hand');
    tr.dataset.hand = String(i + 1);
    const why = el('td', 'game-why');
    const list = el('ul', 'game-sentences');
    for (const s of sentencesOf(hand)) list.append(el('li', undefined, s));
    why.append(list);
    tr.append(Object.assign(el('th', undefined, formatNumber(i + 1)), { scope: 'row' }), why);
    for (const c of columns) {
      const moved = hand.lines.filter((l) => (game.totals_by === 'side' ? l.side : l.seat) === c.index).reduce((n, l) => n + l.points, 0);
      const td = el('td', 'points', moved === 0 ? '·' : signed(moved));
      td.dataset.column = String(c.index);
      td.dataset.points = String(moved);
      tr.append(td);
    }
    tbody.append(tr);
  });
  if (finished.length === 0) {
    const tr = el('tr');
    tr.append(Object.assign(el('td', 'line-none', t('gameScore.none')), { colSpan: 2 + columns.length }));
    tbody.append(tr);
  }
  const tfoot = el('tfoot');
  const total = el('tr', 'game-total');
  total.append(Object.assign(el('th', undefined, t('gameScore.total')), { scope: 'row', colSpan: 2 }));
  for (const c of columns) {
    const td = el('td', 'points', formatNumber(game.totals[c.index] ?? 0, false));
    td.dataset.column = String(c.index);
    total.append(td);
  }
  tfoot.append(total);
  table.append(thead, tbody, tfoot);
  // A narrow screen scrolls the table, not the page.
  const wrap = el('div', 'game-table-wrap');
  wrap.append(table);
  section.append(wrap);
  if (game.over) {
    const winner = game.winner === null ? null : columns.find((c) => c.index === game.winner)?.name;
    section.append(el('p', 'game-winner', winner ? t('gameScore.winner', { winner }) : t('gameScore.tie')));
  }
  return section;
}
