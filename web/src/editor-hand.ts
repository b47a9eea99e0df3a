// A step of a whole-hand draft (`"whole_hand": true`): its actions taken by clicking the moves
// the core's `hand` answer offers (a bid, a card of a discard, a trump, a play), the `action`
// question's accepted answers clicked among them, and the reasons for the other bids, takes and
// plays. The moves and their words are the core's; this only writes them into the step.

import { cardButton } from './cards';
import { button, el, keyed } from './dom';
import type { EditorContext } from './editor-context';
import { handAsPosition, runningHand } from './editor-core';
import { actionsBefore, actionsOfStep, askOf, gameOf, listOf, seatOf, setList, type Scripted, type StepJson } from './editor-draft';
import { textField } from './editor-fields';
import { questionEditor } from './editor-question';
import { hasOwnTable } from './editor-own-table';
import { tableTrick } from './editor-table';
import { t, tIfAny, type MessageKey } from './i18n';
import { sameAction } from './moves';
import { cardName, isCard } from './pack';
import { namingFor, seatName } from './seats';
import { isRecord, type HandAction, type HandBody, type Move } from './types';

/** With an action question, whether a click on a move takes it before the question rather than marking an answer. */
let scripting = false;

function valueWords(game: string, value: unknown): string {
  if (typeof value === 'string') return isCard(game, value) ? cardName(game, value) : value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((v) => valueWords(game, v)).join(', ');
  if (isRecord(value)) return Object.entries(value).map(([k, v]) => `${valueWords(game, v)} ${k}`).join(' ');
  return '';
}

/** A scripted action in a few words: "bid garde", "discard the 7 of Clubs", "the King of Hearts". */
function actionWords(game: string, item: Scripted): string {
  if (typeof item === 'string') return valueWords(game, item);
  if (Array.isArray(item)) return item.map((m) => actionWords(game, m)).join(' + ');
  return Object.entries(item).map(([k, v]) => `${k} ${valueWords(game, v)}`.trim()).join(', ');
}

/** What a step writes for a move: a play as its card's code alone, as the lesson format reads it. */
function written(move: Move): Scripted {
  const keys = Object.keys(move);
  return keys.length === 1 && typeof move.play === 'string' ? move.play : move;
}

/** The key `not_best` gives a move: its values in words ("garde", "31", "2 marks", "GOOD ours", "HK"). */
function notBestKey(move: Move): string {
  return Object.values(move)
    .map((v) => (isRecord(v) ? Object.entries(v).map(([k, n]) => `${String(n)} ${k}`).join(' ') : String(v)))
    .join(' ');
}

function asAction(item: Scripted): HandAction {
  return typeof item === 'string' ? { play: item } : item;
}

function movesOfAnswer(item: Scripted): Move[] {
  const action = asAction(item);
  return Array.isArray(action) ? action : [action];
}

function scriptedList(ctx: EditorContext, step: StepJson, fields: readonly ('actions' | 'play' | 'after')[], title: MessageKey): HTMLElement {
  const game = gameOf(ctx.lesson);
  const box = el('div', 'editor-scripted');
  box.append(el('h4', undefined, t(title)));
  const items = fields.flatMap((f) => listOf(step, f));
  if (items.length === 0) {
    box.append(el('p', 'editor-help', t('editor.noneYet')));
    return box;
  }
  const list = el('ol', 'editor-actions');
  for (const item of items) list.append(el('li', undefined, actionWords(game, item)));
  const last = [...fields].reverse().find((f) => listOf(step, f).length > 0);
  box.append(list);
  if (last) {
    box.append(keyed(button(t('editor.takeBackLast'), () => {
      setList(step, last, listOf(step, last).slice(0, -1));
      ctx.changed();
    }, 'small'), `undo-${last}`));
  }
  return box;
}

interface MoveChoice {
  caption: string;
  marked?: (move: Move) => boolean;
  onMove(move: Move): void;
}

/** The seat to act's legal moves, in the core's words: a card of the hand as the card, the others as buttons. */
function movesPanel(ctx: EditorContext, hand: HandBody, choice: MoveChoice, key: string): HTMLElement {
  const game = gameOf(ctx.lesson);
  const box = el('div', 'editor-hand');
  box.dataset.role = key;
  if (hand.turn === null) {
    box.append(el('p', 'editor-help', hand.no_hand ?? t('play.over')));
    return box;
  }
  const naming = namingFor(game, ctx.seats, seatOf(ctx.lesson, 'learner', ctx.seats));
  const phase = tIfAny(`caption.${hand.phase}`);
  const phaseWords = phase ? phase.charAt(0).toLowerCase() + phase.slice(1) : hand.phase;
  box.append(el('h4', undefined, t('editor.toAct', { seat: seatName(hand.turn, naming), phase: phaseWords, caption: choice.caption })));
  const held = hand.hands[hand.turn];
  const cards = Array.isArray(held) ? held : [];
  const cardRow = el('div', 'editor-hand-cards');
  const wordRow = el('div', 'editor-row');
  hand.legal.forEach((move, i) => {
    const label = hand.labels[i] ?? actionWords(game, move);
    const values = Object.values(move);
    const card = Object.keys(move).length === 1 && typeof values[0] === 'string' && cards.includes(values[0]) ? values[0] : null;
    const b = card ? keyed(cardButton(game, card), `${key}-${i}`) : keyed(button(label, () => undefined, 'small'), `${key}-${i}`);
    if (card) b.setAttribute('aria-label', label);
    b.dataset.move = JSON.stringify(move);
    if (choice.marked) {
      const on = choice.marked(move);
      b.setAttribute('aria-pressed', String(on));
      if (on) b.classList.add('is-chosen');
    }
    b.addEventListener('click', () => choice.onMove(move));
    (card ? cardRow : wordRow).append(b);
  });
  box.append(cardRow, wordRow);
  return box;
}

