#!/usr/bin/env node
// run.mjs: runs conformance cases (JSON Lines with `expect`) through a tutor command and
// compares each response as shared/conformance/README.md says: numbers and booleans exactly;
// lists of cards as sets; `illegal` as a set of {card, reason}; `seats` in order; `cricche` and
// `sequences` entries as sets compared on the fields the case gives; fields `expect` does not
// name are not compared.
//
//   node tests/conformance/run.mjs --cases FILE [--cases FILE ...] -- build/native/tutor api
//   node tests/conformance/run.mjs --cases FILE -- node wasm/tutor-api.mjs
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { commandAfterDashes, startTutor } from '../api/jsonl_client.mjs';

const SET_OF_ENTRIES = new Set(['cricche', 'sequences']);

function isCardList(list) {
  return list.every((x) => typeof x === 'string');
}

// Returns null when `actual` satisfies `expected`, or a description of the first difference.
export function compare(expected, actual, path = '') {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${path}: expected a list, got ${JSON.stringify(actual)}`;
    const key = path.split('.').pop();
    if (key === 'illegal') {
      const pairs = (xs) => xs.map((x) => `${x.card}:${x.reason}`).sort();
      return isDeepStrictEqual(pairs(expected), pairs(actual))
        ? null
        : `${path}: expected ${pairs(expected).join(' ')}, got ${pairs(actual).join(' ')}`;
    }
    if (SET_OF_ENTRIES.has(key)) {
      if (expected.length !== actual.length)
        return `${path}: expected ${expected.length} entries, got ${actual.length}`;
      const unused = [...actual];
      for (const want of expected) {
        const at = unused.findIndex((got) => compare(want, got, path) === null);
        if (at < 0) return `${path}: no entry matches ${JSON.stringify(want)}`;
        unused.splice(at, 1);
      }
      return null;
    }
    if (key !== 'seats' && expected.length && isCardList(expected)) {
      const a = [...expected].sort(), b = [...actual].sort();
      return isDeepStrictEqual(a, b)
        ? null
        : `${path}: expected {${a.join(' ')}}, got {${b.join(' ')}}`;
    }
    if (expected.length !== actual.length)
      return `${path}: expected ${expected.length} items, got ${actual.length}`;
    for (let i = 0; i < expected.length; i++) {
      const d = compare(expected[i], actual[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual))
      return `${path}: expected an object, got ${JSON.stringify(actual)}`;
    for (const [k, v] of Object.entries(expected)) {
      if (!(k in actual)) return `${path}.${k}: missing`;
      const d = compare(v, actual[k], `${path}.${k}`);
      if (d) return d;
    }
    return null;
  }
  return expected === actual ? null : `${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`;
}

async function main() {
  const { options, command } = commandAfterDashes(process.argv.slice(2));
  const files = options.filter((_, i) => options[i - 1] === '--cases');
  if (!files.length) throw new Error('give at least one --cases FILE');
  // Every file is read before the tutor starts: a missing or broken file fails the run at
  // once instead of leaving a tutor waiting for requests that never come.
  const casesOf = new Map(files.map((file) => [file, readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l))]));
  const tutor = startTutor(command);
  let passed = 0, failed = 0;
  for (const [file, cases] of casesOf) {
    // A file with no case would check nothing.
    if (!cases.length) {
      failed++;
      console.log(`FAIL ${basename(file)}: no cases`);
    }
    for (const c of cases) {
      const response = await tutor.ask(c);
      const problems = [];
      if (response.id !== c.id) problems.push(`id: expected ${c.id}, got ${response.id}`);
      const expectError = c.expect.ok === false || 'error' in c.expect;
      if (!expectError && response.ok !== true)
        problems.push(`not ok: ${JSON.stringify(response.error)}`);
      const d = compare(c.expect, response, '');
      if (d) problems.push(d);
      if (problems.length) {
        failed++;
        console.log(`FAIL ${basename(file)} ${c.id}: ${problems.join('; ')}`);
        console.log(`     why: ${c.why}`);
      } else {
        passed++;
      }
    }
  }
  await tutor.close();
  console.log(`conformance (${command.join(' ')}): ${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((e) => {
    console.error(`conformance: ${e.message}`);
    process.exitCode = 2;
  });
}
