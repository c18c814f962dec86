import type { PersonalityMode } from '../../../../shared/constants';
import { aboutSportOrCoaching } from './coaching-scope';
import { asksForACall } from './decision-asked';
import { liveFactIn } from './live-fact';
import { isPlanRequest } from './parse-plan-request';
import { withDigits } from './number-text';

export const INTENTS = [
  'define',
  'counter',
  'execute',
  'fix',
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
  /\b(?:recipes?|bake|baking|bread|sourdough|cover letter|cv|algebra|calculus|essay|poem|poetry|song lyrics|lyrics|movies?|(?<!(?:game|match|team|watch|watching|watched|on) )films?(?! (?:study|sessions?|room|breakdown|of (?:the|our|their|us|them)))|netflix|tv shows?|laptop|iphone|android|computer|coding|python|javascript|programming|crypto|bitcoin|stocks?|invest(?:ing|ment)?|capital of|politics|political|oil change|change (?:my|the) (?:car'?s )?oil|car'?s? oil|plumb(?:ing|er)|leak(?:ing|y)? (?:tap|faucet|pipe)|faucet|girlfriend|boyfriend|dating|taxes|mortgage|vacation|horoscope|weather app)\b/;
// Words with a sense in coaching too ("game film", "he tires late", "a team code of conduct", "resume
// play"): off topic only in a message that says nothing about sport or coaching.
const OFF_TOPIC_UNLESS_SPORT =
  /\b(?:cook(?:ing)?|resume|homework|code|president|election|tyres?|tires?|holiday ideas|translate|joke)\b/;

/** A message about something far from sport, coaching, training and the app. */
export function farFromCoaching(text: string): boolean {
  return OFF_TOPIC.test(text) || (OFF_TOPIC_UNLESS_SPORT.test(text) && !aboutSportOrCoaching(text));
}

// A practice plan, asked in any words: see isPlanRequest.
const PLAN = { test: (text: string) => isPlanRequest(text) };

const TRAINING =
  /\b(?:program|programme|workout routine|gym routine|lifting routine|workout|work out|workouts|lifting|lift weights|weights|gym|strength and conditioning|s&c|conditioning|off-?season training|off-?season program|bulk(?:ing)?|lose weight|lose fat|fat loss|build muscle|put on muscle|gain muscle|vertical|get stronger|get faster|arm care|fitness|meal plan|diet|calories|macros|i weigh|how (?:should|do|can|would) (?:i|he|she|we|they|my \w+|our \w+) train|nutrition|hydrat(?:ion|ing|ed|e)?\b(?! breaks?)|electrolytes?|cramp(?:s|ing|ed)?|sports drinks?|pre-?game meal|what (?:should|do|can|to) (?:i|we|he|she|they|my \w+|our \w+|the kids?) (?:eat|drink)|(?:eat|drink)(?:ing)? (?:and drink|before|during|between|after)|\d+\s*(?:kg|kgs|lbs?|pounds)\b)/;

const DECISION =
  /\b(?:go for it|punt|kick (?:it|the fg|a field goal)|field goal|\bfg\b|go for (?:2|two)|2[- ]point|two[- ]point|extra point|bunt|swing away|steal|squeeze|walk (?:him|the batter|their)|intentional(?:ly)? walk|pull (?:him|the starter|my starter)|leave him in|take him out|foul or|do we foul|should we foul|foul up|sit him|bench him|2 for 1|two for one|last shot|hold for|hold the ball|what club|which club|what (?:do|should) i hit|lay ?up|go for the green|which serve|what serve|1st serve|2nd serve|what (?:do|should) (?:i|we) (?:do|change|call|run)|what (?:should|do) (?:i|we) go for|should (?:i|we)|what shape|see it out|chase the game|burn (?:the )?clock|run (?:out )?the clock|timeout|where do i aim|what play|when do we start|what defen[cs]e|which defen[cs]e|man or zone|zone or man|who (?:should )?(?:takes?|shoots?|gets?) the (?:last|final|ball|pen|penalty)|infield in|what pitch|which pitch|onside|kneel|spike it|ibb|send (?:him|the runner)|green light|park the bus|throw (?:everyone|men|bodies) forward|pull (?:the|our) goalie)\b/;

const COMPARE_WORDS =
  /\b(?:vs\.?|versus|difference(?:s)? between|what'?s the difference|compare|compared (?:to|with)|better than|which is better|pros and cons)\b/;
// "What do we do vs a 2-3 zone" asks how to beat one thing, not which of two is better.
const WHAT_WE_DO_VERSUS =
  /\bwhat (?:do|should|can|would) (?:we|i|u|you) (?:do|run|call|play|try|use) (?:vs\.?|versus|against)\b|\bthey(?:'re| are)? (?:went|switched|go|going|changed|shifted|sit|sat|sitting|are in|play|playing)\b(?: (?:to|into|in))? (?:a |an |the |their )?[a-z0-9 -]{2,30}[,.;]? what (?:do|should|can) (?:we|i) (?:run|do|call)\b/;
// "zonal or man marking?", "flat serve or kick serve": two short names joined by "or" at the start.
const COMPARE_OR =
  /^(?:should (?:we|i) (?:play|run|use|go with|teach)\s+)?[a-z0-9' -]{2,30}\bor\b[a-z0-9' -]{2,30}(?:[,?.!].*)?$/;

/** Whether the message asks for training, fitness or food (a program, a workout, a diet). */
export function asksForTraining(text: string): boolean {
  return TRAINING.test(text);
}

// "two-minute drill" and "fire drill" name a concept, not a request for a drill.
const DRILL =
  /\b(?<!(?:2|two)[- ]minute )drills?\b|\bexercises? (?:for|to)\b|\bgames? to (?:practi[sc]e|teach|work on|improve)\b|\bactivit(?:y|ies) (?:for|to)\b|\bhow (?:can|do|should) (?:i|we) practi[sc]e\b|\bpractice (?:ideas|games)\b/;

const RULE =
  /\b(?:rules?|legal|illegal|allowed|permitted|regulation)\b|\bis (?:it|that|this) (?:a |an )?(?:\w+ ){0,2}?(?:foul|penalty|interference|offside|travel|balk|let|fault|carry|charge|goal|strike|out|fair|foul ball|touchback|safety|hand ?ball|double dribble|goaltend(?:ing)?)\b|\bhow many (?:points|players|fouls|timeouts|subs|substitutes|substitutions|clubs|mound visits|visits|innings|sets|games|strikes|balls|outs|downs|steps|periods|quarters|halves|minutes|seconds)\b|\bworth\b|\bpenalty for\b|\bwhat happens (?:if|when|on|after)\b|\bwhen is (?:a|it|an)\b|\bcan (?:you|i|a|the|players?|we|he|she)\s+(?:\w+\s+){0,2}?(?:ground|touch|volley|advance|run on|catch|pick up|handle|use|carry|be|score|throw|tag|step|take|stand|leave|return|kick|hit the ball twice|move|lift|play a)\b|\bhow long is (?:a|an|the)\b|\bscoring work|\bdoes it count\b|\bcounts? as\b|\bhow is [a-z ]{2,20} (?:scored|called|decided)\b/;

// The other side getting the better of us, again and again: "killing us", "eating our center alive".
const THEIR_EDGE =
  'killing us|lighting us up|torching|burning us|beating us|picking us apart|shredding us|eat(?:s|ing)? (?:us|me|our \\w+|my \\w+)(?: alive| up)?|carv(?:e|es|ed|ing) (?:up (?:us|our|my)|(?:us|our \\w+|my \\w+) up)|(?:owns?|owning|bull(?:y|ies|ying)|abus(?:es|ing)|dominat(?:es|ing)|push(?:es|ing)) (?:us|me|our \\w+|my \\w+)|has our number|winning every (?:battle|matchup|rep|snap|point)';
// The user's problem with what the other side does, or a verb of beating, stopping or exploiting.
const COUNTER = new RegExp(
  `\\b(?:beat|beating|beats|stop|stopping|counter(?!\\s*-?\\s*attack)|counters|countering|attack(?:ing)? (?:a|an|the|their|man|zone|cover)|break|breaking|break down|exploit|exploiting|defend|defending|defence against|defense against|guard|guarding|handle|handling|deal with|dealing with|cope with|solve|crack|shut (?:down|that down|it down|them down)|neutrali[sz]e|contain|take away|against|struggle|struggling|can'?t (?:score|hit|stop|run|create|beat|handle|get|guard|defend|break|return)|cant (?:score|hit|stop|run|create|beat|handle|get|guard|defend|break|return)|keeps? (?:\\w+ing)\\b|${THEIR_EDGE}|concede|conceding|give up so|giving up|chase|chasing|get (?:\\w+ )?out\\b|in behind|overload(?:ing)? our|losing to|keep losing|play (?:him|her|them|against)|return (?:a|his|her|their|big|hard|fast)|fix that)\\b|\\bplay (?:in|into|through) (?:the |a |strong |high |heavy |really )*(?:wind|rain|cold|heat|weather|nerves)\\b|\\bnerves\\b|\\bis weak\\b`,
);

// A fault in our own player's technique: who (my kid, our hitters, I, he), a habit (keeps,
// always, can't stop, every time) and a technique word (a body part, a stroke, where the ball goes).
const OWN_PLAYER = /\b(?:my|our|i|i'm|im|he|she|he's|she's|hes|shes|we)\b/;
const HABIT_WORDS =
  "keeps?|kept|keep on|always|every (?:single )?[a-z]+|constantly|never|every time|everytime|each time|all the time|tends? to|struggles? (?:to|with)|struggling (?:to|with)|has trouble|have trouble|having trouble|can'?t|cant|cannot|won'?t stop|wont stop|doesn'?t|don'?t|too (?:early|late|much|far|high|low|short|long|quick|fast|slow|hard|soft|tight|loose)|off balance|inconsistent";
const HABIT = new RegExp(`\\b(?:${HABIT_WORDS})\\b`);
const BODY_PART =
  'elbows?|shoulders?|heads?|eyes|chin|hips?|knees?|feet|foot|toes?|heels?|wrists?|hands?|arms?|legs?|grip|stance|swing|stroke|release|follow[- ]?through|toss|backswing|downswing|takeaway|posture|stride|footwork|weight|balance|arm slot|club ?face|racqu?et face';
const TECHNIQUE = new RegExp(
  `\\b(?:${BODY_PART}|swing\\w*|strokes|contact|load|steps?|stepping|slic\\w+|hook\\w*|shank\\w*|top(?:s|ping|ped)?|fat|thin|chunk\\w*|skull\\w*|whiff\\w*|duff\\w*|push(?:es|ing)?|pull(?:s|ing)?|flar\\w+|drop(?:s|ping|ped)?|dip(?:s|ping)?|lift(?:s|ing)?|lean\\w*|lung\\w+|bail\\w*|cast(?:s|ing)?|sway\\w*|(?:falls?|falling|fades?|fading) (?:away|over|back|off)|throw\\w*|pitch(?:es|ing)|shots?|shoot\\w*|jumpers?|free throws?|lay-?ups?|dribbl\\w+|pass(?:es|ing)?|catch\\w*|kick\\w*|snap\\w*|tackl\\w+|block(?:s|ing)?|punt\\w*|serv(?:e|es|ing)|forehands?|backhands?|volley\\w*|returns?|overheads?|smash\\w*|double[- ]?fault\\w*|div(?:e|es|ing)|carr(?:y|ies|ying)|palm\\w*|hold(?:s|ing)|routes?|round(?:s|ing)? off|land(?:s|ing)?|closed|strik(?:e|es|ing)|laces|tempo|rhythm|timing|hitch\\w*|1v1|1 ?on ?1|one on one|near post|far post|fad(?:e|es|ing)|floaters?|bunch\\w*|swarm\\w*|foot ?fault\\w*|putt\\w*|chip\\w*|drives?|driver|irons?|wedges?|bunkers?|sand|tee shots?|header\\w*|heading|first touch|touch|cross(?:es|ing)|clearances?|saves?|diving|hitting|hits?|batting|bunt\\w*|fielding|grounders?|ground balls?|fly balls?|pop ?ups?|popping up|strik(?:es|ing) ?out|chas(?:e|es|ing)|walking (?:guys|batters|people|hitters)|wild|net|into the net|over the (?:bar|fence|crossbar)|off target|airball\\w*|brick\\w*|rim|backboard|travel\\w*|turnovers?|fumbl\\w+|wobbl\\w+|ducks?|floats?|spray\\w*|miss(?:es|ing)?|mis-?hits?|frame\\w*|sky(?:ing|ed|s)?|skie[sd]|box\\w* out|block\\w* out|rebound\\w*|close ?outs?|closing out|slid\\w*|jump shot|shot form)\\b`,
);
// "his elbow", "her toss", "my grip": a part of the player's own technique named as his.
// A stroke is the other side's too ("their serve"), so only "his", "her", "my" and "our" make it ours.
const STROKE =
  'jumper|jump shot|shot|serve|forehand|backhand|volley|throw|putt|putting|chip|drive|header|layup|free throw';
// Between "my" and the part only a possessive or a side ("my son's elbow", "his back shoulder"):
// "how should my kid grip it" asks how, it names no grip of his.
const OWNER = "\\w+'s? |\\w+s' |first |second |1st |2nd |own |back |front |lead |trail |left |right |throwing |glove ";
const OWN_BODY_PART = new RegExp(
  `\\b(?:his|her|my|their|our) (?:${OWNER})?(?:${BODY_PART})\\b|\\b(?:his|her|my|our) (?:${OWNER})?(?:${STROKE})\\b`,
);
// "My QB throws ducks", "our keeper dives late", "my backhand is so weak": a habit told as a fact.
// What a player does, in the verb of a habit: "my qb throws ducks", "our kids travel" (a plural
// subject with the plain verb); "can my kid throw a curve" is a question, not a habit.
const HABIT_VERB =
  'throw|shoot|swing|hit|serve|kick|pass|catch|putt|chip|drive|tackle|block|snap|dribble|dive|pitch|toss|release|land|step|stride|miss|drop|lean|lunge|fall|fade|drift|rush|slice|hook|top|shank|flinch|duck|close|open|pull|push|lift|bail|cast|sway|choke|chase|travel|reach|foul|fumble|bobble|boot|spill|sky|balloon|wobble|flare|dip|hitch|palm|chicken wing|toe poke';
const OWN_DOES = new RegExp(
  `\\b(?:my|our) (?:[\\w']+ ){1,3}?(?:${HABIT_VERB})(?:s|es)\\b|\\b(?:my|our) (?:[\\w']+ ){0,2}?[a-z']+s (?:${HABIT_VERB})\\b|\\b(?:my|our|his|her) (?:[\\w']+ ){0,2}?(?:${BODY_PART}|shot|shots|serve|serves|forehand|backhand|volley|volleys|putting|putts|chipping|driving|drives|throws?|throwing|passing|passes|shooting|kicking|tackling|heading|(?:first|1st) touch|touch|snaps?|dribbling|hitting|fielding|pitching) (?:is|are|looks?|feels?|seems?|has been|have been|gets?|got) (?:so |really |very |too |just |pretty |kind of |a bit )?(?:weak|bad|terrible|awful|off|inconsistent|wild|erratic|slow|short|flat|late|early|ugly|poor|sloppy|wobbly|all over|long|low|high|stiff|rushed|jerky|choppy|broken|a mess|garbage|trash|heavy|loose|tense|tight|stiff|soft|awkward|weird|wrong|not great|not good)\\b`,
);
// "Center keeps sailing snaps": a player named without "my", doing it again and again.
const PLAYER_HABIT = new RegExp(`^(?!(?:they|them|you|u)\\b)(?:the |my |our )?(?:[\\w']+ ){1,3}?(?:${HABIT_WORDS})\\b`);
const FIX_ASK =
  /\b(?:how (?:do|can|should|would|to) (?:i |we |you |u )?(?:help (?:\w+ ){0,3})?(?:fix|cure|stop|correct|get rid of|sort out|iron out|get (?:him|her|them|my \w+|our \w+) to stop)|(?:fix|cure|correct) (?:a|an|my|our|his|her|their|the|this)|why (?:does|do|is|are|did|am|can'?t|cant|won'?t) (?:my|our|i|he|she)|why do i|why am i|(?:problem|issue|trouble|struggle)s? with (?:my|our|his|her)|(?:help|tips?|advice)(?: me)? (?:with|on|for) (?:my|our|his|her))\b/;
const OWN_HABIT_ASK = /\b(?:stop|get|keep) (?:my|our) (?:[\w']+ ){1,2}?(?:from \w+ing|to stop)\b/;
// Whose fault it is: a problem the other side causes is a counter, whoever "keeps" doing it.
// "Their" is the other side's unless a body part follows ("our backs keep dropping their heads").
const OPPONENT = new RegExp(
  `^they\\b|\\b(?:(?:going|hitting|serving|playing|attacking|picking on|targeting) (?:to |at |on )?my|their(?! (?:own )?(?:${BODY_PART})\\b)|theirs|(?:over|behind|past|through|around) (?:us|our heads?)|opponents?|opposing|other team|other side|against|(?:beating|killing|burning|torching|lighting|scoring on|running on|picking on|hurting) us|on us|giv(?:e|es|ing) up|conced(?:e|es|ing)|(?:getting|gets|got) beaten|allow(?:s|ing)?|los(?:e|ing) to)\\b`,
);
// A call about the player, not his technique: who plays, who sits, when to pull him.
const PERSONNEL_CALL =
  /\b(?:should (?:i|we) (?:pull|bench|sit|sub|take|leave|start|bring|walk|go|kick|punt|foul|call|play|use|switch|move|put|let)|pull (?:him|her)|take (?:him|her) out|sit (?:him|her)|bench (?:him|her)|sub (?:him|her))\b/;
// Fitness, pain and food are the Trainer's or the safety notes' business, not a technique fault.
const NOT_TECHNIQUE =
  /\b(?:cramp\w*|tired|fatigue\w*|gassed|out of breath|stamina|conditioning|fitness|diet|eat|eating|weigh|calories|sore|pain|hurts?|injur\w*|workout|gym|(?:gain|gaining|lose|losing|put on|putting on) weight)\b/;

/** A fault in our own player's technique, asked to be fixed or explained. */
function asksForFix(text: string): boolean {
  if (OPPONENT.test(text) || PERSONNEL_CALL.test(text) || NOT_TECHNIQUE.test(text)) return false;
  // "Stop my kid from…" names our player and a habit whatever the habit's words.
  if (OWN_HABIT_ASK.test(text)) return true;
  if (!TECHNIQUE.test(text)) return false;
  return (
    FIX_ASK.test(text) ||
    OWN_BODY_PART.test(text) ||
    OWN_DOES.test(text) ||
    PLAYER_HABIT.test(text) ||
    (OWN_PLAYER.test(text) && HABIT.test(text))
  );
}

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

const TELLS_THEIR_EDGE = new RegExp(`\\b(?:${THEIR_EDGE})\\b`);

/**
 * Whether the message tells a problem that keeps happening in play: a habit ("keeps landing short",
 * "every snap") or the other side's edge over us ("eating our center alive"). A fact of the game
 * ("his backhand is weak", "against a better team") is the scene of a call, not a problem told.
 */
export function tellsAProblem(message: string): boolean {
  const text = withDigits(message.toLowerCase()).replace(/\s+/g, ' ');
  return HABIT.test(text) || TELLS_THEIR_EDGE.test(text);
}

// "Our pitcher keeps leaving his curveball up": our own player the one doing it again and again.
const OUR_PLAYER_HABIT = new RegExp(`\\b(?:our|my) (?:[\\w']+ ){1,3}?(?:${HABIT_WORDS})\\b`);

/** Whether the habit the message tells is one of our own players' ("my center keeps…", not "he keeps… my"). */
export function tellsOurHabit(message: string): boolean {
  return OUR_PLAYER_HABIT.test(withDigits(message.toLowerCase()).replace(/\s+/g, ' '));
}

// Sideline shorthand for the same ask: "what now", "any ideas".
const WHAT_NOW =
  /\b(?:what now|now what|what'?s the (?:answer|fix)|what is the (?:answer|fix)|any (?:ideas|answers?|fix(?:es)?))\b/;

/** Whether the message asks what we should do, in words ("what do we do", "how do we stop", "what now"). */
export function asksWhatToDo(message: string): boolean {
  const text = withDigits(message.toLowerCase()).replace(/\s+/g, ' ');
  return COACHING_ASK.test(text) || WHAT_NOW.test(text);
}

/** A decision, a counter, a how-to, a rule, a plan or a game state: the message wants coaching. */
function asksForCoaching(text: string, signals: IntentSignals): boolean {
  return (
    signals.situationCues > 0 ||
    [COACHING_ASK, DECISION, COUNTER, EXECUTE, PLAN, DRILL, COMPARE_WORDS, COMPARE_OR, RULE, HOW_DOES_IT_WORK].some(
      (pattern) => pattern.test(text),
    )
  );
}

/** Whether a message (or one sentence of it) asks for coaching, read from its words alone. */
export function asksForCoachingIn(message: string): boolean {
  const text = withDigits(message).replace(/\s+/g, ' ').trim();
  return asksForCoaching(text, { situationCues: 0, hasTopic: false, topicIsRule: false });
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
  if (farFromCoaching(text)) return 'offTopic';
  if (isPlanRequest(text, mode === 'personalTrainer')) return 'plan';
  // "Lifting his head" is a fault, not weights.
  if (mode === 'personalTrainer' || (TRAINING.test(text) && !asksForFix(text))) {
    if (!DRILL.test(text) || mode === 'personalTrainer') return 'training';
  }
  if (signals.situationCues >= 2 || (signals.situationCues >= 1 && DECISION.test(text)) || asksForACall(text))
    return 'situation';
  if ((COMPARE_WORDS.test(text) || COMPARE_OR.test(text)) && !WHAT_WE_DO_VERSUS.test(text)) return 'compare';
  if (WHAT_WE_DO_VERSUS.test(text)) return 'counter';
  // Before a drill: a fault's reply ends with the drill that fixes it.
  if (asksForFix(text)) return 'fix';
  if (DRILL.test(text)) return 'drill';
  if (RULE.test(text)) return 'rule';
  if (HOW_DOES_IT_WORK.test(text)) return signals.hasTopic && !signals.topicIsRule ? 'execute' : 'rule';
  if (COUNTER.test(text)) return 'counter';
  if (EXECUTE.test(text)) return 'execute';
  if (DEFINE.test(text) || signals.hasTopic) return 'define';
  return SPORTS_TALK.test(text) || aboutSportOrCoaching(text) ? 'define' : 'offTopic';
}
