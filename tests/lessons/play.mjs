#!/usr/bin/env node
// play.mjs: every lesson (under lessons/ and in tests/lessons/valid/) through the `lesson`
// request, natively or through the WebAssembly build: no problems; one presented step per
// step, the last one included; the running table after each step follows from the one before
// by exactly the step's plays; every step has its position when the lesson has a deal (and
// none without); every question's accepted answers are right by the answer's own fields (play:
// in `legal`, and every other legal card in `not_best`; legal: exactly `legal`; winner, count,
// score: `winner`, `points`, `value`; action: every accepted action offered by `legal`, and
// `not_best` giving reasons). A whole-hand lesson's steps present every scripted action and
// the `hand` answer after them, each step starting where the last one ended. The lesson sent as
// text answers the same as sent as an object. Every broken lesson (tests/lessons/broken/) gets
// problems and no steps.
//
//   node tests/lessons/play.mjs -- build/native/tutor api
//   node tests/lessons/play.mjs -- node wasm/tutor-api.mjs
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { commandAfterDashes, startTutor } from '../api/jsonl_client.mjs';

const root = join(fileURLToPath(import.meta.url), '../../..');
// Broken only as a file: its id does not end with its file's name, which a request cannot know.
const FILE_ONLY = new Set(['tests/lessons/broken/id-not-file-name.json']);

// A lesson's words in another language (lessons/<game>/<lang>/): tests/lessons/run.mjs lints them
// against their lesson; they are not lessons to play.
function isWords(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8')).format === 'tutor-lesson-words/1';
  } catch {
    return false;
  }
}

function jsonFiles(dir) {
  let files = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files = files.concat(jsonFiles(path));
    else if (name.endsWith('.json') && !name.endsWith('.schema.json') && !isWords(path)) files.push(path);
  }
  return files;
}

const sorted = (list) => [...list].sort();
// An action's text with members and lists in one order, so that a discard compares as a set.
const actionKey = (v) => Array.isArray(v) ? `[${v.map(actionKey).sort().join(',')}]`
  : v && typeof v === 'object' ? `{${Object.keys(v).sort().map((k) => `${k}:${actionKey(v[k])}`).join(',')}}`
  : JSON.stringify(v);
// An action of one move ({"bid": "garde"}) rather than a whole choice made at once (a list of
// cards, several members): the core lists each move on its own.
const isOneMove = (action) => !Array.isArray(action) && Object.keys(action).length === 1 &&
  !Object.values(action).some(Array.isArray);
const sameSet = (a, b) => isDeepStrictEqual(sorted(a), sorted(b));

// The hands after `plays` from `hands`: each card leaves its seat's hand, which must hold it.
function afterPlays(hands, plays, problems, where) {
  const next = hands.map((hand) => [...hand]);
  for (const { seat, card } of plays) {
    const at = next[seat]?.indexOf(card) ?? -1;
    if (at < 0) problems.push(`${where}: seat ${seat} played ${card}, which it did not hold`);
    else next[seat].splice(at, 1);
  }
  return next;
}

