import { CARDINALS } from '../../../../shared/number-words';
/**
 * Coaches type numbers as words as often as digits ("fourth and one", "two outs", "down five").
 * `withDigits` rewrites number words to digits so the situation parsers match one spelling; the
 * original text is kept for the knowledge search, where "four seam" or "one-handed" are names.
 */
const ORDINALS: Record<string, string> = {
  first: '1st',
  second: '2nd',
  third: '3rd',
  fourth: '4th',
  fifth: '5th',
  sixth: '6th',
  seventh: '7th',
  eighth: '8th',
  ninth: '9th',
  tenth: '10th',
  eleventh: '11th',
  twelfth: '12th',
};

const TENS =
  /\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[- ](one|two|three|four|five|six|seven|eight|nine)\b/g;
const CARDINAL_WORD = new RegExp(`\\b(${Object.keys(CARDINALS).join('|')})\\b`, 'g');
const ORDINAL_WORD = new RegExp(`\\b(${Object.keys(ORDINALS).join('|')})\\b`, 'g');

/**
 * Lowercases, straightens quotes and turns number words ("twenty-one", "third") into digits. "A
 * minute" becomes 1 only before a clock's words: "give me a minute" is not a time.
 */
export function withDigits(message: string): string {
  return message
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/\ba (couple|pair) of\b/g, '2')
    .replace(/\b(an|one|a) hour and a half\b/g, '90 minutes')
    .replace(/\bthe hour mark\b/g, 'the 60th minute')
    .replace(/\b(a|one) minute and a half\b/g, '90 seconds')
    .replace(/\bhalf a minute\b/g, '30 seconds')
    .replace(/\ba minute (?=left|to go|to play|remaining|on the clock)/g, '1 minute ')
    .replace(/\b(an|one|a) hour\b/g, '60 minutes')
    .replace(/\bhalf an hour\b/g, '30 minutes')
    .replace(TENS, (_match, tens: string, unit: string) => String((CARDINALS[tens] ?? 0) + (CARDINALS[unit] ?? 0)))
    .replace(CARDINAL_WORD, (word: string) => String(CARDINALS[word] ?? word))
    .replace(ORDINAL_WORD, (word: string) => ORDINALS[word] ?? word);
}

/** The first capture group of `pattern` in `text` as an integer, when it matched. */
export function integerOf(pattern: RegExp, text: string, group = 1): number | undefined {
  const value = pattern.exec(text)?.[group];
  return value === undefined ? undefined : Number.parseInt(value, 10);
}

/**
 * A number followed by the thing it counts or measures ("45-pitch bullpen", "3 sets", "40 yards")
 * is bound to that noun: it is never a speed, a load or a time. The pattern is matched right after
 * the number.
 */
export const COUNTED_NOUN_AFTER =
  /^\s*-?\s*(?:pitch(?:es)?|throws?|swings?|balls?|shots?|serves?|reps?|sets?|rounds?|innings?|laps?|sprints?|jumps?|touches|kicks?|catches|yards?|yds?|meters?|metres?|m\b|miles?|feet|ft\b|foot|inch(?:es)?|cm\b|%|percent|minutes?|mins?|seconds?|secs?|hours?|days?|weeks?|months?|years?|yrs?|yo\b|x\b|times|kg|lbs?|pounds?|players?|kids)(?![a-z])/;
