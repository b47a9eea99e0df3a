// Presenter mode: the lesson player on a large table for a room, with the answer held back until
// the presenter reveals it, every hand face up on request, and a clicker's keys: PageDown, the
// right arrow and the space bar go forward (revealing first), PageUp and the left arrow go back.

import type { LessonPlayer } from './lesson-player';

const FORWARD = new Set(['PageDown', 'ArrowRight', ' ', 'Spacebar']);
const BACKWARD = new Set(['PageUp', 'ArrowLeft']);

/** Listens for clicker keys while the presenter page is shown; returns the function that stops it. */
export function listenForClicker(player: LessonPlayer): () => void {
  const onKey = (e: KeyboardEvent): void => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const target = e.target as HTMLElement | null;
    // Typing in a field, or pressing space on a focused button, keeps its usual meaning.
    if (target?.closest('input, select, textarea')) return;
    if (e.key === ' ' && target?.closest('button, a, summary')) return;
    if (FORWARD.has(e.key)) {
      e.preventDefault();
      player.forward();
    } else if (BACKWARD.has(e.key)) {
      e.preventDefault();
      player.back();
    } else if (e.key === 'h' || e.key === 'H') {
      player.toggleFaceUp();
    }
  };
  window.addEventListener('keydown', onKey);
  return () => window.removeEventListener('keydown', onKey);
}