// The problems of one step's question, judged by the question's own fields.
function questionProblems(q, step, lesson, where) {
  const out = [];
  const need = (ok, what) => ok || out.push(`${where}: ${what}`);
  need(q.ask === step.ask, `ask is ${q.ask}`);
  need(Array.isArray(q.hints) && (q.explain === null || typeof q.explain === 'string'), 'hints/explain');
  if (q.ask === 'play' || q.ask === 'legal') {
    need(Array.isArray(q.legal) && q.legal.length > 0, 'no legal card');
    need(q.accept.length > 0 && q.accept.every((c) => q.legal.includes(c)), `accept ${q.accept} not within legal ${q.legal}`);
    const refused = q.illegal.map((entry) => entry.card);
    need(q.illegal.every((e) => e.reason && e.text), 'an illegal entry without reason or text');
    need(sameSet([...q.legal, ...refused].filter((c) => c !== 'draw' && c !== 'pass'), q.hand),
      'legal and illegal do not make up the hand');
    need(!step.table ? q.seat === (lesson.learner ?? 0) : true, `seat ${q.seat} is not the learner's`);
    if (q.ask === 'legal') need(sameSet(q.accept, q.legal), 'accept is not exactly legal');
    if (q.ask === 'play') {
      const others = q.legal.filter((c) => !q.accept.includes(c));
      need(sameSet(others, Object.keys(q.not_best)), 'not_best is not exactly the legal cards not accepted');
    }
  } else if (q.ask === 'action') {
    need(lesson.whole_hand === true, 'an action question without a whole hand');
    need(q.seat === (lesson.learner ?? 0), `seat ${q.seat} is not the learner's`);
    need(Array.isArray(q.accept) && q.accept.length > 0, 'nothing accepted');
    need(Array.isArray(q.labels) && q.labels.length === q.legal.length, 'a legal action without its label');
    const offered = new Set(q.legal.map(actionKey));
    for (const action of q.accept.filter(isOneMove))
      need(offered.has(actionKey(action)), `${JSON.stringify(action)} is not offered`);
    need(q.not_best.every((e) => e.action && typeof e.why === 'string' && e.why.length > 0), 'not_best without reasons');
    need(q.request?.op === 'hand' && Array.isArray(q.request.actions), 'no hand request to try actions with');
  } else if (q.ask === 'winner') {
    need(Number.isInteger(q.winner) && q.winner >= 0 && q.winner < q.trick.length, `winner ${q.winner}`);
    need(q.accept === q.winner, `accept ${q.accept} is not the winner ${q.winner}`);
    need(typeof q.text === 'string' && q.text.length > 0, 'no sentence for the winner');
  } else if (q.ask === 'count') {
    need(typeof q.points === 'number' && q.accept === q.points, `accept ${q.accept}, points ${q.points}`);
    need(Array.isArray(q.cards), 'no cards');
  } else if (q.ask === 'score') {
    need(typeof q.value === 'number' && q.accept === q.value, `accept ${q.accept}, value ${q.value}`);
  } else {
    need(false, `unknown kind ${q.ask}`);
  }
  return out;
}

