// What the editor's parts share: the draft, the core, and the two ways a change is reported
// (one that changes what is drawn, and a typed one that only needs the core's check again).

import type { Engine } from './engine';
import type { LessonJson } from './editor-draft';

export interface EditorContext {
  engine: Engine;
  lesson: LessonJson;
  /** How many seats the game has under the draft's options. */
  seats: number;
  /** The step being edited (0-based). */
  selected: number;
  select(index: number): void;
  /** A change that alters what is drawn: saved, drawn again and checked. */
  changed(): void;
  /** A typed change: saved and checked, nothing redrawn (the field keeps its caret). */
  edited(): void;
}
