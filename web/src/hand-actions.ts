// The learner's choices at one point of a hand, as controls: a button for each action the core
// lists as legal (a bid, a trump, a king to call, an announcement), checkboxes for the
// declarations it offers, and for a choice of several cards (a discard, a poignée) a pick made
// card by card from the core's `from` and confirmed when the core's number is reached. Cards the
// learner plays one at a time are chosen on the table, not here. Nothing is judged here: the
// chosen action goes back to the core, which takes it or explains why not.

import { button, el } from './dom';
import { actionName, combinationName } from './hand-words';
import { cardName } from './packs';
import type { Code, HandAction } from './types';

/** A choice of several cards being made: `choose` of `from`, those picked so far. */
export interface Picking {
  key: string;
  choose: number;
  from: Code[];
  chosen: Code[];
  /** A poignée may be left unshown; a discard must be made. */
  optional: boolean;
}

interface Combination {
  kind: string;
  cards: Code[];
  points: number;
}

export interface PanelModel {
  game: string;
  legal: HandAction[];
  /** How many actions the hand has had: the panel's own state belongs to one point of it. */
  ply: number;
  onAction: (action: HandAction) => void;
  /** The pick changed: the table redraws its marks. */
  onPick: () => void;
}

function cardChoiceOf(value: unknown): { choose: number; from: Code[] } | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as { choose?: unknown; from?: unknown };
  if (typeof v.choose !== 'number' || !Array.isArray(v.from)) return null;
  return { choose: v.choose, from: v.from.filter((c): c is Code => typeof c === 'string') };
}

function combinationsOf(value: unknown): Combination[] | null {
  if (typeof value !== 'object' || value === null || !('any_of' in value)) return null;
  const list = (value as { any_of: unknown }).any_of;
  return Array.isArray(list) ? (list as Combination[]) : null;
}

/** An action made by choosing one card of the hand on the table (a play, Tapp-Tarock's discard). */
export function cardOfAction(action: HandAction): Code | null {
  const keys = Object.keys(action);
  if (keys.length !== 1) return null;
  const value = action.play ?? action.discard;
  return typeof value === 'string' ? value : null;
}

export class ActionsPanel {
  readonly root: HTMLElement;
  picking: Picking | null = null;
  private readonly ticked = new Set<number>();
  private ply = -1;
  private model: PanelModel | null = null;

  constructor() {
    this.root = el('section', 'actions-panel');
    this.root.id = 'actions';
    this.root.setAttribute('aria-label', 'Your choice');
    this.root.hidden = true;
  }

  /** Shows the learner's choices; `null` when it is not the learner's turn. */
  render(model: PanelModel | null): void {
    const focusKey = this.root.contains(document.activeElement) ? (document.activeElement as HTMLElement).dataset.key : undefined;
    this.model = model;
    if (!model || model.legal.length === 0) {
      this.reset(-1);
      this.root.hidden = true;
      this.root.replaceChildren();
      return;
    }
    if (model.ply !== this.ply) {
      this.reset(model.ply);
      // A discard is the only thing to do now: start picking at once.
      const discard = model.legal.map((a) => cardChoiceOf(a.discard)).find((c) => c !== null);
      if (discard) this.picking = { key: 'discard', ...discard, chosen: [], optional: false };
    }
    this.root.hidden = false;
    const parts: HTMLElement[] = [el('h2', undefined, 'Your choice')];
    if (this.picking) parts.push(this.pickingControls(model, this.picking));
    const declare = model.legal.map((a) => combinationsOf(a.declare)).find((c) => c !== null);
    if (declare) parts.push(this.declareControls(model, declare));
    const buttons = el('div', 'action-buttons');
    let onTable = 0;
    model.legal.forEach((action, i) => {
      if (cardOfAction(action) !== null) {
        onTable += 1;
        return;
      }
      const choice = cardChoiceOf(action.poignee ?? action.discard);
      if (choice) {
        if (action.poignee !== undefined && this.picking?.key !== 'poignee') {
          const b = button(`Show a poignée of ${choice.choose} trumps…`, () => {
            this.picking = { key: 'poignee', ...choice, chosen: [], optional: true };
            model.onPick();
          });
          b.dataset.key = `poignee-${choice.choose}`;
          buttons.append(b);
        }
        return;
      }
      if (combinationsOf(action.declare)) return;
      const b = button(actionName(model.game, action), () => model.onAction(action), 'action-choice');
      b.dataset.key = `action-${i}`;
      b.dataset.action = JSON.stringify(action);
      buttons.append(b);
    });
    if (onTable > 0 && !this.picking) {
      const discarding = model.legal.some((a) => typeof a.discard === 'string');
      parts.push(el('p', 'action-hint', discarding ? 'Choose a card of your hand to discard.' : 'Choose a card of your hand to play.'));
    }
    if (buttons.childElementCount > 0) parts.push(buttons);
    this.root.replaceChildren(...parts);
    if (focusKey) this.root.querySelector<HTMLElement>(`[data-key="${focusKey}"]`)?.focus();
  }

