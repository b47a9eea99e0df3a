// A step's question in the editor: its kind (the lesson format's `ask`), its accepted answers
// clicked on the running table (cards of the hand, a card of the last trick) or typed (points),
// the reasons for legal cards not accepted, hints and the author's explanation. The core
// judges every answer (editor-core.ts); nothing here knows a rule.

import { gameInfo } from './catalog';
import { cardButton } from './cards';
import { button, el, keyed } from './dom';
import type { EditorContext } from './editor-context';
import type { Running } from './editor-core';
import { askOf, codesOf, gameOf, seatOf, setAsk, setCodes, type StepJson } from './editor-draft';
import { choiceField, numberField, textField } from './editor-fields';
import { hasOwnTable, ownTableEditor, ownTablePosition } from './editor-own-table';
import { handChoice, lastTrickChoice } from './editor-table';
import { t } from './i18n';
import { cardName } from './pack';
import { namingFor, seatName } from './seats';
import { isRecord, type Code } from './types';

/** The kinds of question, in words. */
function kinds(): readonly (readonly [string, string])[] {
  return [
    ['', t('editor.kind.none')],
    ['play', t('editor.kind.play')],
    ['legal', t('editor.kind.legal')],
    ['winner', t('editor.kind.winner')],
    ['count', t('editor.kind.count')],
    ['score', t('editor.kind.score')],
    ['action', t('editor.kind.action')],
  ];
}

function toggle(step: StepJson, code: Code): void {
  const accepted = codesOf(step, 'accept');
  const at = accepted.indexOf(code);
  if (at >= 0) accepted.splice(at, 1);
  else accepted.push(code);
  step.accept = accepted;
  if (isRecord(step.not_best)) delete step.not_best[code];
}

/** A reason box for each legal card of the hand the question does not accept. */
function notBestFields(ctx: EditorContext, step: StepJson, legal: Code[], hand: Code[]): HTMLElement {
  const box = el('div', 'editor-not-best');
  const accepted = new Set(codesOf(step, 'accept'));
  const reasons = isRecord(step.not_best) ? step.not_best : {};
  const others = hand.filter((c) => legal.includes(c) && !accepted.has(c));
  if (others.length === 0) return box;
  box.append(el('p', 'editor-help', t('editor.needReason')));
  for (const code of others) {
    const value = typeof reasons[code] === 'string' ? reasons[code] : '';
    box.append(textField(t('editor.whyNot', { card: cardName(gameOf(ctx.lesson), code) }), value, (v) => {
      const next = isRecord(step.not_best) ? step.not_best : {};
      if (v.trim() === '') delete next[code];
      else next[code] = v;
      if (Object.keys(next).length > 0) step.not_best = next;
      else delete step.not_best;
      ctx.edited();
    }, { key: `not-best-${code}` }));
  }
  return box;
}

function cardAnswers(ctx: EditorContext, step: StepJson, at: Running, kind: string): HTMLElement[] {
  if (!at.ok) return [el('p', 'editor-help', t('editor.tableFirst'))];
  const position = at.position;
  const hand = position.turn === null ? [] : (position.hands[position.turn] ?? []);
  const chooser = handChoice(ctx, position, {
    caption: kind === 'play' ? t('editor.clickAccepted') : t('editor.clickLegal'),
    marked: new Set(codesOf(step, 'accept')),
    anyCard: true,
    onCard: (code) => {
      toggle(step, code);
      ctx.changed();
    },
  }, 'answer');
  return kind === 'play' ? [chooser, notBestFields(ctx, step, position.legal, hand)] : [chooser];
}

function winnerAnswer(ctx: EditorContext, step: StepJson, at: Running): HTMLElement[] {
  if (!at.ok) return [el('p', 'editor-help', t('editor.tableFirstOne'))];
  const marked = typeof step.accept === 'number' ? step.accept : null;
  return [lastTrickChoice(ctx, at.position, marked, (i) => {
    step.accept = i;
    ctx.changed();
  })];
}

/** The cards a count question counts, clicked in the pack. */
function countedCards(ctx: EditorContext, step: StepJson): HTMLElement {
  const game = gameOf(ctx.lesson);
  const chosen = new Set(codesOf(step, 'cards'));
  const details = el('details', 'editor-pack-box');
  details.open = chosen.size > 0 || !Array.isArray(step.seats);
  details.append(el('summary', undefined, t('editor.counted', { count: chosen.size })));
  const grid = el('div', 'editor-pack');
  for (const { code } of gameInfo(game)?.pack_cards ?? []) {
    const b = keyed(cardButton(game, code), `count-${code}`);
    b.setAttribute('aria-pressed', String(chosen.has(code)));
    if (chosen.has(code)) b.classList.add('is-chosen');
    b.addEventListener('click', () => {
      const next = codesOf(step, 'cards').filter((c) => c !== code);
      if (!chosen.has(code)) next.push(code);
      setCodes(step, 'cards', next);
      delete step.seats;
      ctx.changed();
    });
    grid.append(b);
  }
  details.append(grid);
  return details;
}