// Every problem of one lesson's answer, as sentences.
function lessonProblems(lesson, answer, name) {
  const out = [];
  if (!answer.ok) return [`${name}: not ok: ${JSON.stringify(answer.error)}`];
  if (answer.problems.length) return answer.problems.map((p) => `${name}: step ${p.step}: ${p.message}`);
  if (!Array.isArray(answer.steps) || answer.steps.length !== lesson.steps.length)
    return [`${name}: ${answer.steps?.length} steps presented for ${lesson.steps.length}`];
  if (answer.learner !== (lesson.learner ?? 0) || answer.title !== lesson.title || answer.game !== lesson.game)
    out.push(`${name}: learner, title or game differ from the lesson's`);
  let before = null, lastEnd = null;
  answer.steps.forEach((presented, i) => {
    const step = lesson.steps[i], where = `${name}: step ${i + 1}`;
    if (presented.text !== step.text) out.push(`${where}: text`);
    const scripted = (list) => (list ?? []).length;
    const plays = (list) => (list ?? []).filter((a) => typeof a === 'string' || 'play' in a).length;
    if (lesson.whole_hand) {
      const before = [...(step.actions ?? []), ...(step.play ?? [])];
      if (presented.plays.length !== plays(before)) out.push(`${where}: ${presented.plays.length} plays`);
      if (presented.actions.length !== before.length) out.push(`${where}: ${presented.actions.length} actions`);
      if (presented.after.length !== plays(step.after)) out.push(`${where}: ${presented.after.length} after`);
      if (presented.after_actions.length !== scripted(step.after)) out.push(`${where}: after_actions`);
      for (const key of ['position', 'end'])
        if (!presented[key] || typeof presented[key].phase !== 'string') out.push(`${where}: no ${key}`);
      if (before.length === 0 && lastEnd && !isDeepStrictEqual(lastEnd, presented.position))
        out.push(`${where}: the position is not where the last step ended`);
      lastEnd = presented.end;
    } else {
      if (presented.plays.length !== scripted(step.play)) out.push(`${where}: ${presented.plays.length} plays`);
      if (presented.after.length !== scripted(step.after)) out.push(`${where}: ${presented.after.length} after`);
    }
    if (lesson.whole_hand) {
      // checked above
    } else if (!lesson.deal) {
      if (presented.position !== null || presented.end !== null) out.push(`${where}: a position without a deal`);
    } else {
      for (const key of ['position', 'end'])
        if (!presented[key] || !Array.isArray(presented[key].hands)) out.push(`${where}: no ${key}`);
      if (out.length) return;
      if (before && !isDeepStrictEqual(afterPlays(before.hands, presented.plays, out, where), presented.position.hands))
        out.push(`${where}: the position is not the last one after the step's plays`);
      if (!isDeepStrictEqual(afterPlays(presented.position.hands, presented.after, out, where), presented.end.hands))
        out.push(`${where}: the end is not the position after the step's after`);
      const table = presented.position;
      if (presented.question && !step.table && ['play', 'legal'].includes(step.ask)) {
        if (presented.question.seat !== table.turn) out.push(`${where}: the question's seat is not the turn`);
        if (!sameSet(presented.question.legal, table.legal)) out.push(`${where}: legal differs from the position's`);
      }
      before = presented.end;
    }
    if (!step.ask) {
      if (presented.question !== null) out.push(`${where}: a question without ask`);
    } else {
      out.push(...questionProblems(presented.question, step, lesson, where));
    }
  });
  return out;
}

async function main() {
  const { command } = commandAfterDashes(process.argv.slice(2));
  const tutor = startTutor(command);
  let passed = 0, failed = 0;
  const record = (problems, what) => {
    if (problems.length === 0) passed++;
    else {
      failed++;
      console.log(`FAIL ${what}\n  ${problems.join('\n  ')}`);
    }
  };

  const lessons = [...jsonFiles(join(root, 'tests/lessons/valid')), ...jsonFiles(join(root, 'lessons'))];
  record(lessons.length ? [] : ['no lesson found'], 'lessons to play');
  for (const path of lessons) {
    const name = relative(root, path), text = readFileSync(path, 'utf8');
    const lesson = JSON.parse(text);
    const answer = await tutor.ask({ op: 'lesson', lesson });
    record(lessonProblems(lesson, answer, name), name);
    const asText = await tutor.ask({ op: 'lesson', lesson: text });
    record(isDeepStrictEqual(asText, answer) ? [] : ['the text answers otherwise'], `${name} as text`);
  }

  const broken = jsonFiles(join(root, 'tests/lessons/broken'));
  record(broken.length ? [] : ['no broken lesson found'], 'broken lessons to refuse');
  for (const path of broken) {
    const name = relative(root, path);
    if (FILE_ONLY.has(name)) continue;
    const answer = await tutor.ask({ op: 'lesson', lesson: readFileSync(path, 'utf8') });
    const shapes = (answer.problems ?? []).every((p) => Number.isInteger(p.step) && p.step >= 0 &&
      typeof p.field === 'string' && typeof p.message === 'string' && p.message.length > 0 &&
      (p.card === undefined || typeof p.card === 'string'));
    record(answer.ok && answer.problems.length > 0 && shapes && !('steps' in answer) ? []
      : [JSON.stringify(answer).slice(0, 400)], `${name} gets problems and no steps`);
  }

  const missing = await tutor.ask({ id: 'm', op: 'lesson' });
  record(!missing.ok && missing.error.code === 'missing-field' && missing.id === 'm' ? []
    : [JSON.stringify(missing)], 'a lesson request without "lesson"');

  await tutor.close();
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
