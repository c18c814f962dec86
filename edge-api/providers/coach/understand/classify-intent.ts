import type { PersonalityMode } from '../../../../shared/constants';
import { liveFactIn } from './live-fact';
import { isPlanRequest } from './parse-plan-request';
import { withDigits } from './number-text';

export const INTENTS = [
  'define',
  'counter',
  'execute',
  'drill',
  'compare',
  'rule',
  'situation',
  'plan',
  'training',
  'unknowable',
  'offTopic',
  'smallTalk',
] as const;
export type Intent = (typeof INTENTS)[number];

export interface IntentSignals {
  /** How many numbers of a game state the message gave (down, distance, outs, wind…). */
  situationCues: number;
  /** Whether the knowledge search found a topic of the sport in the message. */
  hasTopic: boolean;
  /** Whether the best topic found is a rule of the game (the shot clock, a safety, offside). */
  topicIsRule: boolean;
}

// "How does X work?" asks for a rule when X is one (the shot clock, the tiebreak) and how to run X
// when X is a play or a scheme (play action, the zone blitz).
const HOW_DOES_IT_WORK = /\bhow does (?:a |an |the )?[a-z -]{2,25} work\b/;

// A message made only of these words is small talk, answered with what the coach can do.
const SMALL_TALK_WORDS = new Set(
  `hi hello hey hiya howdy yo sup whats what's up good morning afternoon evening thanks thank thx ty cheers ok okay
  cool great nice awesome how are you doing what can do who help me coach there again so much bye see ya later
  appreciate it a lot man buddy mate`.split(/\s+/),
);

