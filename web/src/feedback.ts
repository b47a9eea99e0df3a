// The feedback line under a question, and small shared pieces of page: stars and notices. The
// feedback is an aria-live region, and every verdict starts with a word and a symbol, so colour
// is never the only sign of right or wrong.

import { el } from './dom';
import { t } from './i18n';

export type Tone = 'right' | 'not-best' | 'refused' | 'wrong' | 'info' | 'hint';

function prefix(tone: Tone): string {
  switch (tone) {
    case 'right':
      return '✓ ';
    case 'not-best':
      return '◐ ';
    case 'refused':
    case 'wrong':
      return '✗ ';
    case 'info':
      return '';
    case 'hint':
      return t('feedback.hint');
  }
}

export class Feedback {
  readonly root: HTMLElement;
  private seq = 0;

  constructor() {
    this.root = Object.assign(el('p', 'feedback'), { id: 'feedback' });
    this.root.setAttribute('role', 'status');
    this.root.setAttribute('aria-live', 'polite');
    this.root.dataset.seq = '0';
  }

  say(tone: Tone, text: string): void {
    this.seq += 1;
    this.root.dataset.seq = String(this.seq);
    this.root.dataset.tone = tone;
    this.root.textContent = text ? `${prefix(tone)}${text}` : '';
  }

  clear(): void {
    this.say('info', '');
  }
}

/** "★★☆" with a spoken "2 of 3 stars". */
export function starsBadge(stars: number): HTMLElement {
  const s = el('span', 'stars', `${'★'.repeat(stars)}${'☆'.repeat(3 - stars)}`);
  s.setAttribute('role', 'img');
  s.setAttribute('aria-label', t('stars.label', { count: stars }));
  s.dataset.stars = String(stars);
  return s;
}

/** A visible notice (saved progress reset, a problem loading something). */
export function notice(text: string, kind: 'warning' | 'error' = 'warning'): HTMLElement {
  const p = el('p', `notice notice-${kind}`, text);
  p.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  return p;
}
