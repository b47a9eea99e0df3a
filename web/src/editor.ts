// The lesson editor (#/edit): a lesson written by clicking rather than in JSON. The teacher
// picks the game and options, deals, scripts plays by playing them, adds steps that tell and
// questions whose answers are clicked; the core checks the whole draft after every change (the
// `lesson` request the lesson player uses) and its sentences stand beside the step they are
// about. Drafts are kept in this browser; a draft is exported as a lesson file, opened from
// one (or from the tutor's own lessons), and previewed in the lesson player.

import './editor.css';
import { allGames, gameInfo } from './catalog';
import { button, el, keepingFocus, keyed, link, pageHeading } from './dom';
import type { Engine } from './engine';
import type { EditorContext } from './editor-context';
import { checkDraft, dealtByCore, type DraftCheck } from './editor-core';
import { dealSection } from './editor-deal';
import { blankLesson, gameOf, nameOf, optionsOf, seatOf, type LessonJson } from './editor-draft';
import { deleteDraft, freeName, listDrafts, loadDraft, renameDraft, saveDraft } from './editor-drafts';
import { choiceField, textField } from './editor-fields';
import { t, tIfAny } from './i18n';
import { bundledLessons, downloadLesson, previewLesson, readLessonFile } from './editor-files';
import { selectedStep, stepsSection } from './editor-steps';
import { cardName } from './pack';
import { replaceRoute, routes } from './router';
import type { LessonProblem } from './types';

const CHECK_DELAY_MS = 250;

class Editor implements EditorContext {
  readonly root: HTMLElement;
  name: string;
  lesson: LessonJson;
  seats = 4;
  selected = 0;
  private last: DraftCheck | null = null;
  /** Whether the browser kept the draft at the last change. */
  private kept = true;
  private timer = 0;

  constructor(
    readonly engine: Engine,
    draftName: string | null,
  ) {
    this.root = Object.assign(el('main', 'editor-page'), { id: 'main' });
    const draft = (draftName !== null ? loadDraft(draftName) : null) ?? listDrafts()[0] ?? null;
    if (draft) {
      this.name = draft.name;
      this.lesson = draft.lesson;
    } else {
      this.name = freeName(t('editor.firstDraft'));
      this.lesson = blankLesson(allGames()[0]?.id ?? '');
      saveDraft(this.name, this.lesson);
    }
    this.render();
  }

  select(index: number): void {
    this.selected = index;
    this.changed();
  }

  changed(): void {
    this.save();
    this.render();
  }

  edited(): void {
    this.save();
    window.clearTimeout(this.timer);
    this.timer = window.setTimeout(() => this.check(), CHECK_DELAY_MS);
  }

  dispose(): void {
    window.clearTimeout(this.timer);
  }

  private save(): void {
    this.kept = saveDraft(this.name, this.lesson);
  }

  private say(text: string): void {
    const status = this.root.querySelector<HTMLElement>('.editor-status-line');
    if (status) status.textContent = text;
  }

  /** Opens another draft, or a lesson as a new draft under `name`. */
  private switchTo(name: string, lesson: LessonJson): void {
    this.name = name;
    this.lesson = lesson;
    this.selected = 0;
    saveDraft(name, lesson);
    replaceRoute(routes.edit(name));
    this.render();
  }

  private countSeats(): void {
    const start = dealtByCore(this.engine, this.lesson);
    const info = gameInfo(gameOf(this.lesson)) as { seats?: number } | undefined;
    this.seats = 'seats' in start ? start.seats : (info?.seats ?? 4);
    if (this.selected >= this.lesson.steps.length) this.selected = this.lesson.steps.length - 1;
  }

  render(): void {
    this.countSeats();
    keepingFocus(this.root, () => {
      const crumbs = el('p', 'crumbs');
      crumbs.append(link(t('nav.allGames'), routes.home()), document.createTextNode(` · ${t('editor.title')}`));
      const status = el('p', 'editor-status-line');
      status.setAttribute('role', 'status');
      const top = el('div', 'editor-columns editor-top');
      top.append(this.lessonSection(), dealSection(this));
      const work = el('div', 'editor-columns editor-work');
      work.append(stepsSection(this), selectedStep(this));
      this.root.replaceChildren(crumbs, pageHeading(t('editor.title')), this.draftBar(), status, top, work);
    });
    this.check();
  }

