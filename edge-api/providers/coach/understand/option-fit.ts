import type { Sport } from '../../../../shared/constants';
import type { EngineAdvice } from '../../../../shared/engines/engine-types';
import { committedCallFor, DECISIONS, decisionKindAsked, engineCuesMatch } from './decision-asked';
import { withDigits } from './number-text';

// A model answers the decision it was built for. When the coach offers the options ("zonal or man?",
// "should our centre back take him down?") and the model's call names none of them, its figures
// answer another question, however well they fit the numbers: the call must come from elsewhere.

/**
 * Words that carry no option: pronouns, helpers, and the words every question is framed with
 * ("play" and "game" frame "in open play" as often as they choose anything).
 */
const FRAME_WORDS = new Set(
  (
    'a an the it its this that these those to for on in at of by with from into onto and or but so then than ' +
    'we i you he she they them him her his hers our ours my me us their theirs your ' +
    'should shall do does did can could would will must might is are was were be been being am ' +
    'just now here there still really maybe even also again too very more less ' +
    'what which how when where who why whether if ' +
    'get got let make try play game'
  ).split(' '),
);
// "Or not", "or what": a yes/no question with a tag, not a second option.
const TAG_AFTER_OR = /^(?:not|no|nah|what|something|anything|else|so|whatever|nothing)\b/;
// A yes/no question offers one option: "should we press them", "do I go for it", "can our 9 take him on".
const YES_NO =
  /^(?:so |ok |okay |coach |and |then )?(?:should|shall|do|can|could|would|must) (?:we|i|you|our \w+|my \w+|he|she|they|the \w+)\b(.+)$/;

export interface OfferedOptions {
  /** The options as written, each a phrase of the message. */
  phrases: string[];
  /** True when the message offers one option to take or leave ("should we foul?"). */
  yesNo: boolean;
  /** The words that offer them, "go for it or lay up", where a decision's cues are looked for. */
  clause: string;
}

/** The options a message offers ("X or Y?", "should we X?"), or undefined when it offers none. */
export function offeredOptions(message: string): OfferedOptions | undefined {
  const text = withDigits(message).replace(/\s+/g, ' ');
  const pieces = text.split(/[.?!;:\n]+|,\s*|\s+[-–—]\s+/).map((piece) => piece.trim());
  for (const piece of pieces) {
    const parts = piece.split(/\s+or\s+/);
    if (parts.length < 2) continue;
    const [first = '', ...rest] = parts;
    const others = rest.filter((part) => !TAG_AFTER_OR.test(part));
    if (others.length === 0) continue;
    const phrases = [first, ...others].map((part) => part.trim()).filter((part) => contentWords(part).length > 0);
    if (phrases.length >= 2) return { phrases, yesNo: false, clause: piece };
  }
  for (const piece of pieces) {
    const asked = YES_NO.exec(piece);
    const option = asked?.[1]?.trim();
    if (option && contentWords(option).length > 0) return { phrases: [option], yesNo: true, clause: piece };
  }
  return undefined;
}

function contentWords(phrase: string): string[] {
  return (phrase.match(/[a-z0-9']+/g) ?? [])
    .map((word) => word.replace(/'s$|'/g, ''))
    .filter((word) => !FRAME_WORDS.has(word) && (word.length >= 3 || word === 'go' || /^\d+$/.test(word)));
}

// Word forms meet on their first five letters: "pressing" and "press", "zonally" and "zonal".
const stem = (word: string) => word.slice(0, 5);

function namesAnOption(phrase: string, said: Set<string>): boolean {
  return contentWords(phrase).some((word) => said.has(stem(word)));
}

/** How a model's answer meets the question the coach asked. */
export type EngineAnswerFit =
  | { fit: 'answers' }
  /** The model's call names none of the options offered: it answers another decision. */
  | { fit: 'anotherQuestion' }
  /** Every option but one has no chance left: the call is how to run that one. */
  | { fit: 'forced'; call: string; because: string };

// A chance this small is no chance: the option cannot win from here.
const NO_CHANCE = 0.005;

/**
 * Whether the model's answer is an answer to this message: it names one of the options offered
 * (or the decision the model is built for names them), and it is a choice at all.
 */
export function engineAnswerFit(sport: Sport, message: string, advice: EngineAdvice): EngineAnswerFit {
  const forced = forcedCall(sport, message, advice);
  if (forced) return { fit: 'forced', ...forced };
  const offered = offeredOptions(message);
  if (offered === undefined) return { fit: 'answers' };
  const asked = decisionKindAsked(sport, message);
  // A yes/no question that names a decision a model answers ("should we walk him?") is that model's.
  if (offered.yesNo && asked !== undefined) return { fit: 'answers' };
  const said = new Set(
    [advice.recommendation, ...advice.options.map((option) => option.name)].flatMap((name) =>
      contentWords(withDigits(name)).map(stem),
    ),
  );
  // The cues of the decisions the model is built for say what it answers ("sit deep or keep pressing"
  // is the game-state model's, whatever formation its call names).
  const named =
    [advice.engine, asked?.engine].some(
      (engine) => engine !== undefined && engine !== 'none' && engineCuesMatch(sport, engine, offered.clause),
    ) || offered.phrases.some((phrase) => namesAnOption(phrase, said));
  return named ? { fit: 'answers' } : { fit: 'anotherQuestion' };
}

/**
 * The play when the model's options all but one have no chance to win ("down 5, 4 seconds, at their
 * 1": a field goal loses): the sport's play call for the state, said with why the choice is forced.
 */
function forcedCall(
  sport: Sport,
  message: string,
  advice: EngineAdvice,
): { call: string; because: string } | undefined {
  const [best, ...others] = advice.options;
  if (best === undefined || others.length === 0 || !/\bwin\b/i.test(best.measure)) return undefined;
  if (best.value <= NO_CHANCE || others.some((option) => option.value > NO_CHANCE)) return undefined;
  for (const kind of DECISIONS[sport]) {
    if (!kind.runsTheForcedOption) continue;
    const play = committedCallFor(kind, message);
    if (play === undefined) continue;
    const losing = others.map((option) => option.name.toLowerCase()).join(' or ');
    const chance = `${Math.round(best.value * 1000) / 10}%`;
    return {
      call: play.call,
      because: `${losing.charAt(0).toUpperCase()}${losing.slice(1)} cannot win from here (0% in the model); ${best.name.toLowerCase()} is the only way (${chance} to win), so the call is the play. ${play.because}`,
    };
  }
  return undefined;
}
