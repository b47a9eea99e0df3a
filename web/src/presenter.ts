// Presenter mode: the lesson player on a projector. The room's screen shows the player scaled to
// fit the window (nothing below the fold, no site header), the answer held back until revealed and
// every hand face up on request. A second window, the speaker's notes (notes.ts), follows it step
// by step through a BroadcastChannel (present-channel.ts), and a clicker drives either window:
// PageDown, the right arrow and the space bar go forward (revealing first), PageUp and the left
// arrow go back, H shows or hides the other hands.

import { button, el } from './dom';
import { t } from './i18n';
import { languageMenu } from './language-menu';
import type { LessonPlayer } from './lesson-player';
import { presentChannel, type PresentAction, type PresentMessage } from './present-channel';
import { routes } from './router';

const FORWARD = new Set(['PageDown', 'ArrowRight', ' ', 'Spacebar']);
const BACKWARD = new Set(['PageUp', 'ArrowLeft']);

/**
 * The clicker's action for a key press, or null when the key keeps its usual meaning (typing in
 * a field, space on a focused button, a key with a modifier).
 */
export function clickerAction(e: KeyboardEvent): PresentAction | null {
  if (e.altKey || e.ctrlKey || e.metaKey) return null;
  const target = e.target as HTMLElement | null;
  if (target?.closest('input, select, textarea')) return null;
  if (e.key === ' ' && target?.closest('button, a, summary')) return null;
  if (FORWARD.has(e.key)) return 'forward';
  if (BACKWARD.has(e.key)) return 'back';
  if (e.key === 'h' || e.key === 'H') return 'face-up';
  return null;
}

function perform(player: LessonPlayer, action: PresentAction): void {
  if (action === 'forward') player.forward();
  else if (action === 'back') player.back();
  else if (action === 'reveal') player.reveal();
  else player.toggleFaceUp();
}

/** Listens for clicker keys while the presenter page is shown; returns the function that stops it. */
export function listenForClicker(player: LessonPlayer): () => void {
  const onKey = (e: KeyboardEvent): void => {
    const action = clickerAction(e);
    if (!action) return;
    if (action !== 'face-up') e.preventDefault();
    perform(player, action);
  };
  window.addEventListener('keydown', onKey);
  return () => window.removeEventListener('keydown', onKey);
}

// ---- fitting the window ---------------------------------------------------------------------

/** The smallest scale tried: below it the text would be too small to read in a room anyway. */
const MIN_SCALE = 0.4;

/**
 * Scales `inner` so the whole of it fits the window's height: the largest scale (at most 1) at
 * which its height, laid out at the width that scale leaves it, fits. Found by halving, since a
 * narrower layout is a taller one.
 */
function fit(inner: HTMLElement): void {
  // A pixel or two spare: layout heights are fractional, scrollHeight is whole.
  const room = window.innerHeight - 2;
  const heightAt = (scale: number): number => {
    inner.style.setProperty('--fit', String(scale));
    return inner.scrollHeight * scale;
  };
  const fits = (scale: number): boolean => heightAt(scale) <= room;
  let scale = 1;
  if (!fits(1)) {
    let low = MIN_SCALE;
    let high = 1;
    for (let i = 0; i < 7; i++) {
      const mid = (low + high) / 2;
      if (fits(mid)) low = mid;
      else high = mid;
    }
    scale = low;
  }
  inner.parentElement?.classList.toggle('scrolls', !fits(scale));
  inner.dataset.fit = scale.toFixed(3);
}

/** Keeps `inner` fitted as the window or its content changes; returns the function that stops it. */
function keepFitted(inner: HTMLElement): () => void {
  let queued = false;
  const refit = (): void => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      fit(inner);
    });
  };
  const content = new MutationObserver(refit);
  content.observe(inner, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['hidden', 'class'] });
  // Also once the page is in the document (and laid out), and whenever its size changes: a
  // refit that changes nothing leaves the size as it was, so this settles.
  const size = new ResizeObserver(refit);
  size.observe(inner);
  window.addEventListener('resize', refit);
  return () => {
    content.disconnect();
    size.disconnect();
    window.removeEventListener('resize', refit);
  };
}

// ---- the room's screen ------------------------------------------------------------------------

/** Where the player stands: its step and whether the step's answer is out (answered or revealed). */
function stateOf(player: LessonPlayer): { step: number; revealed: boolean } {
  return { step: player.step, revealed: player.root.dataset.answered === 'true' };
}

/**
 * The room's screen: the player fitted to the window, kept in step with the speaker's notes and
 * with any other screen of the same lesson. Returns the page and the function that stops it.
 */
export function presenterScreen(player: LessonPlayer, lessonId: string): { root: HTMLElement; stop: () => void } {
  const stage = el('div', 'presenter-stage');
  const inner = el('div', 'presenter-fit');
  const notes = button(t('present.notes'), () => {
    window.open(`${window.location.pathname}${window.location.search}${routes.notes(lessonId, player.step)}`, `tutor-notes-${lessonId}`, 'popup,width=960,height=720');
  }, 'small notes-open');
  notes.title = t('present.notesTitle');
  const bar = el('div', 'presenter-bar');
  // The room's screen has no site header: its language menu is here.
  bar.append(notes, languageMenu());
  inner.append(player.root, bar);
  stage.append(inner);

  const channel = presentChannel(lessonId);
  let last = JSON.stringify(stateOf(player));
  /** Says where this screen stands: when it moved (to others only if it changed), or in answer to a hello. */
  const announce = (moved: boolean): void => {
    const state = stateOf(player);
    const text = JSON.stringify(state);
    if (moved && text === last) return;
    last = text;
    channel?.post({ kind: 'state', from: 'screen', moved, ...state });
  };
  // A screen opened while another shows the lesson takes up the other's step, once; after that
  // it follows only the other's moves, so opening one never moves the ones already open.
  let joined = false;
  const onMessage = (m: PresentMessage): void => {
    if (m.kind === 'hello') return announce(false);
    if (m.kind === 'act') return perform(player, m.action);
    if (m.kind === 'state' && (m.moved || !joined)) {
      joined = true;
      if (m.step !== player.step) player.goTo(m.step);
      if (m.revealed && player.root.dataset.answered !== 'true') player.reveal();
    }
  };
  channel?.listen(onMessage);
  channel?.post({ kind: 'hello', from: 'screen' });
  const joining = setTimeout(() => {
    joined = true;
  }, 400);
  const moved = new MutationObserver(() => announce(true));
  moved.observe(player.root, { attributes: true, attributeFilter: ['data-step', 'data-answered'] });
  const stopKeys = listenForClicker(player);
  const stopFit = keepFitted(inner);
  // Closing the window says so, so the notes stop sending it the clicker's keys.
  const leaving = (): void => channel?.post({ kind: 'bye', from: 'screen' });
  window.addEventListener('pagehide', leaving);
  return {
    root: stage,
    stop: () => {
      clearTimeout(joining);
      window.removeEventListener('pagehide', leaving);
      leaving();
      channel?.close();
      moved.disconnect();
      stopKeys();
      stopFit();
    },
  };
}
