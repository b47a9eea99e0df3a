// The steps of a draft: each one's text and the core's problems beside it, and for the step
// being edited the running table, where a click on a legal card scripts it (`play`, or `after`
// once a question is answered) and the question's answers are clicked (editor-question.ts).

import { cardList } from './cards';
import { button, el, keyed } from './dom';
import type { EditorContext } from './editor-context';
import { runningTable } from './editor-core';
import { askOf, codesOf, gameOf, isWholeHand, playsBefore, setCodes, type StepJson } from './editor-draft';
import { textField } from './editor-fields';
import { wholeHandDetail } from './editor-hand';
import { questionEditor } from './editor-question';
import { hasOwnTable } from './editor-own-table';
import { handChoice, tableTrick } from './editor-table';
import { t, type MessageKey } from './i18n';

/** With a play or legal question, whether a click on a card scripts a play rather than marking an answer. */
let scripting = false;

function summaryOf(step: StepJson): string {
  const parts: string[] = [];
  const plays = codesOf(step, 'play').length;
  if (plays > 0) parts.push(t('editor.step.played', { count: plays }));
  const ask = askOf(step);
  parts.push(ask ? t('editor.step.asks', { ask }) : t('editor.step.tells'));
  const after = codesOf(step, 'after').length;
  if (after > 0) parts.push(t('editor.step.then', { count: after }));
  return parts.join(t('list.comma'));
}

/** The cards a list field scripts, and a button that takes back the last of them. */
function scripted(ctx: EditorContext, step: StepJson, field: 'play' | 'after', title: MessageKey): HTMLElement {
  const box = el('div', 'editor-scripted');
  const codes = codesOf(step, field);
  box.append(el('h4', undefined, t(title)));
  if (codes.length === 0) {
    box.append(el('p', 'editor-help', t('editor.noneYet')));
    return box;
  }
  box.append(cardList(gameOf(ctx.lesson), codes, 'editor-scripted-cards', 'editor-scripted-card'));
  box.append(keyed(button(t('editor.takeBackLast'), () => {
    setCodes(step, field, codes.slice(0, -1));
    ctx.changed();
  }, 'small'), `undo-${field}`));
  return box;
}

function addTo(ctx: EditorContext, step: StepJson, field: 'play' | 'after', code: string): void {
  setCodes(step, field, [...codesOf(step, field), code]);
  ctx.changed();
}

function modeSwitch(ctx: EditorContext): HTMLElement {
  const group = el('div', 'editor-mode');
  group.setAttribute('role', 'group');
  group.setAttribute('aria-label', t('editor.clickCard'));
  for (const [on, words] of [[false, 'editor.marksAnswer'], [true, 'editor.playsBefore']] as const) {
    const b = keyed(button(t(words), () => {
      scripting = on;
      ctx.changed();
    }, 'small'), `mode-${String(on)}`);
    b.setAttribute('aria-pressed', String(scripting === on));
    group.append(b);
  }
  return group;
}

/** The step being edited: its plays, the table, its question and what is played after it. */
function stepDetail(ctx: EditorContext, index: number, step: StepJson): HTMLElement {
  const box = el('div', 'editor-step-detail');
  if (isWholeHand(ctx.lesson)) return wholeHandDetail(ctx, index, step);
  if (!('deal' in ctx.lesson)) {
    box.append(el('p', 'editor-help', t('editor.noDealHere')));
    box.append(questionEditor(ctx, step, { ok: false, problems: [] }));
    return box;
  }
  const before = playsBefore(ctx.lesson, index);
  const at = runningTable(ctx.engine, ctx.lesson, [...before, ...codesOf(step, 'play')]);
  const ask = askOf(step);
  // With a table of its own, the question's answers are clicked there, not in the running hand.
  const marksCards = (ask === 'play' || ask === 'legal') && !hasOwnTable(step);
  box.append(scripted(ctx, step, 'play', 'editor.playedHere'));
  if (!at.ok) {
    const list = el('ul', 'editor-problems');
    for (const p of at.problems) list.append(el('li', undefined, p));
    box.append(el('p', 'editor-help', t('editor.noRunningTable')), list);
    box.append(questionEditor(ctx, step, at));
    return box;
  }
  box.append(tableTrick(ctx, at.position));
  if (marksCards) box.append(modeSwitch(ctx));
  if (!marksCards || scripting) {
    box.append(handChoice(ctx, at.position, { caption: t('editor.clickToPlay'), onCard: (c) => addTo(ctx, step, 'play', c) }, 'play'));
  }
  box.append(questionEditor(ctx, step, at));
  if (ask) {
    const end = runningTable(ctx.engine, ctx.lesson, [...before, ...codesOf(step, 'play'), ...codesOf(step, 'after')]);
    box.append(scripted(ctx, step, 'after', 'editor.playedAfter'));
    if (end.ok) box.append(handChoice(ctx, end.position, { caption: t('editor.clickToPlayAfter'), onCard: (c) => addTo(ctx, step, 'after', c) }, 'after'));
  }
  return box;
}

