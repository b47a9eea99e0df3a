// Small form controls of the editor, each bound to one field of the draft: text typed is kept
// as typed (edited: checked, not redrawn), a choice made redraws (changed).

import { el, keyed } from './dom';

let serial = 0;

/** A field's box: its label (naming the control alone, not the control's own text) and the control. */
function field(className: string, label: string, control: HTMLElement): HTMLElement {
  const wrap = el('div', className);
  control.id = `editor-field-${++serial}`;
  const name = el('label', 'editor-label', label);
  name.htmlFor = control.id;
  wrap.append(name, control);
  return wrap;
}

/** A labelled text box or text area; `set` receives every keystroke. */
export function textField(label: string, value: string, set: (v: string) => void, options: { multiline?: boolean; key: string; className?: string }): HTMLElement {
  const input = options.multiline ? el('textarea') : Object.assign(el('input'), { type: 'text' });
  input.value = value;
  keyed(input, options.key);
  input.addEventListener('input', () => set(input.value));
  return field(`editor-field ${options.className ?? ''}`.trim(), label, input);
}

/** A labelled number box; an empty or unreadable box gives null. */
export function numberField(label: string, value: number | null, set: (v: number | null) => void, key: string): HTMLElement {
  const input = Object.assign(el('input'), { type: 'number', step: 'any', value: value === null ? '' : String(value) });
  keyed(input, key);
  input.addEventListener('input', () => {
    const n = input.value.trim() === '' ? null : Number(input.value);
    set(n !== null && Number.isFinite(n) ? n : null);
  });
  return field('editor-field editor-number', label, input);
}

/** A labelled choice among `choices` ([value, words]); `set` is called when another is chosen. */
export function choiceField(label: string, value: string, choices: readonly (readonly [string, string])[], set: (v: string) => void, key: string): HTMLElement {
  const select = el('select');
  keyed(select, key);
  for (const [v, words] of choices) {
    const option = el('option', undefined, words);
    option.value = v;
    option.selected = v === value;
    select.append(option);
  }
  select.addEventListener('change', () => set(select.value));
  return field('editor-field editor-choice', label, select);
}
