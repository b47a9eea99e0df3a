// The page's words for the failures that are not the core's own answers: the instance that runs
// it could not take the request or gave no usable answer, or the worker that thinks for the
// other seats stopped. Each is known by its code; the rest are the core's, already in the
// learner's language.

import { t, type MessageKey } from './i18n';
import type { Reply } from './types';

const WORDS: Record<string, MessageKey> = {
  'out-of-memory': 'failure.outOfMemory',
  'no-response': 'failure.noResponse',
  'bad-response': 'failure.badResponse',
  'worker-failed': 'failure.worker',
};

/** The reply, a failure of those above in the learner's words. */
export function failureWords<T>(reply: Reply<T>): Reply<T> {
  if (reply.ok) return reply;
  const key = WORDS[reply.error.code];
  return key ? { ...reply, error: { ...reply.error, message: t(key) } } : reply;
}
