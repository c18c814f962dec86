import type { EngineAdvice, EngineOption } from './engine-types';

/** SPEC §1: a Tactical answer is at most 15 words; the sideline panel's call keeps to the same line. */
export const DECISION_LINE_MAX_WORDS = 15;

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

/** Whether an option's figure is a chance (0–1) rather than a count or a rate of something else. */
function isChance(option: EngineOption): boolean {
  return /probability|chance|share|rate/.test(option.measure) && option.value >= 0 && option.value <= 1;
}

/**
 * An option's figure as a coach reads it on the sideline: a chance always says what it is a chance
 * of ("61% to win", "27% chance of scoring"), anything else keeps its unit ("0.86 expected runs").
 */
export function optionFigure(option: EngineOption): string {
  if (!isChance(option)) {
    const plain = PLAIN_COUNTS[option.measure];
    return plain ? plain.figure(option.value) : `${option.value} ${option.measure}`;
  }
  if (option.measure === 'win probability') return `${percent(option.value)} to win`;
  const winning = /^chance of winning (.+)$/.exec(option.measure);
  if (winning) return `${percent(option.value)} to win ${winning[1]}`;
  const swing = /^change in chance of (.+)$/.exec(option.measure);
  if (swing) return `${percent(option.value)} swing in the chance of ${swing[1]}`;
  if (option.measure === 'probability') return percent(option.value);
  // "share of his usual impact kept" reads "87% of his usual impact kept".
  const share = /^share of (.+)$/.exec(option.measure);
  if (share) return `${percent(option.value)} of ${share[1]}`;
  return `${percent(option.value)} ${option.measure}`;
}

/**
 * Counts a model compares that are no chance, in the words a coach reads: "0.54 runs expected this
 * inning", ".747 OPS against" (an OPS is read with three digits and no leading zero).
 */
const PLAIN_COUNTS: Record<string, { figure: (value: number) => string; bare: (value: number) => string }> = {
  'expected runs': {
    figure: (value) => `${value.toFixed(2)} runs expected this inning`,
    bare: (value) => value.toFixed(2),
  },
  'OPS allowed': {
    figure: (value) => `${value.toFixed(3).replace(/^0/, '')} OPS against`,
    bare: (value) => value.toFixed(3).replace(/^0/, ''),
  },
};

/** The option the call names, when the options are choices ("Punt", "Go for it") and not outcomes. */
function chosenOption(advice: EngineAdvice): EngineOption | undefined {
  const call = advice.recommendation.toLowerCase();
  // A call that is itself a figure ("0.86 expected runs") chooses nothing.
  if (advice.options.length < 2 || /^\d/.test(call)) return undefined;
  return advice.options.find((option) => call.includes(option.name.split(',')[0]!.toLowerCase()));
}

/** The option level with the call at the figures shown: two equal figures are not a choice between them. */
export function evenWith(advice: EngineAdvice): EngineOption | undefined {
  const chosen = chosenOption(advice);
  if (!chosen) return undefined;
  // A count is read to two decimals ("1.44 vs 1.437 expected runs" is no difference a coach can use).
  const shown = (option: EngineOption) => (isChance(option) ? percent(option.value) : option.value.toFixed(2));
  return advice.options.find(
    (option) => option !== chosen && option.measure === chosen.measure && shown(option) === shown(chosen),
  );
}

/**
 * The call in one line. For a choice, the chosen option's figure and then each runner-up ("Go for
 * it: 61% to win; punt 54%; field goal 49%"); for one course, its outcomes ("Play your game (4-3-3):
 * win 25.3%, draw 49.3%, loss 25.3%"). The chat's Tactical decisions and the sideline panel both
 * print this line, so they always agree on the same inputs.
 */
export function decisionLine(advice: EngineAdvice, maxWords = DECISION_LINE_MAX_WORDS): string {
  const call = advice.recommendation.toLowerCase();
  const chosen = chosenOption(advice);
  if (!chosen) {
    const shown = advice.options
      // "0.86 expected runs" already gives the expected runs.
      .filter((option) => !call.includes(option.measure) && !call.includes(option.name.toLowerCase()));
    const single = advice.options.length === 1 ? advice.options[0] : undefined;
    if (single && call.includes(single.name.toLowerCase())) return `${advice.recommendation}: ${optionFigure(single)}`;
    const [first] = shown;
    if (first === undefined) return `${advice.recommendation}.`;
    // Read at a glance too: outcomes beyond the first go when the line runs long (the Why? keeps them),
    // and a lone outcome too long with its name keeps only its figure, the call naming the course.
    const lineOf = (options: typeof shown) =>
      `${advice.recommendation}: ${options.map((option) => named(option, optionFigure(option))).join(', ')}`;
    while (shown.length > 1 && wordsIn(lineOf(shown)) > maxWords) shown.pop();
    const line = lineOf(shown);
    return shown.length === 1 && wordsIn(line) > maxWords ? `${advice.recommendation}: ${optionFigure(first)}` : line;
  }
  const level = evenWith(advice);
  // Option names are things to do ("sit him", "punt"): a level one reads as doing that instead.
  if (level)
    return `${advice.recommendation}: same as if you ${level.name.toLowerCase()}, ${optionFigure(chosen)} each`;
  const plain = PLAIN_COUNTS[chosen.measure];
  if (plain) {
    // "Send him: 0.54 runs expected this inning; 0.51 if you hold the runner": each figure says what it counts.
    const runnerUp = advice.options.find((option) => option !== chosen && option.measure === chosen.measure);
    const head = `${advice.recommendation}: ${optionFigure(chosen)}`;
    const line = runnerUp ? `${head}; ${plain.bare(runnerUp.value)} if you ${runnerUp.name.toLowerCase()}` : head;
    return wordsIn(line) <= maxWords ? line : head;
  }
  const runnersUp = advice.options
    .filter((option) => option !== chosen)
    .map((option) => {
      const figure =
        option.measure !== chosen.measure
          ? optionFigure(option)
          : isChance(option)
            ? percent(option.value)
            : String(option.value);
      return named(option, figure);
    });
  // The line is read at a glance: runners-up beyond the first go when it runs long.
  const kept = [`${advice.recommendation}: ${optionFigure(chosen)}`, ...runnersUp];
  while (kept.length > 2 && wordsIn(kept.join('; ')) > maxWords) kept.pop();
  const line = kept.join('; ');
  const runnerUp = advice.options.find((option) => option !== chosen);
  if (wordsIn(line) <= maxWords || !runnerUp || runnerUp.measure !== chosen.measure) return line;
  // Still too long: the runner-up's figure alone, named in the Why?.
  return `${kept[0]}, vs ${isChance(runnerUp) ? percent(runnerUp.value) : runnerUp.value}`;
}

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** "punt 54%"; a figure whose measure names the option already ("…of winning the set") stands alone. */
function named(option: EngineOption, figure: string): string {
  const name = option.name.toLowerCase();
  return option.measure.includes(name) ? figure : `${name} ${figure}`;
}
