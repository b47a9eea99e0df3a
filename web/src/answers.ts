// Judging a learner's answer against a question the core has already checked and answered: the
// accepted answers, the author's reasons for legal-but-not-best cards and the core's sentence for
// every refused card all come in the `lesson` response. Nothing here works out a rule.

import { formatNumber, t } from './i18n';
import { sameAction } from './moves';
import { capital, cardName, isCard, pieceKey } from './pack';
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
  return `${t(isCard(game, code) ? 'answer.mayNotPlay' : 'answer.notAllowed', { card: name })} ${sentence}`;
}

export function judgePlay(game: string, q: LessonQuestion, code: Code): Verdict {
  const name = cardName(game, code);
  if (acceptedCards(q).includes(code)) return { kind: 'right', text: `${t('answer.correct', { answer: name })}${author(q)}` };
  const reason = q.not_best?.[code];
  if (reason !== undefined) return { kind: 'not-best', text: `${t(pieceKey(game, 'answer.notBest'), { card: capital(name) })} ${capital(reason)}` };
  const refusal = q.illegal?.find((r) => r.card === code);
  if (refusal) return { kind: 'refused', text: refusedText(game, code, refusal.text) };
  return { kind: 'wrong', text: t(pieceKey(game, 'answer.notTheAnswer'), { card: capital(name) }) };
}

export function judgeLegal(game: string, q: LessonQuestion, chosen: ReadonlySet<Code>): Verdict {
  const right = new Set(acceptedCards(q));
  const extra = [...chosen].filter((c) => !right.has(c));
  const missed = [...right].filter((c) => !chosen.has(c));
  if (extra.length === 0 && missed.length === 0) {
    const list = [...right].map((c) => cardName(game, c)).join(t('list.comma'));
    return { kind: 'right', text: `${t('answer.mayPlay', { cards: list || t(pieceKey(game, 'answer.noPiece')) })}${author(q)}` };
  }
  const lines: string[] = [];
  for (const code of extra) {
    const refusal = q.illegal?.find((r) => r.card === code);
    lines.push(refusedText(game, code, refusal?.text ?? t('answer.rulesRefuse')));
  }
  if (missed.length > 0) lines.push(t(pieceKey(game, 'answer.missed'), { count: missed.length }));
  return { kind: 'refused', text: lines.join(' ') };
}

export function judgeWinner(game: string, q: LessonQuestion, index: number, trick: readonly Code[]): Verdict {
  const code = trick[index] ?? '';
  if (index === winningIndex(q)) return { kind: 'right', text: `${t('answer.correctWinner', { card: cardName(game, code) })} ${winnerText(q) ?? ''}${author(q)}`.trim() };
  return { kind: 'wrong', text: t(pieceKey(game, 'answer.notWinner'), { card: cardName(game, code) }) };
}

/** Reads a typed number, with a comma or a point for halves ("40,5" or "40.5"). */
export function readNumber(typed: string): number | null {
  const t = typed.trim().replace(',', '.').replace(/^\+/, '').replace(/^−/, '-');
  if (!/^-?\d+(\.\d+)?$/.test(t)) return null;
  return Number(t);
}

export function judgeNumber(q: LessonQuestion, typed: string): Verdict {
  const value = readNumber(typed);
  if (value === null) return { kind: 'wrong', text: t('answer.notANumber', { typed }) };
  const right = acceptedNumber(q);
  if (right !== null && Math.abs(value - right) < 1e-9) return { kind: 'right', text: `${t('answer.correct', { answer: formatNumber(value) })}${q.text ? ` ${q.text}` : ''}${author(q)}` };
  const key = right === null ? 'answer.notNumber' : value < right ? 'answer.notNumberMore' : 'answer.notNumberLess';
  return { kind: 'wrong', text: t(key, { value: formatNumber(value) }) };
}

// ---- actions of a whole hand ------------------------------------------------------------

/**
 * Judges a whole-hand answer, a move or a list of moves the core took one by one, said in the
 * core's words (`label`): accepted, or legal with the author's reason, or legal but not what the
 * lesson asks. Answers compare by their moves, the cards of a run in any order (moves.ts).
 */
export function judgeAction(q: ActionQuestion, action: HandAction, label: string): Verdict {
  if (q.accept.some((a) => sameAction(a, action))) return { kind: 'right', text: `${t('answer.correct', { answer: label })}${author(q)}` };
  const reason = q.not_best.find((e) => sameAction(e.action, action));
  if (reason) return { kind: 'not-best', text: `${t('answer.notBestChoice', { move: label })} ${capital(reason.why)}` };
  return { kind: 'not-best', text: t('answer.notAsked', { move: label }) };
}

/** A move the core refused, with its sentence. */
export function refusedMove(what: string, sentence: string): Verdict {
  return { kind: 'refused', text: `${t('answer.notAllowed', { card: what })} ${sentence}` };
}

/**
 * The answer in words, for the last hint and for the presenter's reveal; a whole-hand answer in
 * the core's words, `acceptWords` (one phrase per accepted action).
 */
export function answerText(game: string, q: LessonQuestion, trick: readonly Code[], acceptWords: readonly string[] = []): string {
  switch (q.ask) {
    case 'action':
      if (acceptWords.length === 0) return t('answer.unknown');
      return acceptWords.length === 1 ? t('answer.is', { answer: acceptWords[0] as string }) : t('answer.anyOf', { answers: acceptWords.join(t('answer.orSeparator')) });
    case 'play': {
      const cards = acceptedCards(q).map((c) => cardName(game, c));
      return cards.length === 1 ? t('answer.is', { answer: cards[0] as string }) : t('answer.anyOf', { answers: cards.join(t('list.comma')) });
    }
    case 'legal':
      return t(pieceKey(game, 'answer.legalAre'), { cards: acceptedCards(q).map((c) => cardName(game, c)).join(t('list.comma')) || t('answer.none') });
    case 'winner': {
      const i = winningIndex(q);
      const code = i !== null ? trick[i] : undefined;
      return code ? `${t('answer.takesTrick', { card: capital(cardName(game, code)) })} ${winnerText(q) ?? ''}`.trim() : t('answer.unknown');
    }
    default: {
      const n = acceptedNumber(q);
      return n === null ? t('answer.unknown') : `${t('answer.is', { answer: formatNumber(n) })}${q.text ? ` ${q.text}` : ''}`;
    }
  }
}
