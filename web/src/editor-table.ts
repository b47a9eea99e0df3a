// The running table at one point of a draft, as the editor shows it: the trick on the table (or
// the last one taken) and the hand of the seat to play, whose cards are buttons. Which cards
// are legal and why the others are not is the core's answer (`legal`, `illegal`).

import { cardButton, cardFigure } from './cards';
import { button, el, keyed } from './dom';
import type { EditorContext } from './editor-context';
import { gameOf, seatOf } from './editor-draft';
import { cardName } from './pack';
import { t } from './i18n';
import { namingFor, seatName } from './seats';
import type { RunningPosition } from './editor-core';
import type { Code, TrickInProgress } from './types';

export interface HandChoice {
  /** What clicking a card does, in a few words ("Click a card to play it"). */
  caption: string;
  /** Cards shown as chosen (the answers a question accepts). */
  marked?: ReadonlySet<Code>;
  /** Illegal cards may be clicked too (to mark them, and hear the core on it). */
  anyCard?: boolean;
  onCard(code: Code): void;
}

function trickRow(ctx: EditorContext, trick: TrickInProgress, title: string, onCard?: (index: number) => void, marked?: number): HTMLElement {
  const game = gameOf(ctx.lesson);
  const naming = namingFor(game, ctx.seats, seatOf(ctx.lesson, 'learner', ctx.seats));
  const row = el('div', 'editor-trick');
  row.append(el('h4', undefined, title));
  const list = el('div', 'editor-trick-cards');
  trick.cards.forEach((code, i) => {
    const seat = trick.seats[i] ?? 0;
    const item = el('div', 'editor-trick-card');
    const card = onCard ? keyed(cardButton(game, code), `trick-${i}`) : cardFigure(game, code);
    if (onCard) {
      card.addEventListener('click', () => onCard(i));
      card.setAttribute('aria-pressed', String(marked === i));
      if (marked === i) card.classList.add('is-chosen');
    }
    item.append(card, el('span', 'editor-seat-name', seatName(seat, naming)));
    list.append(item);
  });
  if (trick.cards.length === 0) list.append(el('p', 'editor-help', t('editor.noCardYet')));
  row.append(list);
  return row;
}

/** The trick on the table: the one in progress, else the last one taken. */
export function tableTrick(ctx: EditorContext, position: RunningPosition): HTMLElement {
  if (position.trick.cards.length > 0 || position.tricks.length === 0) return trickRow(ctx, position.trick, t('editor.onTable'));
  const last = position.tricks[position.tricks.length - 1];
  return last ? trickRow(ctx, last, t('editor.lastTrick')) : el('div');
}

/** The last completed trick, its cards buttons (a winner question). */
export function lastTrickChoice(ctx: EditorContext, position: RunningPosition, marked: number | null, onCard: (index: number) => void): HTMLElement {
  const last = position.tricks[position.tricks.length - 1];
  if (!last) return el('p', 'editor-help', t('editor.noTrickYet'));
  return trickRow(ctx, last, t('editor.clickWinner'), onCard, marked ?? undefined);
}

/** The hand of the seat to play, its cards buttons. */
export function handChoice(ctx: EditorContext, position: RunningPosition, choice: HandChoice, key: string): HTMLElement {
  const game = gameOf(ctx.lesson);
  const naming = namingFor(game, ctx.seats, seatOf(ctx.lesson, 'learner', ctx.seats));
  const box = el('div', 'editor-hand');
  box.dataset.role = key;
  if (position.turn === null) {
    box.append(el('p', 'editor-help', t('editor.allPlayed')));
    return box;
  }
  const seat = position.turn;
  const note = el('p', 'editor-refusal');
  note.setAttribute('role', 'status');
  box.append(el('h4', undefined, t('editor.toPlay', { seat: seatName(seat, naming), caption: choice.caption })));
  const row = el('div', 'editor-hand-cards');
  const legal = new Set(position.legal);
  for (const code of position.hands[seat] ?? []) {
    const b = keyed(cardButton(game, code), `${key}-${code}`);
    const isLegal = legal.has(code);
    b.classList.add(isLegal ? 'is-legal' : 'is-illegal');
    if (choice.marked) {
      const on = choice.marked.has(code);
      b.setAttribute('aria-pressed', String(on));
      if (on) b.classList.add('is-chosen');
    }
    const refusal = position.illegal.find((r) => r.card === code)?.text ?? null;
    if (!isLegal) b.setAttribute('aria-label', t('editor.mayNot', { card: cardName(game, code) }));
    b.addEventListener('click', () => {
      if (isLegal || choice.anyCard) choice.onCard(code);
      else note.textContent = refusal ?? t('editor.mayNotHere', { card: cardName(game, code) });
    });
    row.append(b);
  }
  // Answers that are not cards of the hand (drawing from the stock, passing), in the core's words.
  const hand = position.hands[seat] ?? [];
  const others = [...new Set([...position.legal, ...position.illegal.map((r) => r.card)])].filter((c) => !hand.includes(c));
  const words = el('div', 'editor-row');
  for (const code of others) {
    const isLegal = legal.has(code);
    const b = keyed(button(cardName(game, code), () => {
      if (isLegal || choice.anyCard) choice.onCard(code);
      else note.textContent = position.illegal.find((r) => r.card === code)?.text ?? '';
    }, `small ${isLegal ? 'is-legal' : 'is-illegal'}`), `${key}-${code}`);
    b.dataset.code = code;
    if (choice.marked) b.setAttribute('aria-pressed', String(choice.marked.has(code)));
    words.append(b);
  }
  box.append(row, words, note);
  return box;
}