// Domains far from coaching. Sports words are checked too, so "a poem about football" still counts.
const OFF_TOPIC =
  /\b(?:recipes?|cook(?:ing)?|bake|baking|bread|sourdough|cover letter|resume|cv|homework|algebra|calculus|essay|poem|poetry|song lyrics|lyrics|movies?|films?|netflix|tv shows?|laptop|iphone|android|computer|code|coding|python|javascript|programming|crypto|bitcoin|stocks?|invest(?:ing|ment)?|capital of|president|election|politics|political|oil change|change (?:my|the) (?:car'?s )?oil|car'?s? oil|tyres?|tires?|plumb(?:ing|er)|leak(?:ing|y)? (?:tap|faucet|pipe)|faucet|girlfriend|boyfriend|dating|taxes|mortgage|vacation|holiday ideas|horoscope|translate|weather app|joke)\b/;

// A practice plan, asked in any words: see isPlanRequest.
const PLAN = { test: (text: string) => isPlanRequest(text) };

const TRAINING =
  /\b(?:program|programme|workout routine|gym routine|lifting routine|workout|work out|workouts|lifting|lift weights|weights|gym|strength and conditioning|s&c|conditioning|off-?season training|off-?season program|bulk(?:ing)?|lose weight|lose fat|fat loss|build muscle|put on muscle|gain muscle|vertical|get stronger|get faster|arm care|fitness|meal plan|diet|calories|macros|i weigh|how (?:should|do|can|would) (?:i|he|she|we|they|my \w+|our \w+) train|nutrition|hydrat(?:ion|ing|ed|e)?\b(?! breaks?)|electrolytes?|cramp(?:s|ing|ed)?|sports drinks?|pre-?game meal|what (?:should|do|can|to) (?:i|we|he|she|they|my \w+|our \w+|the kids?) (?:eat|drink)|(?:eat|drink)(?:ing)? (?:and drink|before|during|between|after)|\d+\s*(?:kg|kgs|lbs?|pounds)\b)/;

const DECISION =
  /\b(?:go for it|punt|kick (?:it|the fg|a field goal)|field goal|\bfg\b|go for (?:2|two)|2[- ]point|two[- ]point|extra point|bunt|swing away|steal|squeeze|walk (?:him|the batter|their)|intentional(?:ly)? walk|pull (?:him|the starter|my starter)|leave him in|take him out|foul or|do we foul|should we foul|foul up|sit him|bench him|2 for 1|two for one|last shot|hold for|hold the ball|what club|which club|what (?:do|should) i hit|lay ?up|go for the green|which serve|what serve|1st serve|2nd serve|what (?:do|should) (?:i|we) (?:do|change|call|run)|what (?:should|do) (?:i|we) go for|should (?:i|we)|what shape|see it out|chase the game|burn (?:the )?clock|run (?:out )?the clock|timeout|where do i aim|what play|when do we start)\b/;

const COMPARE_WORDS =
  /\b(?:vs\.?|versus|difference(?:s)? between|what'?s the difference|compare|compared (?:to|with)|better than|which is better|pros and cons)\b/;
// "zonal or man marking?", "flat serve or kick serve": two short names joined by "or" at the start.
const COMPARE_OR =
  /^(?:should (?:we|i) (?:play|run|use|go with|teach)\s+)?[a-z0-9' -]{2,30}\bor\b[a-z0-9' -]{2,30}(?:[,?.!].*)?$/;

// "two-minute drill" and "fire drill" name a concept, not a request for a drill.
const DRILL =
  /\b(?<!(?:2|two)[- ]minute )drills?\b|\bexercises? (?:for|to)\b|\bgames? to (?:practi[sc]e|teach|work on|improve)\b|\bactivit(?:y|ies) (?:for|to)\b|\bhow (?:can|do|should) (?:i|we) practi[sc]e\b|\bpractice (?:ideas|games)\b/;

const RULE =
  /\b(?:rules?|legal|illegal|allowed|permitted|regulation)\b|\bis (?:it|that|this) (?:a |an )?(?:\w+ ){0,2}?(?:foul|penalty|interference|offside|travel|balk|let|fault|carry|charge|goal|strike|out|fair|foul ball|touchback|safety|hand ?ball|double dribble|goaltend(?:ing)?)\b|\bhow many (?:points|players|fouls|timeouts|subs|substitutes|substitutions|clubs|mound visits|visits|innings|sets|games|strikes|balls|outs|downs|steps|periods|quarters|halves|minutes|seconds)\b|\bworth\b|\bpenalty for\b|\bwhat happens (?:if|when|on|after)\b|\bwhen is (?:a|it|an)\b|\bcan (?:you|i|a|the|players?|we|he|she)\s+(?:\w+\s+){0,2}?(?:ground|touch|volley|advance|run on|catch|pick up|handle|use|carry|be|score|throw|tag|step|take|stand|leave|return|kick|hit the ball twice|move|lift|play a)\b|\bhow long is (?:a|an|the)\b|\bscoring work|\bdoes it count\b|\bcounts? as\b|\bhow is [a-z ]{2,20} (?:scored|called|decided)\b/;

// The user's problem with what the other side does, or a verb of beating, stopping or exploiting.
const COUNTER =
  /\b(?:beat|beating|beats|stop|stopping|counter(?!\s*-?\s*attack)|counters|countering|attack(?:ing)? (?:a|an|the|their|man|zone|cover)|break|breaking|break down|exploit|exploiting|defend|defending|defence against|defense against|guard|guarding|handle|handling|deal with|dealing with|cope with|solve|crack|shut (?:down|that down|it down|them down)|neutrali[sz]e|contain|take away|against|struggle|struggling|can'?t (?:score|hit|stop|run|create|beat|handle|get|guard|defend|break|return)|cant (?:score|hit|stop|run|create|beat|handle|get|guard|defend|break|return)|keeps? (?:\w+ing)\b|killing us|lighting us up|torching|burning us|beating us|picking us apart|shredding us|concede|conceding|give up so|giving up|chase|chasing|get (?:\w+ )?out\b|in behind|overload(?:ing)? our|losing to|keep losing|play (?:him|her|them|against)|return (?:a|his|her|their|big|hard|fast)|fix that)\b|\bplay (?:in|into|through) (?:the |a |strong |high |heavy |really )*(?:wind|rain|cold|heat|weather|nerves)\b|\bnerves\b|\bis weak\b/;

const EXECUTE =
  /\bhow (?:do|can|should|would|to) (?:i |we |you |u |my \w+ |our \w+ )?(?:\w+ )?(?:run|teach|install|coach|execute|set up|hit|throw|shoot|pitch|play|read|serve|swing|grip|do|perform|make|take|call|tackle|block|pass|catch|dribble|kick|slide|bunt|field|putt|chip|improve|fix|learn|get better|be a better|become)\b|\bhow to\b|\bteach(?:ing)?\b|\binstall(?:ing)?\b|\bcoach(?:ing)? (?:my|our|the|kids|players|a|zonal|man)\b|\btips? (?:for|on)\b|\bkeys? (?:to|for|of)\b|\btechnique\b|\bproper (?:\w+ )?(?:way|form|technique|footwork|timing|grip|stance|mechanics)\b|\bright way\b|\bbest way to\b|\bsteps (?:to|for)\b|\bfundamentals\b|\bmechanics\b/;

const DEFINE =
  /\b(?:what(?:'?s| is| are| does| do)|whats|wat is|wats|explain|define|definition|meaning|mean|describe|tell me about|who (?:is|are) (?:the|a)|what'?s the point of)\b/;

// Sports talk without a known topic is still the coach's business (answered with what it can do).
const SPORTS_TALK =
  /\b(?:team|player|players|coach|game|match|practice|season|league|offense|offence|defense|defence|play|plays|score|scored|ball|field|court|pitch|green|serve|shot|shoot|goal|win|lose|tournament|sport|sports|athlete|kids|squad)\b/;

// What we should do, how we do it: whatever else the message says, it asks for coaching.
const COACHING_ASK =
  /\b(?:how (?:do|can|should|would|to) (?:we|i|you|u|my|our)|should (?:we|i|he|she|they|my|our)|shall we|what (?:should|do|would|can) (?:we|i)|do we|can we|(?:any )?(?:tips|advice|ideas) (?:on|for))\b/;

/** A decision, a counter, a how-to, a rule, a plan or a game state: the message wants coaching. */
function asksForCoaching(text: string, signals: IntentSignals): boolean {
  return (
    signals.situationCues > 0 ||
    [COACHING_ASK, DECISION, COUNTER, EXECUTE, PLAN, DRILL, COMPARE_WORDS, COMPARE_OR, RULE, HOW_DOES_IT_WORK].some(
      (pattern) => pattern.test(text),
    )
  );
}

function isSmallTalk(text: string): boolean {
  const words = text.split(/[^a-z']+/).filter((word) => word.length > 0);
  return words.length > 0 && words.length <= 8 && words.every((word) => SMALL_TALK_WORDS.has(word));
}

/**
 * What the message asks, decided before anything is retrieved. Rules are tried from the most
 * specific (a fact the coach cannot know, a plan with minutes) to the most general (a definition),
 * so a question that names a concept but asks for a decision is answered as a decision.
 */
export function classifyIntent(message: string, mode: PersonalityMode, signals: IntentSignals): Intent {
  const text = withDigits(message).replace(/\s+/g, ' ').trim();
  if (isSmallTalk(text)) return 'smallTalk';
  const live = liveFactIn(text);
  if (live && (live.asked || !asksForCoaching(text, signals))) return 'unknowable';
  if (OFF_TOPIC.test(text)) return 'offTopic';
  if (isPlanRequest(text, mode === 'personalTrainer')) return 'plan';
  if (mode === 'personalTrainer' || TRAINING.test(text)) {
    if (!DRILL.test(text) || mode === 'personalTrainer') return 'training';
  }
  if (signals.situationCues >= 2 || (signals.situationCues >= 1 && DECISION.test(text))) return 'situation';
  if (COMPARE_WORDS.test(text) || COMPARE_OR.test(text)) return 'compare';
  if (DRILL.test(text)) return 'drill';
  if (RULE.test(text)) return 'rule';
  if (HOW_DOES_IT_WORK.test(text)) return signals.hasTopic && !signals.topicIsRule ? 'execute' : 'rule';
  if (COUNTER.test(text)) return 'counter';
  if (EXECUTE.test(text)) return 'execute';
  if (DEFINE.test(text) || signals.hasTopic) return 'define';
  return SPORTS_TALK.test(text) ? 'define' : 'offTopic';
}