/** The seats whose piles (the tricks they won on the running table) a count question counts. */
function countedPiles(ctx: EditorContext, step: StepJson): HTMLElement {
  const naming = namingFor(gameOf(ctx.lesson), ctx.seats, seatOf(ctx.lesson, 'learner', ctx.seats));
  const seats = Array.isArray(step.seats) ? step.seats.filter((s): s is number => typeof s === 'number') : [];
  const group = el('div', 'editor-mode');
  group.setAttribute('role', 'group');
  group.setAttribute('aria-label', t('editor.pilesLabel'));
  group.append(el('span', 'editor-label', t('editor.piles')));
  for (let s = 0; s < ctx.seats; s++) {
    const on = seats.includes(s);
    const b = keyed(button(seatName(s, naming), () => {
      const next = on ? seats.filter((x) => x !== s) : [...seats, s].sort((x, y) => x - y);
      if (next.length > 0) step.seats = next;
      else delete step.seats;
      delete step.cards;
      ctx.changed();
    }, 'small'), `count-seat-${s}`);
    b.setAttribute('aria-pressed', String(on));
    group.append(b);
  }
  return group;
}

function countAnswer(ctx: EditorContext, step: StepJson, at: Running): HTMLElement[] {
  const out: HTMLElement[] = [countedCards(ctx, step)];
  const last = at.ok ? at.position.tricks[at.position.tricks.length - 1] : undefined;
  if (last) {
    out.push(keyed(button(t('editor.countLast'), () => {
      setCodes(step, 'cards', [...last.cards]);
      delete step.seats;
      ctx.changed();
    }, 'small'), 'count-last-trick'));
  }
  if ('deal' in ctx.lesson) out.push(countedPiles(ctx, step));
  out.push(pointsField(ctx, step, t('editor.pointsAnswer')));
  return out;
}

function pointsField(ctx: EditorContext, step: StepJson, label: string): HTMLElement {
  return numberField(label, typeof step.accept === 'number' ? step.accept : null, (v) => {
    step.accept = v ?? 0;
    ctx.edited();
  }, 'accept-number');
}

function scoreAnswer(ctx: EditorContext, step: StepJson): HTMLElement[] {
  const text = isRecord(step.score) ? JSON.stringify(step.score) : '{}';
  const field = textField(t('editor.scoreFields'), text, (v) => {
    try {
      const parsed: unknown = JSON.parse(v);
      if (isRecord(parsed)) step.score = parsed;
    } catch {
      // Kept as it was until the text reads as JSON.
    }
    ctx.edited();
  }, { key: 'score-fields', multiline: true });
  return [field, pointsField(ctx, step, t('editor.scoreAnswer'))];
}

function answers(ctx: EditorContext, step: StepJson, at: Running, kind: string, actionAnswers?: () => HTMLElement[]): HTMLElement[] {
  switch (kind) {
    case 'play':
    case 'legal':
      return cardAnswers(ctx, step, at, kind);
    case 'winner':
      return winnerAnswer(ctx, step, at);
    case 'count':
      return countAnswer(ctx, step, at);
    case 'score':
      return scoreAnswer(ctx, step);
    default:
      return actionAnswers ? actionAnswers() : [el('p', 'editor-help', t('editor.actionNeedsHand'))];
  }
}

/**
 * The question of `step`, asked at the running table `at` (after the step's own plays); on a
 * whole hand, `actionAnswers` draws the action question's answers.
 */
export function questionEditor(ctx: EditorContext, step: StepJson, at: Running, actionAnswers?: () => HTMLElement[]): HTMLElement {
  const box = el('div', 'editor-question');
  const kind = askOf(step);
  box.append(choiceField(t('editor.question'), kind ?? '', kinds(), (v) => {
    setAsk(step, v === '' ? null : v);
    ctx.changed();
  }, 'ask-kind'));
  if (!kind) return box;
  const onTable = kind === 'play' || kind === 'legal' || kind === 'winner';
  if (onTable) box.append(ownTableEditor(ctx, step));
  const asked = onTable && hasOwnTable(step) ? ownTablePosition(ctx, step) : at;
  if (!asked.ok && onTable && hasOwnTable(step)) {
    const list = el('ul', 'editor-problems');
    for (const p of asked.problems) list.append(el('li', undefined, p));
    box.append(list);
  }
  box.append(...answers(ctx, step, asked, kind, actionAnswers));
  const hints = Array.isArray(step.hints) ? step.hints.filter((h): h is string => typeof h === 'string') : [];
  box.append(
    textField(t('editor.hintsField'), hints.join('\n'), (v) => {
      const lines = v.split('\n').map((l) => l.trim()).filter((l) => l.length > 0);
      if (lines.length > 0) step.hints = lines;
      else delete step.hints;
      ctx.edited();
    }, { key: 'hints', multiline: true }),
    textField(t('editor.explainField'), typeof step.explain === 'string' ? step.explain : '', (v) => {
      if (v.trim() === '') delete step.explain;
      else step.explain = v;
      ctx.edited();
    }, { key: 'explain' }),
  );
  return box;
}
