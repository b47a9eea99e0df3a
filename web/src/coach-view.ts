// The coach's words on the learner's decisions: the note beside the hand after each decision,
// and the review of a finished hand, every decision with its verdict and a way back to it. The
// verdicts are the core's `coach` answers; the sentence is the core's own.

import './coach.css';
import { button, el, labelled } from './dom';
import { t } from './i18n';
import type { Move } from './types';

/** One legal action as the coach judged it. */
export interface CoachAction {
  action: Move;
  points: number;
  ahead?: number;
}

/** The body of the core's `coach` answer. */
export interface CoachBody {
  seat: number;
  samples: number;
  actions: CoachAction[];
  best: Move;
  chosen?: Move;
  text?: string;
}

/** What the coach says of one decision. */
export interface Verdict {
  /** The points the learner's choice lost against the best, on average over the deals judged (0 or more). */
  lost: number;
  /** The core's words for the best action. */
  bestLabel: string;
  /** Whether the learner chose the best action. */
  best: boolean;
  /** The core's sentence on the choice. */
  text: string;
}

/** Two actions as the same action, whatever the order of their fields. */
export function sameAction(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The verdict in a `coach` answer on `chosen`, with `labelOf` giving the core's words for an action. */
export function verdictOf(body: CoachBody, chosen: Move, labelOf: (action: Move) => string): Verdict {
  const points = (action: Move): number => body.actions.find((a) => sameAction(a.action, action))?.points ?? 0;
  const lost = Math.max(0, Math.round((points(body.best) - points(chosen)) * 100) / 100);
  return { lost, bestLabel: labelOf(body.best), best: sameAction(body.best, chosen) || lost === 0, text: body.text ?? '' };
}

function lossWords(v: Verdict): string {
  if (v.best) return t('coach.best');
  return t('coach.lost', { count: v.lost, best: v.bestLabel });
}

/** The note beside the hand: the coach's verdict on the learner's last decision. */
export class CoachNote {
  readonly root = Object.assign(labelled(el('section', 'coach-note'), t('coach.title')), { id: 'coach-note', hidden: true });

  constructor() {
    this.root.setAttribute('aria-live', 'polite');
  }

  hide(): void {
    this.root.hidden = true;
    this.root.replaceChildren();
    delete this.root.dataset.state;
  }

  thinking(label: string): void {
    this.show('thinking', [el('p', 'coach-head', t('coach.weighing', { move: label }))]);
  }

  say(label: string, v: Verdict): void {
    this.show(v.best ? 'best' : 'lost', [
      el('p', 'coach-head', t('coach.on', { move: label, verdict: lossWords(v) })),
      el('p', 'coach-text', v.text),
    ]);
  }

  failed(message: string): void {
    this.show('failed', [el('p', 'coach-head', t('coach.failed', { why: message }))]);
  }

  private show(state: string, parts: HTMLElement[]): void {
    this.root.dataset.state = state;
    this.root.replaceChildren(el('h2', undefined, t('coach.title')), ...parts);
    this.root.hidden = false;
  }
}

/** One of the learner's decisions, for the review. */
export interface Decision {
  /** Its place among the hand's actions: the position before it has this many. */
  at: number;
  label: string;
  verdict: Verdict | null;
  failure?: string;
}

/** The review of a finished hand: each of the learner's decisions with the coach's verdict. */
export function reviewView(decisions: readonly Decision[], onReplay: (at: number) => void): HTMLElement {
  const box = Object.assign(labelled(el('section', 'review'), t('review.title')), { id: 'review' });
  const lost = decisions.reduce((n, d) => n + (d.verdict?.lost ?? 0), 0);
  const judged = decisions.filter((d) => d.verdict).length;
  box.append(
    el('h2', undefined, t('review.title')),
    el('p', 'review-sum', t('review.sum', { judged, count: decisions.length, lost: Math.round(lost * 100) / 100 })),
  );
  const list = el('ol', 'review-list');
  for (const d of decisions) {
    const li = el('li', 'review-item');
    li.dataset.at = String(d.at);
    li.dataset.state = d.verdict ? (d.verdict.best ? 'best' : 'lost') : d.failure ? 'failed' : 'thinking';
    li.append(el('p', 'review-move', d.label));
    if (d.verdict) li.append(el('p', 'review-verdict', lossWords(d.verdict)), el('p', 'review-text', d.verdict.text));
    else li.append(el('p', 'review-verdict', d.failure ? t('review.notJudged', { why: d.failure }) : t('review.weighing')));
    li.append(button(t('review.replay'), () => onReplay(d.at), 'replay-from'));
    list.append(li);
  }
  if (decisions.length === 0) list.append(el('li', 'review-none', t('review.none')));
  box.append(list);
  return box;
}
