// The learner's choices at one point of a hand, drawn from the core's `legal` and `labels` alone:
// a legal move made with a card of the learner's hand is made by clicking that card (a card with
// several moves offers them here, by their labels); every other legal move is a button with its
// label; the moves of a sequence not yet complete are said, with an Undo. Nothing is judged here:
// the chosen move goes back to the core, which takes it or says why not.

import { button, el, keyed, labelled } from './dom';
import { moveWords } from './hand-words';
import { t } from './i18n';
import { cardOfMove, movesPhrase } from './moves';
import { capital, cardName } from './pack';
import { handOf, type LoggedMove } from './hand-log';
import type { Code, HandBody, Move, Refusal, Seat } from './types';

/** The legal moves of the seat to act, with the core's words, and the cards of that seat's hand. */
export interface MoveMenu {
  game: string;
  legal: readonly Move[];
  labels: readonly string[];
  hand: readonly Code[];
}

/** The core's label of a legal move (a plain reading of it, should the core give none). */
export function labelOf(menu: MoveMenu, index: number): string {
  return menu.labels[index] ?? moveWords(menu.game, menu.legal[index] ?? {});
}

/** The legal moves of `view` for `seat`, with the core's words, and that seat's cards. */
export function menuOf(game: string, view: HandBody, seat: Seat): MoveMenu {
  return { game, legal: view.legal, labels: view.labels, hand: handOf(view, seat) };
}

/** The legal move at `index` as made: the move, the core's label for it, and its card of the hand. */
export function madeMove(menu: MoveMenu, index: number): Pick<LoggedMove, 'move' | 'label' | 'card'> | null {
  const move = menu.legal[index];
  return move ? { move, label: labelOf(menu, index), card: cardOfMove(move, menu.hand) } : null;
}

/** The legal moves made with `code`, a card of the hand. */
export function movesWithCard(menu: MoveMenu, code: Code): number[] {
  return menu.legal.flatMap((m, i) => (cardOfMove(m, menu.hand) === code ? [i] : []));
}

/** The cards of the hand some legal move is made with. */
export function cardsWithMoves(menu: MoveMenu): Set<Code> {
  return new Set(menu.legal.flatMap((m) => cardOfMove(m, menu.hand) ?? []));
}

/** What a click on a card of the hand comes to (clickCard); each page says it in its own words. */
export interface CardClick {
  putBack: () => void;
  move: (index: number) => void;
  offer: () => void;
  refuse: (sentence: string) => void;
  other: () => void;
}

/**
 * A card of the hand clicked: put back (a card of the sequence under way, `chosen`, with no move
 * now), its one legal move made, its several offered, refused with the core's sentence, or none
 * of these. A card the moves of this moment do not take (a king for the chien) is tried with the
 * key the card moves share ("discard"), for `whyNot` to give the core's sentence.
 */
export function clickCard(menu: MoveMenu, code: Code, chosen: boolean, refusals: readonly Refusal[], whyNot: (move: Move) => string | undefined, on: CardClick): void {
  const moves = movesWithCard(menu, code);
  if (moves.length === 0 && chosen) return on.putBack();
  if (moves.length === 1) return on.move(moves[0] as number);
  if (moves.length > 1) return on.offer();
  const refusal = refusals.find((r) => r.card === code);
  if (refusal) return on.refuse(refusal.text);
  const keys = new Set(menu.legal.flatMap((m) => {
    const card = cardOfMove(m, menu.hand);
    return card === null ? [] : Object.keys(m).filter((k) => m[k] === card);
  }));
  const why = keys.size === 1 ? whyNot({ [[...keys][0] as string]: code }) : undefined;
  return why === undefined ? on.other() : on.refuse(why);
}

export interface ControlsModel {
  menu: MoveMenu;
  /** A card with several moves, clicked: its moves are offered. */
  offer: Code | null;
  /** A move chosen: by its place in `legal`, and whether it was offered for a clicked card. */
  onMove: (index: number, byCard: boolean) => void;
  onCloseOffer: () => void;
  /** The moves of the sequence so far, said with an Undo that takes the last one back. */
  pending: readonly { move: Move; label: string }[];
  onUndo: () => void;
  /** Marks a button as the answer (a lesson's revealed answer). */
  isAnswer?: (move: Move) => boolean;
}

function moveButton(model: ControlsModel, index: number, byCard: boolean): HTMLButtonElement {
  const label = labelOf(model.menu, index);
  const move = model.menu.legal[index] ?? {};
  const b = keyed(button(label, () => model.onMove(index, byCard), 'action-choice'), `move:${label}`);
  b.dataset.move = JSON.stringify(move);
  if (model.isAnswer?.(move)) {
    b.classList.add('is-answer');
    b.append(el('span', 'mark mark-answer', t('moves.answerMark')));
  }
  return b;
}

/** The controls: the offered card's moves, the sequence so far, and a button per other move. */
export function moveControls(model: ControlsModel): HTMLElement[] {
  const { menu } = model;
  const out: HTMLElement[] = [];
  if (model.offer !== null) {
    const name = cardName(menu.game, model.offer);
    const box = labelled(el('div', 'move-offer'), t('moves.offerLabel', { card: name }), 'group');
    box.append(el('p', 'move-offer-ask', t('moves.offerAsk', { card: capital(name) })));
    const row = el('div', 'action-buttons');
    for (const i of movesWithCard(menu, model.offer)) row.append(moveButton(model, i, true));
    row.append(keyed(button(t('moves.keep'), () => model.onCloseOffer()), 'offer-close'));
    box.append(row);
    out.push(box);
  }
  if (model.pending.length > 0) {
    const box = el('div', 'pending');
    box.append(el('p', 'pending-moves', t('moves.soFar', { moves: movesPhrase(model.pending) })), keyed(button(t('moves.undo'), model.onUndo, 'undo-move'), 'undo-move'));
    out.push(box);
  }
  const row = labelled(el('div', 'action-choices'), t('moves.choices'), 'group');
  menu.legal.forEach((move, i) => {
    if (cardOfMove(move, menu.hand) === null) row.append(moveButton(model, i, false));
  });
  if (row.childElementCount > 0) out.push(row);
  return out;
}
