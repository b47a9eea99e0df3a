// The table view: four seats, the trick in the middle, the score and the trick log. It draws
// whatever position the core returned and decides nothing about the rules.

import { dominoBackSvg, dominoButton, dominoFigure, dominoSvg, tileLabel } from './dominoes';
import { placeOf, roleName, seatName, sides, sideIndex, type Place } from './seats';
import type { Code, CompletedTrick, PositionBody, Seat, TrickInProgress } from './types';

export interface TableModel {
  learner: Seat;
  position: PositionBody;
  trumpLabel: string;
  /** Tiles to mark as playable after the learner asked for a hint (from the core's `legal`). */
  hint: readonly Code[] | null;
  showAllHands: boolean;
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

function must<T extends HTMLElement>(root: ParentNode, selector: string): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`The page has no element ${selector}.`);
  return found;
}

export class TableView {
  private readonly table: HTMLElement;
  private readonly seatBoxes = new Map<Seat, HTMLElement>();
  private readonly center: HTMLElement;
  private readonly score: HTMLElement;
  private readonly log: HTMLOListElement;
  private readonly status: HTMLElement;
  private readonly final: HTMLElement;

  constructor(
    root: ParentNode,
    private readonly learner: Seat,
    private readonly onTile: (code: Code) => void,
  ) {
    this.table = must(root, '#table');
    this.score = must(root, '#score');
    this.log = must<HTMLOListElement>(root, '#trick-log');
    this.status = must(root, '#turn-status');
    this.final = must(root, '#final');

    this.table.replaceChildren();
    for (let seat = 0; seat < 4; seat++) {
      const box = el('section', `seat seat-${placeOf(seat, learner)}`);
      box.id = `seat-${seat}`;
      box.dataset.seat = String(seat);
      this.seatBoxes.set(seat, box);
      this.table.append(box);
    }
    this.center = el('section', 'center');
    this.center.id = 'center';
    this.center.setAttribute('aria-label', 'Trick on the table');
    this.table.append(this.center);
  }

  /** Marks the table while a bot is about to play (for styling and for tests). */
  setBusy(busy: boolean): void {
    this.table.dataset.busy = String(busy);
  }

  render(model: TableModel): void {
    const pos = model.position;
    const playCount = pos.tricks.reduce((n, t) => n + t.cards.length, 0) + pos.trick.cards.length;
    this.table.dataset.plays = String(playCount);
    this.table.dataset.turn = pos.turn === null ? '' : String(pos.turn);
    this.table.dataset.done = String(pos.done);
    this.table.dataset.tricks = String(pos.tricks.length);

    for (const [seat, box] of this.seatBoxes) this.renderSeat(box, seat, model);
    this.renderCenter(model);
    this.renderScore(pos);
    this.renderLog(pos.tricks);
    this.renderStatus(pos);
    this.renderFinal(pos);
  }

  private renderSeat(box: HTMLElement, seat: Seat, model: TableModel): void {
    const pos = model.position;
    const learner = this.learner;
    const hand = pos.hands[seat] ?? [];
    const isTurn = pos.turn === seat;
    const side = sideIndex(seat) === sideIndex(learner) ? 'Us' : 'Them';
    box.classList.toggle('to-play', isTurn);
    box.classList.toggle('sitting-out', pos.sitting_out === seat);

    // Keep keyboard focus on the learner's hand across redraws.
    let focusCode: string | undefined;
    let focusIndex = -1;
    const active = document.activeElement;
    if (seat === learner && active instanceof HTMLElement && box.contains(active)) {
      focusCode = active.dataset.code;
      focusIndex = Array.from(box.querySelectorAll('button.domino')).indexOf(active);
    }

    const header = el('header', 'seat-header');
    const name = el('h2', 'seat-name', roleName(seat, learner));
    const meta = el('p', 'seat-meta');
    meta.append(el('span', `side-tag side-${side.toLowerCase()}`, side));
    meta.append(document.createTextNode(` seat ${seat} · ${hand.length} ${hand.length === 1 ? 'tile' : 'tiles'}`));
    header.append(name, meta);
    if (isTurn) header.append(el('p', 'turn-marker', seat === learner ? 'Your turn' : 'To play'));
    if (pos.sitting_out === seat) header.append(el('p', 'turn-marker', 'Sits out'));

    const tiles = el('div', 'tiles');
    if (seat === learner) {
      tiles.id = 'hand';
      tiles.setAttribute('role', 'group');
      tiles.setAttribute('aria-label', 'Your tiles');
      tiles.tabIndex = -1;
      const hinted = new Set(model.hint ?? []);
      for (const code of hand) {
        const b = dominoButton(code);
        if (!isTurn) b.setAttribute('aria-disabled', 'true');
        if (model.hint && hinted.has(code)) {
          b.classList.add('hinted');
          b.setAttribute('aria-label', `${tileLabel(code)}, playable`);
          b.append(el('span', 'hint-mark', 'playable'));
        }
        b.addEventListener('click', () => this.onTile(code));
        tiles.append(b);
      }
    } else if (model.showAllHands) {
      tiles.setAttribute('role', 'list');
      tiles.setAttribute('aria-label', `${roleName(seat, learner)}'s tiles`);
      for (const code of hand) {
        const item = dominoFigure(code);
        item.setAttribute('role', 'listitem');
        item.setAttribute('aria-label', tileLabel(code));
        tiles.append(item);
      }
    } else {
      tiles.setAttribute('aria-hidden', 'true');
      tiles.classList.add('face-down');
      for (let i = 0; i < hand.length; i++) tiles.append(dominoBackSvg());
    }
    box.replaceChildren(header, tiles);

    if (focusCode !== undefined || focusIndex >= 0) {
      const buttons = Array.from(tiles.querySelectorAll<HTMLButtonElement>('button.domino'));
      const same = buttons.find((b) => b.dataset.code === focusCode);
      const next = same ?? buttons[Math.min(Math.max(focusIndex, 0), buttons.length - 1)];
      next?.focus();
    }
  }

