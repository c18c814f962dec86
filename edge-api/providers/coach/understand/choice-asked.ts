import { z } from 'zod';
import choiceFile from '../../../../content/choices.json';
import { SPORTS, type Sport } from '../../../../shared/constants';

// "Man or zone?", "net or stay back?", "what order for my takers?": a question that asks the coach to
// choose is answered with one of the options it names, picked by the facts it states (score, time,
// their strengths, our players). When to take which option is data in content/choices.json.

const Pattern = z
  .string()
  .min(1)
  .refine(
    (source) => {
      try {
        new RegExp(source, 'i');
        return true;
      } catch {
        return false;
      }
    },
    { message: 'not a valid regular expression' },
  );

const ConditionSchema = z.strictObject({
  /** A stated fact that favours the option, as a pattern over the message. */
  when: Pattern,
  /** The fact in a few words, as the Why? reads it back. */
  fact: z.string().min(1).max(60),
  /** Why the fact favours the option: the Tactical line after the option's name. */
  reason: z.string().min(1).max(90),
});

const OptionSchema = z.strictObject({
  name: z.string().min(1).max(50),
  /** How a message names the option ("man", "man-to-man"); empty when the choice is asked, not offered. */
  terms: z.array(Pattern),
  favoured: z.array(ConditionSchema),
  /** A drill of the sport's drills.json in which our side practises this option, for the Strategic reply. */
  drill: z.string().min(1).optional(),
});

/** A Tactical call's most words before its Why?. */
const TACTICAL_LINE_WORDS = 15;

function words(text: string): number {
  return text.split(/\s+/).filter((word) => word.length > 0).length;
}

const ChoiceSchema = z
  .strictObject({
    id: z.string().min(1),
    sport: z.enum(SPORTS),
    /** Questions that ask for this choice without naming its options ("which sub first?"). */
    asks: z.array(Pattern),
    options: z.array(OptionSchema).min(2),
    /** The option taken when the message states no fact favouring one, and why. */
    default: z.strictObject({ option: z.string().min(1), reason: z.string().min(1).max(90) }),
  })
  .refine((choice) => choice.options.some((option) => option.name === choice.default.option), {
    message: 'default names no option of the choice',
  })
  .refine(
    (choice) =>
      choice.options.every((option) =>
        [
          ...option.favoured.map(({ reason }) => reason),
          ...(option.name === choice.default.option ? [choice.default.reason] : []),
        ].every((reason) => words(`${option.name}: ${reason}`) <= TACTICAL_LINE_WORDS),
      ),
    { message: 'an option with its reason is longer than a Tactical line' },
  )
  .refine((choice) => choice.asks.length > 0 || choice.options.every((option) => option.terms.length > 0), {
    message: 'a choice never asked outright must name every option by its terms',
  });

const ChoiceFileSchema = z.strictObject({ choices: z.array(ChoiceSchema).min(1) });

export type Choice = z.infer<typeof ChoiceSchema>;
export type ChoiceOption = z.infer<typeof OptionSchema>;

interface CompiledChoice {
  choice: Choice;
  asks: RegExp[];
  options: { option: ChoiceOption; terms: RegExp[]; favoured: { when: RegExp; fact: string; reason: string }[] }[];
}

let compiled: CompiledChoice[] | undefined;

function choices(): CompiledChoice[] {
  if (compiled) return compiled;
  const parsed = ChoiceFileSchema.safeParse(choiceFile);
  if (!parsed.success) throw new Error(`content/choices.json: ${parsed.error.message}`);
  compiled = parsed.data.choices.map((choice) => ({
    choice,
    asks: choice.asks.map((source) => new RegExp(source, 'i')),
    options: choice.options.map((option) => ({
      option,
      terms: option.terms.map((source) => new RegExp(source, 'i')),
      favoured: option.favoured.map((condition) => ({ ...condition, when: new RegExp(condition.when, 'i') })),
    })),
  }));
  return compiled;
}

/** All choices of the content file, validated: for the content tests. */
export function allChoices(): Choice[] {
  return choices().map(({ choice }) => choice);
}

// The words that put two options to the coach: "X or Y", "X vs Y", "X instead of Y", "which".
const CHOOSING = /\b(?:or|vs\.?|versus|instead of|rather than|which|whether)\b/i;

export interface ChoiceMade {
  choice: Choice;
  picked: ChoiceOption;
  /** The stated facts that decided it, with why each favours the pick; empty when the default decided. */
  used: { fact: string; reason: string }[];
  /** The option not taken that a stated fact favoured, with that fact: what the pick outweighed. */
  against: { option: ChoiceOption; fact: string }[];
  /** The line's reason: the first deciding fact's, else the default's. */
  reason: string;
  /** True when the message named two of the options itself ("man or zone"), not only asked the choice. */
  offered: boolean;
}

/**
 * The choice the message asks, made from the facts it states; undefined when it asks none the
 * content knows. Two options named with "or"/"vs" (or an outright ask such as "which sub first")
 * make it a choice; the option favoured by more stated facts wins, a tie going to the default.
 */
export function choiceAsked(sport: Sport, message: string): ChoiceMade | undefined {
  const text = message.toLowerCase().replace(/[’‘]/g, "'");
  const choosing = CHOOSING.test(text);
  for (const { choice, asks, options } of choices()) {
    if (choice.sport !== sport) continue;
    const named = options.filter(({ terms }) => terms.some((term) => term.test(text)));
    const offered = choosing && named.length >= 2;
    if (!offered && !asks.some((ask) => ask.test(text))) continue;
    const scored = options.map((each) => {
      const met = each.favoured.filter(({ when }) => when.test(text));
      return { ...each, met };
    });
    const best = Math.max(...scored.map(({ met }) => met.length));
    const leaders = scored.filter(({ met }) => met.length === best);
    const fallback = leaders.find(({ option }) => option.name === choice.default.option);
    const winner = leaders.length === 1 ? leaders[0] : (fallback ?? leaders[0]);
    if (!winner) continue;
    const used = winner.met.map(({ fact, reason }) => ({ fact, reason }));
    const against = scored
      .filter((each) => each !== winner && each.met.length > 0)
      .map(({ option, met }) => ({ option, fact: met[0]?.fact ?? '' }));
    return { choice, picked: winner.option, used, against, reason: used[0]?.reason ?? choice.default.reason, offered };
  }
  return undefined;
}

/**
 * The option a call leads with, as a message would name it ("Play back: early in the game…" leads
 * with the infield back): the one named first; undefined when it names none.
 */
export function optionLeading(made: ChoiceMade, call: string): ChoiceOption | undefined {
  const text = call.toLowerCase();
  const known = choices().find(({ choice }) => choice === made.choice);
  let leading: { option: ChoiceOption; at: number } | undefined;
  for (const { option, terms } of known?.options ?? []) {
    const named = [text.indexOf(option.name.toLowerCase()), ...terms.map((term) => text.search(term))].filter(
      (at) => at >= 0,
    );
    const at = Math.min(...named);
    if (named.length > 0 && (leading === undefined || at < leading.at)) leading = { option, at };
  }
  return leading?.option;
}
