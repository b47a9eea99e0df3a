// The lesson's flow. The state is a deal plus the list of plays since; after every change the
// core replays it (`position`) and the page draws the answer. Whether a tile may be played, who
// won a trick and how many points each side holds are always read from the core's response.

import { botChoice } from './bot';
import type { Engine } from './engine';
import type { Lesson, Pace } from './lesson';
import { seatName, sides, trumpName } from './seats';
import { TableView } from './table';
import type { Code, DealBody, Options, PlayAction, PositionBody } from './types';

export interface TutorElements {
  root: ParentNode;
  feedback: HTMLElement;
  trickResult: HTMLElement;
  error: HTMLElement;
  dealInfo: HTMLElement;
  undo: HTMLButtonElement;
}

export class Tutor {
  private readonly view: TableView;
  private hands: Code[][] = [];
  private actions: PlayAction[] = [];
  private position: PositionBody | null = null;
  private seed: number;
  private options: Options;
  private hint: Code[] | null = null;
  private showAllHands = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private feedbackSeq = 0;

  constructor(
    private readonly engine: Engine,
    private readonly lesson: Lesson,
    private readonly pace: Pace,
    private readonly els: TutorElements,
    seed: number,
    trump: string,
  ) {
    this.seed = seed;
    this.options = { ...lesson.options, trump };
    this.view = new TableView(els.root, lesson.learner, (code) => this.choose(code));
  }

  get currentSeed(): number {
    return this.seed;
  }

  get trump(): string {
    return this.options.trump ?? '';
  }

  /** Deals the hand for `seed` and starts play from the first trick. */
  deal(seed: number): void {
    this.stopBot();
    this.seed = seed;
    this.actions = [];
    this.hint = null;
    this.position = null;
    const reply = this.engine.request<DealBody>({
      op: 'deal',
      game: this.lesson.game,
      seed,
      dealer: this.lesson.dealer,
    });
    if (!reply.ok) {
      this.fail(`The deal could not be made: ${reply.error.message}`);
      return;
    }
    this.hands = reply.hands;
    this.els.dealInfo.textContent =
      `Deal number ${seed}. Dealer: ${seatName(reply.dealer, this.lesson.learner)}. ` +
      `${seatName(this.lesson.leader, this.lesson.learner)} leads the first trick.`;
    this.say('');
    this.els.trickResult.textContent = '';
    this.refresh();
  }

  /** Replays the same deal under another trump. */
  setTrump(value: string): void {
    this.options = { ...this.options, trump: value };
    this.deal(this.seed);
  }

  setShowAllHands(on: boolean): void {
    this.showAllHands = on;
    this.draw();
  }

  /** The learner clicked a tile. */
  choose(code: Code): void {
    const pos = this.position;
    if (!pos) return;
    const learner = this.lesson.learner;
    if (pos.done || pos.turn === null) {
      this.say('The hand is over. Choose "New deal" to play another.');
      return;
    }
    if (pos.turn !== learner) {
      this.say(`Not yet: ${seatName(pos.turn, learner)} plays next.`);
      return;
    }
    if (pos.legal.includes(code)) {
      this.say(`You played ${code}.`);
      this.actions.push({ play: code });
      this.hint = null;
      this.refresh();
      return;
    }
    const refusal = pos.illegal.find((r) => r.card === code);
    if (refusal) {
      this.say(refusal.text);
      return;
    }
    this.say(`${code} is not in your hand.`);
  }

  /** Takes back the learner's last play and everything after it. */
  undo(): void {
    const pos = this.position;
    if (!pos) return;
    const seats = [...pos.tricks.flatMap((t) => t.seats), ...pos.trick.seats];
    const last = seats.lastIndexOf(this.lesson.learner);
    if (last < 0) {
      this.say('You have not played a tile yet.');
      return;
    }
    this.stopBot();
    this.actions = this.actions.slice(0, last);
    this.hint = null;
    this.say('Your last play was taken back.');
    this.els.trickResult.textContent = '';
    this.refresh();
  }

  /** Marks the tiles the core says the learner may play. */
  showHint(): void {
    const pos = this.position;
    if (!pos || pos.turn !== this.lesson.learner) {
      this.say('A hint is given when it is your turn.');
      return;
    }
    this.hint = [...pos.legal];
    this.say(`You may play: ${pos.legal.join(', ')}.`);
    this.draw();
  }

  private refresh(): void {
    const before = this.position?.tricks.length ?? 0;
    const reply = this.engine.request<PositionBody>({
      op: 'position',
      game: this.lesson.game,
      options: this.options,
      deal: { hands: this.hands },
      leader: this.lesson.leader,
      actions: this.actions,
    });
    if (!reply.ok) {
      this.stopBot();
      this.fail(`The position could not be replayed: ${reply.error.message}`);
      return;
    }
    this.els.error.hidden = true;
    const pos: PositionBody = reply;
    this.position = pos;
    this.draw();

    const learner = this.lesson.learner;
    if (pos.tricks.length > before) {
      const t = pos.tricks[pos.tricks.length - 1];
      if (t) {
        let text = `Trick ${pos.tricks.length}: ${seatName(t.winner, learner)} takes the trick. ${t.text}`;
        if (pos.done) {
          const [us, them] = sides(learner);
          text += ` The hand is over: ${us.name} ${pos.points[us.index]}, ${them.name} ${pos.points[them.index]}.`;
        }
        this.els.trickResult.textContent = text;
      }
    }
    this.els.undo.disabled = ![...pos.tricks.flatMap((t) => t.seats), ...pos.trick.seats].includes(learner);

    if (!pos.done && pos.turn !== null && pos.turn !== learner && pos.turn !== pos.sitting_out) {
      const justTaken = pos.trick.cards.length === 0 && pos.tricks.length > 0;
      this.scheduleBot(justTaken ? this.pace.trickPause : this.pace.botDelay);
    }
  }

  private scheduleBot(delay: number): void {
    this.stopBot();
    this.view.setBusy(true);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.view.setBusy(false);
      const pos = this.position;
      if (!pos || pos.turn === null || pos.turn === this.lesson.learner) return;
      const code = botChoice(this.seed, this.actions.length, pos.legal);
      if (code === null) {
        this.fail(`${seatName(pos.turn, this.lesson.learner)} has no legal tile to play.`);
        return;
      }
      this.actions.push({ play: code });
      this.refresh();
    }, delay);
  }

  private stopBot(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.view.setBusy(false);
  }

  private draw(): void {
    if (!this.position) return;
    this.view.render({
      learner: this.lesson.learner,
      position: this.position,
      trumpLabel: trumpName(this.options.trump ?? ''),
      hint: this.hint,
      showAllHands: this.showAllHands,
    });
  }

  private say(text: string): void {
    this.feedbackSeq += 1;
    this.els.feedback.dataset.seq = String(this.feedbackSeq);
    this.els.feedback.textContent = text;
  }

  private fail(message: string): void {
    this.els.error.hidden = false;
    this.els.error.textContent = message;
  }
}
