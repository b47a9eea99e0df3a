// compare.mjs: puts bench_core's native and WebAssembly figures side by side (bench/run.sh).
//
//   node bench/compare.mjs NATIVE.json [WASM.json] [--json] [--extra EXTRA.json]
//
// EXTRA holds what the script measured outside the programs (peak memory of each process, the
// .wasm's size). WASM.json may be "-" when there is no WebAssembly build.
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const json = args.includes('--json');
const extraAt = args.indexOf('--extra');
const extra = extraAt >= 0 ? JSON.parse(readFileSync(args[extraAt + 1], 'utf8')) : {};
const files = args.filter((a, i) => !a.startsWith('--') && i !== extraAt + 1);
const native = JSON.parse(readFileSync(files[0], 'utf8'));
const wasm = files[1] && files[1] !== '-' ? JSON.parse(readFileSync(files[1], 'utf8')) : null;

const byGame = (run) => new Map((run?.games ?? []).map((g) => [g.game, g]));
const wasmGames = byGame(wasm);
const ratio = (w, n) => (w > 0 && n > 0 ? w / n : null);

const games = native.games.map((n) => {
  const w = wasmGames.get(n.game);
  const row = { game: n.game, native: n, wasm: w ?? null };
  if (w && !n.skipped && !w.skipped) {
    row.wasm_over_native = {
      hands_per_second: ratio(w.hands_per_second, n.hands_per_second),
      legal_per_second: ratio(w.legal_per_second, n.legal_per_second),
      winner_per_second: ratio(w.winner_per_second, n.winner_per_second),
    };
    row.same_hands = n.hands === w.hands ? n.checksum === w.checksum : null;
  }
  return row;
});
// Every game compared, every checksum equal: yes; any differing: no; counts differ: unknown.
const compared = games.filter((g) => g.same_hands !== undefined);
const sameHands = !wasm || compared.length === 0 ? null
  : compared.some((g) => g.same_hands === false) ? false
  : compared.every((g) => g.same_hands === true) ? true : null;

if (json) {
  process.stdout.write(JSON.stringify({ native, wasm, games, same_hands: sameHands, ...extra },
                                      null, 2) + '\n');
  process.exit(sameHands === false ? 1 : 0);
}

const fmt = (x) => (x == null || x < 0 ? 'n/a' : Math.round(x).toLocaleString('en-US'));
const fx = (x) => (x == null ? 'n/a' : x.toFixed(2) + 'x');
const allocs = (g) => (g == null || g.allocs_per_hand == null ? 'n/a' : g.allocs_per_hand.toFixed(2));
const cols = [
  ['game', 18], ['hands', 7], ['native h/s', 11], ['wasm h/s', 10], ['w/n', 6],
  ['allocs/hand n|w', 15], ['native legal/s', 14], ['wasm legal/s', 12], ['w/n', 6],
  ['native winner/s', 15], ['wasm winner/s', 13], ['w/n', 6], ['same', 4],
];
const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(cols[i][1])
                                                      : String(c).padStart(cols[i][1]))).join(' ');
console.log(line(cols.map((c) => c[0])));
for (const g of games) {
  const n = g.native, w = g.wasm, r = g.wasm_over_native ?? {};
  if (n.skipped) { console.log(line([g.game]) + '  skipped: ' + n.skipped); continue; }
  console.log(line([
    g.game, n.hands, fmt(n.hands_per_second), fmt(w?.hands_per_second), fx(r.hands_per_second),
    `${allocs(n)}|${allocs(w)}`, fmt(n.legal_per_second), fmt(w?.legal_per_second),
    fx(r.legal_per_second), fmt(n.winner_per_second), fmt(w?.winner_per_second),
    fx(r.winner_per_second),
    g.same_hands == null ? 'n/a' : g.same_hands ? 'yes' : 'NO',
  ]));
}
console.log('h/s: random legal hands a second; legal/s, winner/s: JSON API requests a second; ' +
            'w/n: wasm over native');
console.log(`same hands: ${sameHands == null ? 'n/a' : sameHands ? 'yes' : 'no'}` +
            (sameHands == null && wasm ? ' (hand counts differ: --seconds)' : ''));
const kib = (k) => (k == null || k < 0 ? 'n/a' : `${k.toLocaleString('en-US')} KiB`);
console.log(`native peak resident set: ${kib(extra.native_peak_rss_kib ?? native.memory_kib)}`);
if (wasm) {
  console.log(`wasm linear memory: ${kib(wasm.memory_kib)}; node process peak resident set: ` +
              kib(extra.node_peak_rss_kib));
}
if (extra.wasm_bytes != null) console.log(`tutor-web.wasm (every language): ${extra.wasm_bytes} bytes`);
if (extra.core_allocator_references != null) {
  console.log(`allocator symbols referenced by libtutor_core.a: ${extra.core_allocator_references}`);
}
for (const [platform, heap] of Object.entries(extra.heap ?? {})) {
  if (!heap) continue;
  const flat = heap.in_use_growth <= 0 && heap.held_growth <= 0;
  console.log(`${platform} API heap after ${heap.early.requests.toLocaleString('en-US')} requests: ` +
              `${heap.early.heap_in_use} bytes in use, ${heap.early.heap_held} held; after ` +
              `${heap.late.requests.toLocaleString('en-US')}: ${heap.late.heap_in_use} in use, ` +
              `${heap.late.heap_held} held (${flat ? 'flat' : 'GROWS'})`);
}
if (extra.web) {
  const w = extra.web;
  const size = (n, z) => `${(n / 1024).toFixed(1)} KiB (${(z / 1024).toFixed(1)} KiB gzipped)`;
  console.log(`site: ${w.site_files} files, ${size(w.site_bytes, w.site_gzip_bytes)}; single file ` +
              `${size(w.single_file_bytes, w.single_file_gzip_bytes)}; .wasm (English's) ` +
              `${size(w.wasm_bytes, w.wasm_gzip_bytes)}`);
  for (const [lang, { files, gzip_bytes: bytes }] of Object.entries(w.site_by_language ?? {}))
    console.log(`site in ${lang}: ${files} files, ${bytes.toLocaleString('en-US')} bytes gzipped, ` +
                `${bytes <= w.site_budget_bytes ? 'within' : 'OVER'} the budget of ${w.site_budget_bytes.toLocaleString('en-US')}`);
  console.log(`first view interactive in Chromium: ${w.first_view_ms_median} ms ` +
              `(median of ${w.first_view_ms_runs.length}; ${w.first_view})`);
}
console.log(`run time: native ${native.seconds.toFixed(1)} s` +
            (wasm ? `, wasm ${wasm.seconds.toFixed(1)} s` : ''));
process.exit(sameHands === false ? 1 : 0);