function move(ctx: EditorContext, from: number, to: number): void {
  const steps = ctx.lesson.steps;
  if (to < 0 || to >= steps.length) return;
  const [step] = steps.splice(from, 1);
  if (step) steps.splice(to, 0, step);
  ctx.select(to);
}

function stepItem(ctx: EditorContext, index: number, step: StepJson): HTMLElement {
  const n = index + 1;
  const item = el('li', `editor-step${index === ctx.selected ? ' is-selected' : ''}`);
  item.dataset.step = String(n);
  const head = el('div', 'editor-step-head');
  const pick = keyed(button(t('check.step', { step: n }), () => {
    ctx.select(index);
    // On a narrow screen the step's panel follows the list: bring it into view.
    item.ownerDocument.querySelector('.editor-selected')?.scrollIntoView({ block: 'nearest' });
  }, 'editor-step-pick'), `step-pick-${n}`);
  pick.setAttribute('aria-expanded', String(index === ctx.selected));
  const tool = (text: string, label: string, key: string, act: () => void): HTMLButtonElement => {
    const b = keyed(button(text, act, 'small'), `${key}-${n}`);
    b.setAttribute('aria-label', label);
    return b;
  };
  const tools = el('span', 'editor-step-tools');
  tools.append(
    tool('↑', t('editor.stepUp', { step: n }), 'step-up', () => move(ctx, index, index - 1)),
    tool('↓', t('editor.stepDown', { step: n }), 'step-down', () => move(ctx, index, index + 1)),
    tool(t('editor.deleteStep'), t('editor.deleteStepLabel', { step: n }), 'step-delete', () => {
      ctx.lesson.steps.splice(index, 1);
      if (ctx.lesson.steps.length === 0) ctx.lesson.steps.push({ text: '' });
      ctx.select(Math.min(index, ctx.lesson.steps.length - 1));
    }),
  );
  head.append(pick, el('span', 'editor-step-summary', summaryOf(step)), tools);
  const text = textField(t('editor.text'), typeof step.text === 'string' ? step.text : '', (v) => {
    step.text = v;
    ctx.edited();
  }, { multiline: true, key: `step-text-${n}` });
  const problems = el('ul', 'editor-problems');
  problems.dataset.problemsFor = String(n);
  problems.setAttribute('aria-live', 'polite');
  item.append(head, text, problems);
  return item;
}

/** The step being edited: its table, plays and question, beside the list of steps. */
export function selectedStep(ctx: EditorContext): HTMLElement {
  const section = el('section', 'editor-selected');
  const index = ctx.selected;
  const step = ctx.lesson.steps[index];
  section.dataset.step = String(index + 1);
  section.append(el('h2', undefined, t('editor.selected', { step: index + 1 })));
  if (step) section.append(stepDetail(ctx, index, step));
  return section;
}

export function stepsSection(ctx: EditorContext): HTMLElement {
  const section = el('section', 'editor-steps');
  section.append(el('h2', undefined, t('editor.steps')));
  const list = el('ol', 'editor-step-list');
  ctx.lesson.steps.forEach((step, i) => list.append(stepItem(ctx, i, step)));
  const add = el('div', 'editor-row');
  const addStep = (step: StepJson): void => {
    ctx.lesson.steps.push(step);
    scripting = false;
    const n = ctx.lesson.steps.length;
    ctx.select(n - 1);
    // The new step's first control: its text, which every step needs.
    section.ownerDocument.querySelector<HTMLElement>(`[data-focus-key="step-text-${n}"]`)?.focus();
  };
  add.append(
    keyed(button(t('editor.addTell'), () => addStep({ text: '' })), 'add-tell'),
    keyed(button(t('editor.addQuestion'), () => addStep({ text: '', ask: 'play', accept: [] })), 'add-question'),
  );
  section.append(list, add);
  return section;
}