  // ---- drafts and files ----------------------------------------------------------------------

  private draftBar(): HTMLElement {
    const bar = el('section', 'editor-drafts');
    bar.setAttribute('aria-label', t('editor.draftsAndFiles'));
    const drafts = listDrafts().map((d) => [d.name, d.name] as const);
    const pick = choiceField(t('editor.draft'), this.name, drafts, (name) => {
      const d = loadDraft(name);
      if (d) this.switchTo(d.name, d.lesson);
    }, 'draft-pick');
    const rename = textField(t('editor.draftName'), this.name, () => undefined, { key: 'draft-name', className: 'editor-draft-name' });
    const input = rename.querySelector('input');
    input?.addEventListener('change', () => {
      const to = input.value.trim();
      if (to === '' || !renameDraft(this.name, to)) {
        this.say(to === '' ? t('editor.needsName') : t('editor.nameTaken', { name: to }));
        return;
      }
      this.name = to;
      replaceRoute(routes.edit(to));
      this.render();
    });
    const fresh = keyed(button(t('editor.newLesson'), () => this.switchTo(freeName(t('editor.newLesson')), blankLesson(gameOf(this.lesson)))), 'draft-new');
    const remove = keyed(button(t('editor.delete'), () => {
      if (!window.confirm(t('editor.deleteConfirm', { name: this.name }))) return;
      deleteDraft(this.name);
      const next = listDrafts()[0];
      if (next) this.switchTo(next.name, next.lesson);
      else this.switchTo(freeName(t('editor.newLesson')), blankLesson(gameOf(this.lesson)));
    }), 'draft-delete');

    const file = Object.assign(el('input'), { type: 'file', id: 'editor-file', accept: '.json,application/json' });
    const fileLabel = el('label', 'editor-label', t('open.title'));
    fileLabel.htmlFor = file.id;
    file.addEventListener('change', () => {
      const chosen = file.files?.[0];
      if (!chosen) return;
      void readLessonFile(chosen).then((read) => {
        if (typeof read === 'string') this.say(read);
        else this.switchTo(freeName(chosen.name.replace(/\.json$/, '')), read);
      });
    });
    const fileBox = el('div', 'editor-field editor-file');
    fileBox.append(fileLabel, file);
    const bundled = bundledLessons();
    const ours = choiceField(t('editor.ours'), '', [['', t('editor.chooseLesson')], ...bundled.map((b) => [b.id, t('editor.bundled', { id: b.id, title: b.title })] as const)], (id) => {
      const found = bundled.find((b) => b.id === id);
      if (found) this.switchTo(freeName(found.id), structuredClone(found.lesson));
    }, 'open-bundled');
    const exportButton = keyed(button(t('editor.export'), () => downloadLesson(this.lesson), 'primary'), 'export');
    const preview = keyed(button(t('editor.preview'), () => this.preview()), 'preview');
    const row1 = el('div', 'editor-row');
    row1.append(pick, rename, fresh, remove, exportButton, preview);
    const row2 = el('div', 'editor-row');
    row2.append(fileBox, ours);
    bar.append(row1, row2);
    return bar;
  }

  private preview(): void {
    this.check();
    const problems = this.last?.problems.length ?? 0;
    if (problems > 0 || this.last?.error) {
      this.say(t('editor.fixFirst', { count: problems }));
      return;
    }
    const refused = previewLesson(this.lesson);
    if (refused) this.say(refused);
  }

  // ---- the lesson's own fields -------------------------------------------------------------