  private reset(ply: number): void {
    this.ply = ply;
    this.picking = null;
    this.ticked.clear();
  }

  /**
   * A card of the hand chosen while picking: in or out of the pick. False when the card is not
   * one the core lists to choose from (the caller asks the core why).
   */
  toggle(code: Code): boolean {
    const p = this.picking;
    if (!p || !p.from.includes(code)) return false;
    const at = p.chosen.indexOf(code);
    if (at >= 0) p.chosen.splice(at, 1);
    else p.chosen.push(code);
    if (this.model) this.render(this.model);
    return true;
  }

  private pickingControls(model: PanelModel, p: Picking): HTMLElement {
    const box = el('div', 'picking');
    box.dataset.key = p.key;
    const what = p.key === 'poignee' ? 'trumps to show as your poignée' : 'cards to discard';
    const chosen = p.chosen.map((c) => cardName(model.game, c)).join(', ');
    box.append(
      el('p', 'picking-ask', `Choose ${p.choose} ${what}: click them in your hand, and click again to put one back.`),
      el('p', 'picking-count', `${p.chosen.length} of ${p.choose} chosen${chosen ? `: ${chosen}` : ''}.`),
    );
    const row = el('div', 'action-buttons');
    const verb = p.key === 'poignee' ? 'Show' : 'Discard';
    const confirm = button(`${verb} these ${p.choose} cards`, () => model.onAction({ [p.key]: [...p.chosen] }), 'action-confirm');
    confirm.dataset.key = 'confirm';
    confirm.disabled = p.chosen.length !== p.choose;
    row.append(confirm);
    if (p.chosen.length > 0) {
      const clear = button('Put them all back', () => {
        p.chosen = [];
        model.onPick();
      });
      clear.dataset.key = 'clear';
      row.append(clear);
    }
    if (p.optional) {
      const cancel = button('Do not show it', () => {
        this.picking = null;
        model.onPick();
      });
      cancel.dataset.key = 'cancel';
      row.append(cancel);
    }
    box.append(row);
    return box;
  }

  private declareControls(model: PanelModel, offered: Combination[]): HTMLElement {
    const set = el('fieldset', 'declare');
    set.append(el('legend', undefined, offered.length > 0 ? 'Declare your combinations (tick any, or none)' : 'You hold no combination to declare'));
    const go = button('', () => {
      const chosen = offered.filter((_, i) => this.ticked.has(i)).map(({ kind, cards }) => ({ kind, cards }));
      model.onAction({ declare: chosen });
    }, 'action-confirm');
    go.dataset.key = 'declare';
    const label = (): void => {
      go.textContent = this.ticked.size === 0 ? 'Declare nothing' : `Declare the ${this.ticked.size} ticked`;
    };
    offered.forEach((combo, i) => {
      const row = el('label', 'control checkbox');
      const box = el('input');
      box.type = 'checkbox';
      box.checked = this.ticked.has(i);
      box.dataset.key = `combo-${i}`;
      box.addEventListener('change', () => {
        if (box.checked) this.ticked.add(i);
        else this.ticked.delete(i);
        label();
      });
      row.append(box, el('span', undefined, combinationName(model.game, combo)));
      set.append(row);
    });
    label();
    set.append(go);
    return set;
  }
}
