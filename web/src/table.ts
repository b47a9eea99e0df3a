// The table: every seat around it (3, 4, 5 or more), the trick in the middle, the learner's hand
// at the bottom. It draws a frame and reports clicks; it decides nothing about the rules. Which
// cards are marked (legal, chosen, refused) is passed in from the core's answers.

import { cardBackSvg, cardButton, cardFigure } from './cards';
import { el } from './dom';
import type { Frame } from './frames';
import { cardName, countItems, packKind } from './pack';
import { offsetOf, roleName, seatTakes, type SeatNaming } from './seats';
import type { Code, Seat } from './types';

export interface CardMarks {
  /** Shown as playable (a hint's second stage, or free play's "show playable"). */
  legal?: ReadonlySet<Code>;
  /** Chosen by the learner in a "mark every legal card" question. */
  chosen?: ReadonlySet<Code>;
  /** The card just refused. */
  refused?: Code | null;
  /** The right answer, once revealed. */
  answer?: ReadonlySet<Code>;
}

export interface TableModel {
  game: string;
  naming: SeatNaming;
  frame: Frame;
  /** Every hand face up (presenter's toggle, free play's "show all hands"). */
  faceUp: boolean;
  /** The learner's hand is made of buttons. */
  handActive: boolean;
  /** The trick's cards are buttons (a "which card wins?" question). */
  trickActive: boolean;
  marks: CardMarks;
  /** Extra choices the learner may make besides the hand's cards (drawing from a stock, passing). */
  actions?: Code[];
  /** Trick cards from this index on enter with a short animation. */
  animateFrom?: number;
  caption?: string;
  onHandCard?: (code: Code) => void;
  onTrickCard?: (index: number) => void;
}

function markCard(node: HTMLElement, code: Code, marks: CardMarks, name: string, pressable: boolean): void {
  const notes: string[] = [];
  const mark = (kind: string, text: string, note?: string): void => {
    node.classList.add(`is-${kind}`);
    node.append(el('span', `mark mark-${kind}`, text));
    if (note) notes.push(note);
  };
  if (marks.legal?.has(code)) mark('legal', 'playable', 'playable');
  if (marks.chosen) {
    const on = marks.chosen.has(code);
    if (pressable) node.setAttribute('aria-pressed', String(on));
    if (on) mark('chosen', '✓ marked');
  }
  if (marks.refused === code) mark('refused', '✗ refused', 'refused');
  if (marks.answer?.has(code)) mark('answer', '★ answer', 'the answer');
  if (notes.length > 0) node.setAttribute('aria-label', `${name}, ${notes.join(', ')}`);
}

export class TableView {
  readonly root: HTMLElement;

  constructor(label = 'The table') {
    this.root = el('section', 'table');
    this.root.setAttribute('aria-label', label);
  }

  render(model: TableModel): void {
    const { naming, frame } = model;
    const focus = this.focusedCard();
    this.root.dataset.seats = String(naming.seats);
    this.root.dataset.turn = frame.turn === null ? '' : String(frame.turn);
    this.root.dataset.done = String(frame.done);
    this.root.dataset.tricks = String(frame.tricksTaken);
    this.root.dataset.style = packKind(model.game);

    // The other seats in a row, left to right as they sit: clockwise, the seat after the learner
    // is on the left, so playing order runs left to right; counter-clockwise it is on the right.
    const others = el('div', 'others');
    for (let i = 1; i < naming.seats; i++) {
      const d = naming.counterClockwise ? naming.seats - i : i;
      const seat = (naming.learner + d) % naming.seats;
      others.append(this.seatBox(model, seat));
    }
    this.root.replaceChildren(others, this.center(model), this.seatBox(model, naming.learner));
    this.restoreFocus(focus);
  }

