import type { Sport } from '../../../../shared/constants';

// Words that name a sport outright. Kept to unambiguous names: "field", "court" or "ball" say nothing.
const SPORT_NAMES: [Sport, RegExp][] = [
  ['football', /\b(?:american )?football\b(?! club)|\bgridiron\b|\bnfl\b|\bflag football\b/],
  ['basketball', /\bbasketball\b|\bhoops\b|\bnba\b|\bwnba\b/],
  ['soccer', /\bsoccer\b|\bfutbol\b|\bfutsal\b|\bpremier league\b|\bmls\b/],
  ['baseball', /\bbaseball\b|\bsoftball\b|\bmlb\b|\blittle league\b/],
  ['golf', /\bgolf(?:er|ers|ing)?\b/],
  ['tennis', /\btennis\b|\batp\b|\bwta\b/],
];

const SIZE_OF_A_COURT =
  /\b(?:tennis|basketball|volleyball|badminton)[- ]courts?[- ](?:sized?|size)\b|\b(?:size|sized|as big as|as small as|about) (?:of )?(?:a|one|half a|1) (?:tennis|basketball|volleyball|badminton) court\b/g;

/** The sport a message names, when it names exactly one (a Trainer request in another chat's sport). */
export function mentionedSport(message: string): Sport | undefined {
  // A court used as a measure of space ("a tennis-court-sized area") names the size, not the sport.
  const text = message.toLowerCase().replace(SIZE_OF_A_COURT, ' ');
  const named = SPORT_NAMES.filter(([, pattern]) => pattern.test(text)).map(([sport]) => sport);
  return named.length === 1 ? named[0] : undefined;
}
