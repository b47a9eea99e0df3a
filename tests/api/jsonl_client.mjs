// jsonl_client.mjs: talks to a JSON Lines tutor (`build/native/tutor api` or
// `node wasm/tutor-api.mjs`): one request per line in, one response per line out, in order.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export function startTutor(command) {
  const [program, ...args] = command;
  const child = spawn(program, args, { stdio: ['pipe', 'pipe', 'inherit'] });
  const waiting = [];
  const lines = createInterface({ input: child.stdout });
  lines.on('line', (line) => {
    const next = waiting.shift();
    if (next) next.resolve(line);
  });
  child.on('exit', (code, signal) => {
    for (const w of waiting.splice(0))
      w.reject(new Error(`${program} stopped (${signal ?? code}) before answering`));
  });
  return {
    // Sends one request (an object, or a raw string line) and resolves with the raw response.
    askRaw(request) {
      const line = typeof request === 'string' ? request : JSON.stringify(request);
      return new Promise((resolve, reject) => {
        waiting.push({ resolve, reject });
        child.stdin.write(line + '\n');
      });
    },
    async ask(request) {
      return JSON.parse(await this.askRaw(request));
    },
    close() {
      child.stdin.end();
      return new Promise((resolve) => child.on('close', resolve));
    },
  };
}

// Splits argv at '--': options before, the tutor command after.
export function commandAfterDashes(argv) {
  const at = argv.indexOf('--');
  if (at < 0 || at === argv.length - 1) throw new Error('usage: ... -- <tutor command> [args]');
  return { options: argv.slice(0, at), command: argv.slice(at + 1) };
}