  private renderCenter(model: TableModel): void {
    const pos = model.position;
    const learner = this.learner;
    const last = pos.tricks[pos.tricks.length - 1];
    // Between tricks the finished one stays on show until the next tile is played.
    const showingLast = pos.trick.cards.length === 0 && last !== undefined;
    const trick: TrickInProgress | CompletedTrick = showingLast ? last : pos.trick;
    const winner = showingLast ? last.winner : null;

    const trump = el('p', 'trump-badge');
    trump.append(el('span', 'label', 'Trump: '), el('strong', undefined, model.trumpLabel));

    let captionText: string;
    if (showingLast) captionText = `Trick ${pos.tricks.length} taken`;
    else if (pos.done) captionText = 'Hand over';
    else captionText = `Trick ${pos.tricks.length + 1}`;
    const caption = el('h2', 'trick-caption', captionText);
    caption.id = 'trick-caption';

    const slots = el('div', 'trick-slots');
    slots.setAttribute('role', 'list');
    for (let seat = 0; seat < 4; seat++) {
      const place: Place = placeOf(seat, learner);
      const slot = el('div', `slot slot-${place}`);
      slot.setAttribute('role', 'listitem');
      slot.dataset.seat = String(seat);
      const at = trick.seats.indexOf(seat);
      const code = at >= 0 ? trick.cards[at] : undefined;
      const label = el('span', 'slot-seat');
      const what = el('span', 'slot-what', '—');
      if (code !== undefined) {
        const orientation = place === 'left' || place === 'right' ? 'horizontal' : 'vertical';
        slot.append(dominoFigure(code, orientation));
        slot.dataset.code = code;
        const badges: string[] = [];
        if (seat === trick.leader) badges.push('led');
        if (seat === winner) badges.push('wins');
        what.textContent = `${code}${badges.length ? ` (${badges.join(', ')})` : ''}`;
        if (seat === winner) slot.classList.add('winner');
        if (seat === trick.leader) slot.classList.add('leader');
      } else {
        slot.classList.add('empty');
      }
      label.append(`${roleName(seat, learner)}: `, what);
      slot.prepend(label);
      slots.append(slot);
    }

    const children: HTMLElement[] = [trump, caption, slots];
    if (showingLast) {
      const why = el('p', 'trick-why', `${seatName(last.winner, learner)} takes the trick. ${last.text}`);
      children.push(why);
    }
    this.center.replaceChildren(...children);
  }

  private renderScore(pos: PositionBody): void {
    const table = el('table', 'score-table');
    const head = el('thead');
    const hr = el('tr');
    for (const h of ['Partnership', 'Tricks', 'Points']) {
      const th = el('th', undefined, h);
      th.scope = 'col';
      hr.append(th);
    }
    head.append(hr);
    const body = el('tbody');
    for (const side of sides(this.learner)) {
      const tricks = pos.tricks.filter((t) => sideIndex(t.winner) === side.index).length;
      const tr = el('tr', `score-${side.name.toLowerCase()}`);
      const th = el('th');
      th.scope = 'row';
      th.append(el('strong', undefined, side.name), el('span', 'members', ` ${side.members}`));
      const tdTricks = el('td', 'tricks', String(tricks));
      const tdPoints = el('td', 'points', String(pos.points[side.index]));
      tdPoints.dataset.side = String(side.index);
      tr.append(th, tdTricks, tdPoints);
      body.append(tr);
    }
    table.append(head, body);
    this.score.replaceChildren(table);
  }

  private renderLog(tricks: readonly CompletedTrick[]): void {
    const learner = this.learner;
    const items = tricks.map((t, i) => {
      const li = el('li', 'logged-trick');
      li.dataset.winner = String(t.winner);
      const title = el('h3', 'logged-title', `Trick ${i + 1}, led by ${roleName(t.leader, learner)}`);
      const row = el('p', 'logged-tiles');
      t.cards.forEach((code, k) => {
        const seat = t.seats[k] ?? -1;
        const cell = el('span', seat === t.winner ? 'logged-tile won' : 'logged-tile');
        const face = dominoSvg(code);
        cell.append(face, el('span', 'logged-who', `${roleName(seat, learner)}: ${code}`));
        row.append(cell);
      });
      const why = el('p', 'logged-why', `${seatName(t.winner, learner)} takes the trick. ${t.text}`);
      li.append(title, row, why);
      return li;
    });
    this.log.replaceChildren(...items);
  }

  private renderStatus(pos: PositionBody): void {
    let text: string;
    if (pos.done || pos.turn === null) text = 'The hand is over.';
    else if (pos.turn === this.learner) text = 'Your turn: choose a tile to play.';
    else text = `${seatName(pos.turn, this.learner)} is playing…`;
    this.status.textContent = text;
  }

  private renderFinal(pos: PositionBody): void {
    if (!pos.done) {
      this.final.hidden = true;
      this.final.replaceChildren();
      return;
    }
    const [us, them] = sides(this.learner);
    this.final.hidden = false;
    const h = el('h2', undefined, 'Final points');
    const p = el(
      'p',
      'final-points',
      `${us.name} (${us.members}): ${pos.points[us.index]} points. ` +
        `${them.name} (${them.members}): ${pos.points[them.index]} points.`,
    );
    this.final.replaceChildren(h, p);
  }
}