function accepted(step: StepJson): Scripted[] {
  return listOf(step, 'accept');
}

function isMarked(step: StepJson, move: Move): boolean {
  return accepted(step).some((a) => movesOfAnswer(a).some((m) => sameAction(m, move)));
}

/** Marks a move as an answer, or takes it out of the answers (out of a joined answer too). */
function toggleAnswer(step: StepJson, move: Move): void {
  const out: Scripted[] = [];
  let found = false;
  for (const answer of accepted(step)) {
    const moves = movesOfAnswer(answer);
    const rest = moves.filter((m) => !sameAction(m, move));
    if (rest.length === moves.length) out.push(answer);
    else {
      found = true;
      if (rest.length > 1) out.push(rest);
      else if (rest[0]) out.push(written(rest[0]));
    }
  }
  if (!found) out.push(written(move));
  step.accept = out;
}

/** The action question's answers, clicked among the legal moves at the question. */
function actionAnswers(ctx: EditorContext, step: StepJson, hand: HandBody): HTMLElement[] {
  const out: HTMLElement[] = [movesPanel(ctx, hand, {
    caption: t('editor.clickMoves'),
    marked: (m) => isMarked(step, m),
    onMove: (m) => {
      toggleAnswer(step, m);
      ctx.changed();
    },
  }, 'answer')];
  const answers = accepted(step);
  if (answers.length > 1) {
    out.push(keyed(button(t('editor.join'), () => {
      step.accept = [answers.flatMap(movesOfAnswer)];
      ctx.changed();
    }, 'small'), 'join-answer'));
  }
  // Bids, takes and plays are offered one by one: each other one needs a reason.
  const kinds = new Set(answers.flatMap(movesOfAnswer).map((m) => Object.keys(m)[0]));
  const reasons = isRecord(step.not_best) ? step.not_best : {};
  for (const [i, move] of hand.legal.entries()) {
    const kind = Object.keys(move)[0] ?? '';
    if (!['bid', 'take', 'play'].includes(kind) || !kinds.has(kind) || isMarked(step, move)) continue;
    const key = notBestKey(move);
    out.push(textField(t('editor.whyNotMove', { move: hand.labels[i] ?? key }), typeof reasons[key] === 'string' ? reasons[key] : '', (v) => {
      const next = isRecord(step.not_best) ? step.not_best : {};
      if (v.trim() === '') delete next[key];
      else next[key] = v;
      if (Object.keys(next).length > 0) step.not_best = next;
      else delete step.not_best;
      ctx.edited();
    }, { key: `not-best-${key}` }));
  }
  return out;
}

function modeSwitch(ctx: EditorContext): HTMLElement {
  const group = el('div', 'editor-mode');
  group.setAttribute('role', 'group');
  group.setAttribute('aria-label', t('editor.clickMove'));
  for (const [on, words] of [[false, 'editor.marksAnswer'], [true, 'editor.takesBefore']] as const) {
    const b = keyed(button(t(words), () => {
      scripting = on;
      ctx.changed();
    }, 'small'), `mode-${String(on)}`);
    b.setAttribute('aria-pressed', String(scripting === on));
    group.append(b);
  }
  return group;
}

/** The step being edited, on a whole hand. */
export function wholeHandDetail(ctx: EditorContext, index: number, step: StepJson): HTMLElement {
  const box = el('div', 'editor-step-detail');
  const before = actionsBefore(ctx.lesson, index);
  const at = runningHand(ctx.engine, ctx.lesson, [...before, ...actionsOfStep(step)]);
  const ask = askOf(step);
  box.append(scriptedList(ctx, step, ['actions', 'play'], 'editor.takenHere'));
  if (!at.ok) {
    const list = el('ul', 'editor-problems');
    for (const p of at.problems) list.append(el('li', undefined, p));
    box.append(el('p', 'editor-help', t('editor.noHand')), list);
    box.append(questionEditor(ctx, step, { ok: false, problems: at.problems }));
    return box;
  }
  const asked = handAsPosition(at.seats, at.hand);
  if (asked.ok) box.append(tableTrick(ctx, asked.position));
  const takesAnswers = ask === 'action' || ((ask === 'play' || ask === 'legal') && !hasOwnTable(step));
  if (takesAnswers) box.append(modeSwitch(ctx));
  if (!takesAnswers || scripting) {
    box.append(movesPanel(ctx, at.hand, {
      caption: t('editor.clickToTake'),
      onMove: (m) => {
        setList(step, 'actions', [...listOf(step, 'actions'), written(m)]);
        ctx.changed();
      },
    }, 'play'));
  }
  box.append(questionEditor(ctx, step, asked, () => actionAnswers(ctx, step, at.hand)));
  if (ask) {
    const end = runningHand(ctx.engine, ctx.lesson, [...before, ...actionsOfStep(step), ...listOf(step, 'after')]);
    box.append(scriptedList(ctx, step, ['after'], 'editor.takenAfter'));
    if (end.ok) {
      box.append(movesPanel(ctx, end.hand, {
        caption: t('editor.clickToTakeAfter'),
        onMove: (m) => {
          setList(step, 'after', [...listOf(step, 'after'), written(m)]);
          ctx.changed();
        },
      }, 'after'));
    }
  }
  return box;
}
