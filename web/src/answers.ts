// Judging a learner's answer against a question the core has already checked and answered: the
// accepted answers, the author's reasons for legal-but-not-best cards and the core's sentence for
// every refused card all come in the `lesson` response. Nothing here works out a rule.

import { sameAction } from './moves';
import { capital, cardName, isCard, pieceOf } from './pack';
import type { ActionQuestion, Code, HandAction, LessonQuestion } from './types';

export type VerdictKind = 'right' | 'not-best' | 'refused' | 'wrong';

export interface Verdict {
  kind: VerdictKind;
  /** What the learner reads, naming the cards. */
  text: string;
}

/** The codes accepted for a `play` or `legal` question ("legal" means every legal card). */
export function acceptedCards(q: LessonQuestion): Code[] {
  if (Array.isArray(q.accept)) return q.accept.map(String);
  if (q.accept === 'legal') return q.legal ?? [];
  return [];
}

/** The trick position that wins, for a `winner` question. */
export function winningIndex(q: LessonQuestion): number | null {
  if (typeof q.accept === 'number') return q.accept;
  if (typeof q.winner === 'number') return q.winner;
  if (q.winner && typeof q.winner === 'object') return q.winner.winner;
  return null;
}

/** The core's sentence for why the winning card wins. */
export function winnerText(q: LessonQuestion): string | null {
  if (q.winner && typeof q.winner === 'object' && q.winner.text) return q.winner.text;
  return q.text;
}

/** The number accepted for a `count` or `score` question. */
export function acceptedNumber(q: LessonQuestion): number | null {
  if (typeof q.accept === 'number') return q.accept;
  if (q.ask === 'count' && typeof q.points === 'number') return q.points;
  if (q.ask === 'score' && typeof q.value === 'number') return q.value;
  return null;
}

function author(q: { explain: string | null }): string {
  return q.explain ? ` ${q.explain}` : '';
}

// Every kind of question answers a miss the same way: what is wrong with the answer (the core's
// sentence for a move the rules refuse, the author's for a weak one), never the right answer,
// which only the last hint gives; the learner may try again as often as they like.

/** Why the rules refuse a card, or a move that is not a card (passing): the core's sentence. */
function refusedText(game: string, code: Code, sentence: string): string {
  const name = capital(cardName(game, code));
  return isCard(game, code) ? `${name} may not be played. ${sentence}` : `${name}: not allowed. ${sentence}`;
}

export function judgePlay(game: string, q: LessonQuestion, code: Code): Verdict {
  const name = cardName(game, code);
  if (acceptedCards(q).includes(code)) return { kind: 'right', text: `Correct: ${name}.${author(q)}` };
  const reason = q.not_best?.[code];
  if (reason !== undefined) return { kind: 'not-best', text: `${capital(name)}: not the best ${pieceOf(game)} here. ${capital(reason)}` };
  const refusal = q.illegal?.find((r) => r.card === code);
  if (refusal) return { kind: 'refused', text: refusedText(game, code, refusal.text) };
  return { kind: 'wrong', text: `${capital(name)} is not the answer here. Try another ${pieceOf(game)}, or take a hint.` };
}

export function judgeLegal(game: string, q: LessonQuestion, chosen: ReadonlySet<Code>): Verdict {
  const right = new Set(acceptedCards(q));
  const extra = [...chosen].filter((c) => !right.has(c));
  const missed = [...right].filter((c) => !chosen.has(c));
  const piece = pieceOf(game);
  if (extra.length === 0 && missed.length === 0) {
    const list = [...right].map((c) => cardName(game, c)).join(', ');
    return { kind: 'right', text: `Correct: you may play ${list || `no ${piece}`}.${author(q)}` };
  }
  const lines: string[] = [];
  for (const code of extra) {
    const refusal = q.illegal?.find((r) => r.card === code);
    lines.push(refusedText(game, code, refusal?.text ?? 'The rules refuse it here.'));
  }
  if (missed.length > 0) {
    lines.push(`${missed.length === 1 ? `One more ${piece}` : `${missed.length} more ${piece}s`} may be played that you did not mark.`);
  }
  return { kind: 'refused', text: lines.join(' ') };
}