  private lessonSection(): HTMLElement {
    const section = el('section', 'editor-lesson');
    section.append(el('h2', undefined, t('editor.lesson')));
    const lesson = this.lesson;
    const game = gameOf(lesson);
    const games = allGames().map((g) => [g.id, g.name] as const);
    const row = el('div', 'editor-row');
    row.append(choiceField(t('editor.game'), game, games, (id) => {
      const fresh = blankLesson(id, nameOf(lesson));
      this.lesson = { ...fresh, title: lesson.title, summary: lesson.summary, steps: lesson.steps.map((s) => ({ text: s.text })) };
      this.selected = 0;
      this.changed();
    }, 'game'));
    const options = optionsOf(lesson);
    for (const option of gameInfo(game)?.options ?? []) {
      const choices = [...(option.default === null ? [['', t('editor.notSet')] as const] : []), ...option.values.map((v) => [v, tIfAny(`option.${option.name}.${v}`) ?? v] as const)];
      row.append(choiceField(tIfAny(`option.${option.name}`) ?? option.name, options[option.name] ?? option.default ?? '', choices, (v) => {
        const next = optionsOf(lesson);
        if (v === '') delete next[option.name];
        else next[option.name] = v;
        lesson.options = next;
        this.changed();
      }, `option-${option.name}`));
    }
    row.append(choiceField(t('editor.wholeHand'), lesson.whole_hand === true ? 'yes' : 'no', [['no', t('editor.trickPlay')], ['yes', t('editor.fromTheDeal')]], (v) => {
      if (v === 'yes') {
        lesson.whole_hand = true;
        delete lesson.leader; // the seat to act first follows from the dealer
      } else delete lesson.whole_hand;
      this.changed();
    }, 'whole-hand'));
    const seatChoices = Array.from({ length: this.seats }, (_, s) => [String(s), t('editor.seat', { seat: String(s) })] as const);
    for (const field of lesson.whole_hand === true ? (['dealer', 'learner'] as const) : (['dealer', 'leader', 'learner'] as const)) {
      row.append(choiceField(t(`editor.${field}`), String(seatOf(lesson, field, this.seats)), seatChoices, (v) => {
        lesson[field] = Number(v);
        this.changed();
      }, `seat-${field}`));
    }
    const words = el('div', 'editor-words');
    words.append(
      textField(t('editor.titleField'), typeof lesson.title === 'string' ? lesson.title : '', (v) => {
        lesson.title = v;
        this.edited();
      }, { key: 'title' }),
      textField(t('editor.summary'), typeof lesson.summary === 'string' ? lesson.summary : '', (v) => {
        lesson.summary = v;
        this.edited();
      }, { key: 'summary' }),
      textField(t('editor.fileName'), nameOf(lesson), (v) => {
        lesson.id = `${gameOf(lesson)}/${v.trim()}`;
        this.edited();
      }, { key: 'lesson-name' }),
    );
    const problems = el('ul', 'editor-problems');
    problems.dataset.problemsFor = '0';
    problems.setAttribute('aria-live', 'polite');
    section.append(row, words, problems);
    return section;
  }

  // ---- the core's check --------------------------------------------------------------------

  private problemLine(p: LessonProblem): HTMLElement {
    const where = p.card ? `${cardName(gameOf(this.lesson), p.card)}` : p.field;
    const line = el('li', 'editor-problem');
    line.append(el('span', 'editor-problem-where', t('editor.problemWhere', { where })), document.createTextNode(p.message));
    return line;
  }

  /** Asks the core about the whole draft and puts each problem beside its step. */
  private check(): void {
    window.clearTimeout(this.timer);
    const result = checkDraft(this.engine, this.lesson);
    this.last = result;
    const boxes = new Map<string, HTMLElement>();
    for (const box of this.root.querySelectorAll<HTMLElement>('[data-problems-for]')) {
      box.replaceChildren();
      boxes.set(box.dataset.problemsFor ?? '', box);
      box.closest('.editor-step')?.classList.remove('has-problems');
    }
    for (const p of result.problems) {
      const step = typeof p.step === 'number' ? p.step : 0;
      const where = step === 0 && p.field.startsWith('deal') ? 'deal' : String(step);
      const box = boxes.get(where) ?? boxes.get('0');
      box?.append(this.problemLine(p));
      box?.closest('.editor-step')?.classList.add('has-problems');
    }
    const summary = this.root.querySelector<HTMLElement>('.editor-status-line');
    if (!summary) return;
    const n = result.problems.length;
    summary.dataset.problems = String(n);
    const saved = this.kept ? t('editor.saved', { name: this.name }) : t('editor.notKept');
    summary.textContent = result.error
      ? `${saved} ${t('editor.checkFailed', { why: result.error })}`
      : n === 0
        ? `${saved} ${t('editor.noProblem')}`
        : `${saved} ${t('editor.problems', { count: n })}`;
  }
}

/** The editor page, showing the draft named (or the last one saved, or a new one). */
export function editorPage(engine: Engine, draftName: string | null): { root: HTMLElement; dispose: () => void } {
  const editor = new Editor(engine, draftName);
  return { root: editor.root, dispose: () => editor.dispose() };
}