  private focusedCard(): { code: string | undefined; zone: string | undefined } | null {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || !this.root.contains(active)) return null;
    return { code: active.dataset.code, zone: active.closest<HTMLElement>('[data-zone]')?.dataset.zone };
  }

  /** Keeps keyboard focus on the same card (or its neighbour) across redraws. */
  private restoreFocus(focus: { code: string | undefined; zone: string | undefined } | null): void {
    if (!focus?.zone) return;
    const zone = this.root.querySelector<HTMLElement>(`[data-zone="${focus.zone}"]`);
    if (!zone) return;
    const buttons = Array.from(zone.querySelectorAll<HTMLButtonElement>('button'));
    const same = buttons.find((b) => b.dataset.code === focus.code);
    (same ?? buttons[0])?.focus();
  }

  private seatBox(model: TableModel, seat: Seat): HTMLElement {
    const { naming, frame, game } = model;
    const isLearner = seat === naming.learner;
    const box = el('section', `seat seat-d${offsetOf(seat, naming)}${isLearner ? ' seat-learner' : ''}`);
    box.dataset.seat = String(seat);
    box.setAttribute('aria-label', isLearner ? 'Your hand' : `${roleName(seat, naming)}, seat ${seat}`);
    const hand = frame.hands[seat] ?? [];
    const header = el('header', 'seat-header');
    header.append(el('h2', 'seat-name', roleName(seat, naming)));
    header.append(el('span', 'seat-meta', `seat ${seat} · ${countItems(game, hand.length)}`));
    if (frame.turn === seat && !frame.done) {
      box.classList.add('to-play');
      header.append(el('span', 'turn-marker', isLearner ? '▶ Your turn' : '▶ To play'));
    }
    box.append(header);

    const cards = el('div', 'hand');
    if (isLearner) {
      cards.id = 'hand';
      cards.dataset.zone = 'hand';
      cards.setAttribute('role', 'group');
      cards.setAttribute('aria-label', 'Your cards');
      cards.tabIndex = -1;
      for (const code of [...hand, ...(model.actions ?? [])]) {
        const face = model.handActive ? cardButton(game, code) : cardFigure(game, code);
        markCard(face, code, model.marks, cardName(game, code), model.handActive);
        if (model.handActive) face.addEventListener('click', () => model.onHandCard?.(code));
        cards.append(face);
      }
    } else if (model.faceUp) {
      cards.classList.add('face-up');
      cards.setAttribute('role', 'list');
      cards.setAttribute('aria-label', `${roleName(seat, naming)}'s cards`);
      for (const code of hand) {
        const item = el('span', 'hand-card');
        item.setAttribute('role', 'listitem');
        item.append(cardFigure(game, code));
        cards.append(item);
      }
    } else {
      cards.classList.add('face-down');
      cards.setAttribute('aria-hidden', 'true');
      for (let i = 0; i < hand.length; i++) cards.append(cardBackSvg(game));
    }
    box.append(cards);
    return box;
  }

  private center(model: TableModel): HTMLElement {
    const { frame, naming, game } = model;
    const trick = frame.trick;
    const center = el('section', 'center');
    center.setAttribute('aria-label', 'The trick on the table');
    let caption = model.caption;
    if (caption === undefined) {
      if (trick.winner !== null) caption = `Trick ${trick.number}, taken`;
      else if (frame.done) caption = 'The hand is over';
      else caption = `Trick ${trick.number}`;
    }
    center.append(el('h2', 'trick-caption', caption));

    const row = el('ol', 'trick');
    row.dataset.zone = 'trick';
    row.setAttribute('aria-label', 'Cards played to the trick, in order');
    trick.cards.forEach((code, i) => {
      const seat = trick.seats[i] ?? 0;
      const li = el('li', 'trick-card');
      li.dataset.seat = String(seat);
      li.dataset.code = code;
      if (model.animateFrom !== undefined && i >= model.animateFrom) li.classList.add('enter');
      const who = el('span', 'trick-seat', roleName(seat, naming));
      const badges: string[] = [];
      if (i === 0) badges.push('led');
      if (trick.winner === seat) {
        badges.push('wins');
        li.classList.add('winner');
      }
      let face: HTMLElement;
      if (model.trickActive) {
        const b = cardButton(game, code);
        b.dataset.index = String(i);
        b.setAttribute('aria-label', `${cardName(game, code)}, played by ${roleName(seat, naming)}`);
        markCard(b, code, model.marks, b.getAttribute('aria-label') ?? code, true);
        b.addEventListener('click', () => model.onTrickCard?.(i));
        face = b;
      } else {
        face = cardFigure(game, code);
        face.setAttribute('aria-label', `${cardName(game, code)}, played by ${roleName(seat, naming)}${badges.length ? ` (${badges.join(', ')})` : ''}`);
        markCard(face, code, model.marks, face.getAttribute('aria-label') ?? code, false);
      }
      li.append(who, face);
      if (badges.length) li.append(el('span', 'trick-badge', badges.join(' · ')));
      row.append(li);
    });
    if (trick.cards.length === 0) row.append(el('li', 'trick-empty', 'No card played yet'));
    center.append(row);
    if (trick.winner !== null && trick.why) {
      center.append(el('p', 'trick-why', `${seatTakes(trick.winner, naming)} the trick. ${trick.why}`));
    }
    return center;
  }
}