export function judgeWinner(game: string, q: LessonQuestion, index: number, trick: readonly Code[]): Verdict {
  const code = trick[index] ?? '';
  if (index === winningIndex(q)) return { kind: 'right', text: `Correct: ${cardName(game, code)} takes the trick. ${winnerText(q) ?? ''}${author(q)}`.trim() };
  return { kind: 'wrong', text: `No: ${cardName(game, code)} does not take this trick. Try another ${pieceOf(game)}, or take a hint.` };
}

/** Reads a typed number, with a comma or a point for halves ("40,5" or "40.5"). */
export function readNumber(typed: string): number | null {
  const t = typed.trim().replace(',', '.').replace(/^\+/, '').replace(/^−/, '-');
  if (!/^-?\d+(\.\d+)?$/.test(t)) return null;
  return Number(t);
}

export function judgeNumber(q: LessonQuestion, typed: string): Verdict {
  const value = readNumber(typed);
  if (value === null) return { kind: 'wrong', text: `"${typed}" is not a number. Type a whole number, or a half as .5.` };
  const right = acceptedNumber(q);
  if (right !== null && Math.abs(value - right) < 1e-9) return { kind: 'right', text: `Correct: ${value}.${q.text ? ` ${q.text}` : ''}${author(q)}` };
  const direction = right === null ? '' : value < right ? ' It is more than that.' : ' It is less than that.';
  return { kind: 'wrong', text: `Not ${value}.${direction} Count again, or take a hint.` };
}

// ---- actions of a whole hand ------------------------------------------------------------

/**
 * Judges a whole-hand answer, a move or a list of moves the core took one by one, said in the
 * core's words (`label`): accepted, or legal with the author's reason, or legal but not what the
 * lesson asks. Answers compare by their moves, the cards of a run in any order (moves.ts).
 */
export function judgeAction(q: ActionQuestion, action: HandAction, label: string): Verdict {
  if (q.accept.some((a) => sameAction(a, action))) return { kind: 'right', text: `Correct: ${label}.${author(q)}` };
  const reason = q.not_best.find((e) => sameAction(e.action, action));
  if (reason) return { kind: 'not-best', text: `${label}: not the best choice here. ${capital(reason.why)}` };
  return { kind: 'not-best', text: `${label}: allowed, but not what this lesson asks. Try another, or take a hint.` };
}

/** A move the core refused, with its sentence. */
export function refusedMove(what: string, sentence: string): Verdict {
  return { kind: 'refused', text: `${what}: not allowed. ${sentence}` };
}

/**
 * The answer in words, for the last hint and for the presenter's reveal; a whole-hand answer in
 * the core's words, `acceptWords` (one phrase per accepted action).
 */
export function answerText(game: string, q: LessonQuestion, trick: readonly Code[], acceptWords: readonly string[] = []): string {
  switch (q.ask) {
    case 'action':
      if (acceptWords.length === 0) return 'The answer is not known.';
      return acceptWords.length === 1 ? `The answer: ${acceptWords[0]}.` : `Any of these: ${acceptWords.join('; or ')}.`;
    case 'play': {
      const cards = acceptedCards(q).map((c) => cardName(game, c));
      return cards.length === 1 ? `The answer: ${cards[0]}.` : `Any of these: ${cards.join(', ')}.`;
    }
    case 'legal':
      return `The ${pieceOf(game)}s you may play: ${acceptedCards(q).map((c) => cardName(game, c)).join(', ') || 'none'}.`;
    case 'winner': {
      const i = winningIndex(q);
      const code = i !== null ? trick[i] : undefined;
      return code ? `${capital(cardName(game, code))} takes the trick. ${winnerText(q) ?? ''}`.trim() : 'The answer is not known.';
    }
    default: {
      const n = acceptedNumber(q);
      return n === null ? 'The answer is not known.' : `The answer: ${n}.${q.text ? ` ${q.text}` : ''}`;
    }
  }
}
