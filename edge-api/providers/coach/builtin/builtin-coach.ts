import { SPORT_LABELS } from '../../../../shared/constants';
import type { PersonalityMode } from '../../../../shared/constants';
import type { Sport } from '../../../../shared/constants';
import { CoachError } from '../coach-provider';
import type { CoachProvider, CoachRequest, QuizQuestionReply, QuizQuestionRequest } from '../coach-provider';
import { conceptForTopic, questionsFromConcept } from '../knowledge/concept-quiz';
import { knowledgeOf, quizQuestionsOn, searchKnowledge } from '../knowledge/knowledge-base';
import { opponentActs, verbSide, type Side } from '../understand/detect-side';
import { applyProfile, situationInProfileUnits } from '../understand/apply-profile';
import { safetyConcernIn } from '../understand/safety-concern';
import { choiceAsked, optionLeading } from '../understand/choice-asked';
import { isCounterPlan, topicsOf, understandMessage } from '../understand/understand-message';
import { phraseRoot, phraseWords } from '../knowledge/search-terms';
import {
  asksForCoachingIn,
  asksForTraining,
  asksWhatToDo,
  classifyIntent,
  tellsAProblem,
  tellsOurHabit,
} from '../understand/classify-intent';
import { liveFactIn } from '../understand/live-fact';
import { withDigits } from '../understand/number-text';
import { QUESTION_FORMS } from '../understand/question-forms';
import {
  asksWhichWeDo,
  committedCallFor,
  DECISIONS,
  decisionKindAsked,
  decisionKindsNamed,
  fallbackCallFor,
  withoutCallCues,
} from '../understand/decision-asked';
import { engineAnswerFit, offeredOptions } from '../understand/option-fit';
import { splitWhy, withWhy } from '../../../../shared/why';
import { DECISION_LINE_MAX_WORDS, decisionLine, optionFigure } from '../../../../shared/engines/decision-line';
import type { Understanding } from '../understand/understand-message';
import { capabilities, liveFactLine, offTopicReply, unknowableReply } from './edge-replies';
import { nearestCoachingReply, principleTopicReply } from './coaching-principles';
import { faultFor, faultHitsFor, faultReply } from './fault-reply';
import { fixConstraint, withConstraint } from './fix-constraint';
import { ourLimits, withoutOurLimits } from './our-limits';
import { limitReply, withLimitNote } from './limit-reply';
import { formNote } from './stated-fact-notes';
import { parseConditions } from '../understand/parse-situation';
import { choiceReply, withChoiceOptions } from './choice-reply';
import { asksHowToPlayTheShot, knowledgeReply, userSideFor } from './knowledge-replies';
import { planReply } from './plan-reply';
import {
  checkedReply,
  decisionSubject,
  engineSubject,
  faultSubject,
  isKnowledgeIntent,
  knowledgeCandidates,
  knowledgeSubject,
  subjectChecked,
  subjectsAsked,
  subjectsStated,
  topicSubject,
  type ReplySubject,
  type SubjectCandidate,
} from './self-check';
import type { Checked } from './self-check';
import { safetyReply } from './safety-reply';
import { hash, pickBySeed } from './reply-text';
import { adviceFor, engineCallFor, hasNumbers, theirMoveFor, type SituationAdvice } from './situation-engine-call';
import { describeSituation, glance, situationReply } from './situation-reply';
import { trainerReply, type TrainingVoice } from './training-program';
import { acuteInjuryReply } from './acute-injury-reply';
import { trainerAskReply } from './trainer-ask-reply';
import { skillPracticeReply } from './skill-practice';
import { namesAGroup } from '../understand/parse-plan-request';
import type { TrainingRequest } from '../understand/parse-training-request';

export { mermaidFlow } from './reply-text';

const WORDS_PER_CHUNK = 4;
/** How many entries the message's key terms find when a reply's subject is looked for among them. */
const SUBJECT_SEARCH_LIMIT = 12;

export interface BuiltinCoachOptions {
  /** Pause between streamed chunks, to imitate a model's pace in demos; 0 streams at once. */
  chunkDelayMs?: number;
}

/** The built-in coach's reply with what it understood, so tests and benches can grade both. */
export interface BuiltinAnswer {
  text: string;
  understanding: Understanding | undefined;
  /** The side the reply is written for, when the question was about beating or running a concept. */
  answeredSide: Side | undefined;
  /** The self-check of a knowledge reply: its candidates ranked, and the question asked when unsure. */
  checked?: Checked;
}

/** The deterministic coach: the same request always produces the same reply. */
export function createBuiltinCoach(options: BuiltinCoachOptions = {}): CoachProvider {
  const chunkDelayMs = options.chunkDelayMs ?? 0;
  return {
    name: 'builtin',
    reply: async function* reply(request: CoachRequest) {
      if (request.signal?.aborted) return;
      for (const chunk of chunksOf(replyText(request))) {
        if (request.signal?.aborted) return;
        yield chunk;
        if (chunkDelayMs > 0) await sleep(chunkDelayMs, request.signal);
      }
    },
    quizQuestion: async function quizQuestion(request: QuizQuestionRequest) {
      return pickQuizQuestion(request);
    },
  };
}

/** What a regenerate says when every answer the coach has to the question was already given. */
export const NOTHING_NEW_REPLY =
  'That was my best answer to this question, so this one is not counted. To go further, tell me what would change the call (what you have tried, who you have, what the other side does) or ask it another way.';

/**
 * The text to stream. A continue goes on from the answer it continues, whichever attempt wrote it;
 * a regenerate gives the next-best answer not given yet, or says there is none and is not charged.
 */
function replyText(request: CoachRequest): string {
  const attempt = Math.max(0, Math.floor(request.attempt ?? 0));
  const textOf = (step: number) => answer({ ...request, attempt: step }).text;
  if (request.partial) {
    const continued = range(attempt + 1)
      .reverse()
      .map(textOf)
      .find((text) => text.startsWith(request.partial!));
    return continuationOf(continued ?? textOf(attempt), request.partial);
  }
  const text = textOf(attempt);
  if (attempt === 0 || !range(attempt).some((step) => textOf(step) === text)) return text;
  request.onNothingNew?.();
  return NOTHING_NEW_REPLY;
}

function range(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index);
}

/**
 * What follows the text so far. The same request always makes the same reply, so a stopped reply is
 * a prefix of it and goes on where it stopped; a partial that is not (written before a change to the
 * engine) is followed by the whole reply.
 */
export function continuationOf(reply: string, partial: string | null | undefined): string {
  if (!partial) return reply;
  if (reply.startsWith(partial)) return reply.slice(partial.length);
  return `\n\n${reply}`;
}

/** An athlete speaking for themselves: "I'm a keeper", "for me", "on my own". */
const FIRST_PERSON_ATHLETE =
  /\b(?:i'?m an? |i am an? |for me\b|myself\b|on my own\b|by myself\b|solo\b|i (?:play|have|only have|got)\b)/i;

const HOW_TO_TRAIN =
  /\bhow (?:should|do|can|would|does|to) (?:a |an |my |our |the |your )?(?:[a-z-]+ ){0,2}?(?:train|lift|work out|condition|get in shape)\b|\b(?:warm[- ]?up|cool[- ]?down) routine\b|\bgive me (?:a |an )?(?:quick |good )?(?:warm[- ]?up|cool[- ]?down)\b/i;

/** A how-to-train question about an athlete (a position, a season, a goal), or a warm-up asked for. */
function asksHowToTrain(message: string, training: TrainingRequest): boolean {
  if (!HOW_TO_TRAIN.test(message)) return false;
  return (
    training.session?.kind !== undefined ||
    training.position !== undefined ||
    training.season !== undefined ||
    training.emphasis !== undefined ||
    training.goal === 'bulk' ||
    training.goal === 'cut'
  );
}

/**
 * One session for one athlete is the Trainer's, whatever the intent reader called it: a team plan
 * with twelve assumed players would answer someone else's question.
 */
function isSoloSession(mode: CoachRequest['mode'], training: TrainingRequest, message: string): boolean {
  const session = training.session;
  if (session === undefined || session.team || (session.players ?? 1) > 1) return false;
  return mode === 'personalTrainer' || FIRST_PERSON_ATHLETE.test(message);
}

/** An athlete's own target in Trainer mode (a test time, a skill, a body to adapt for) is a program, not a team plan. */
function athleteGoalInTrainer(mode: CoachRequest['mode'], training: TrainingRequest): boolean {
  if (mode !== 'personalTrainer' || training.session?.team === true) return false;
  return [
    training.mark,
    training.fitnessTest,
    training.performanceTarget,
    training.skillGoals,
    training.population,
  ].some((named) => named !== undefined);
}

/**
 * Understands the message, then composes for its intent; the mode only shapes the result.
 * Exported for the question-set test and the quality bench.
 */
export function answer(request: CoachRequest): BuiltinAnswer {
  const { mode, sport, message, profile, now, attempt } = request;
  if (mode === 'quizMaster') return quizModeAnswer(request);
  // "Is the range open tomorrow? And what should I work on with my wedges": the fact gets its honest
  // line, and the coaching asked beside it is still coached.
  const aside = liveFactAside(message);
  if (aside) {
    const coached = answer({ ...request, message: aside.rest });
    const honest = liveFactLine(sport, aside.live) ?? '';
    return { ...coached, text: `${mode === 'gameOnTheLine' ? `- ${honest}` : honest}\n\n${coached.text}` };
  }
  const read = readIntent(understandMessage(sport, mode, message, { today: now }), mode, message);
  const defaults = applyProfile(read.plan, read.training, profile);
  const understanding: Understanding = {
    ...read,
    plan: defaults.plan,
    training: defaults.training,
    situation: situationInProfileUnits(read.situation, profile),
  };
  // A fix or a counter asked in a game state ("serving at 4-5, my kick serve sits up") opens on the
  // numbers read, so the reply shows it was written for that moment.
  const ledBySituation = (reply: string) =>
    mode === 'personalTrainer' ? reply : withProblemLead(mode, understanding, reply, message);
  const trainer: TrainingVoice = {
    weightUnit: read.training.weightUnit ?? profile?.weightUnit ?? 'kg',
    fromProfile: defaults.trainingNotes,
  };
  const about = understanding.sport;
  const answeredSide = sideAnswered(understanding);
  // A hurt player comes before any call, whatever the count or the score. A program asked for
  // (in any mode) is adapted to the injury by the Trainer, which says to see a physio itself.
  // "How should a goalkeeper train in the offseason" reads as a definition to the intent reader, but
  // asks for training: the Trainer answers it in any mode.
  const howToTrain = isKnowledgeIntent(understanding.intent) && asksHowToTrain(message, understanding.training);
  const programAsked = mode === 'personalTrainer' || understanding.intent === 'training' || howToTrain;
  const concern = programAsked ? null : safetyConcernIn(about, message);
  // A skill stat or a technique fault as the Trainer's goal is practised, not lifted for; a fresh
  // injury with the game days away is cared for and tested, not programmed.
  const trainerAnswer = () =>
    (mode === 'personalTrainer'
      ? (acuteInjuryReply(message, understanding.training) ??
        trainerAskReply(about, message, understanding.training) ??
        skillPracticeReply(about, message, understanding.training))
      : undefined) ?? trainerReply(mode, about, understanding.training, trainer);
  // A coaching question no concept of the sport answers (talking with parents, a tournament's
  // workload, a bat's size) is answered from coaching principles before a concept sharing a word
  // with it ("talk" on defense) is taken for its topic, and before the Trainer writes a program.
  const principled =
    concern === null && asksCoachingPrinciple(understanding, message)
      ? principleTopicReply(about, mode, message)
      : null;
  if (principled) return { text: principled, understanding, answeredSide: undefined };
  const limits = concern === null && mode !== 'personalTrainer' && !howToTrain ? ourLimits(about, message) : [];
  if (mode !== 'personalTrainer' && limits.length > 0 && limitAlone(understanding, message))
    return { text: limitReply(mode, limits), understanding, answeredSide: undefined };
  // A choice between named options asked as a knowledge question ("man or zone?") is made, not
  // defined: it goes before the knowledge route and its self-check, which would describe both.
  // Two options named are a choice even when a word in the facts reads as a live question ("a
  // striker who wins everything").
  const choiceRoute = isKnowledgeIntent(understanding.intent) || understanding.intent === 'unknowable';
  const choiceMade =
    concern === null && mode !== 'personalTrainer' && !howToTrain && choiceRoute
      ? choiceAsked(about, message)
      : undefined;
  const choiceTaken =
    choiceMade && (understanding.intent !== 'unknowable' || choiceMade.offered) ? choiceMade : undefined;
  if (choiceTaken && mode !== 'personalTrainer')
    return { text: choiceReply(mode, choiceTaken), understanding, answeredSide: undefined };
  // What the composed reply answers, for the check of its subject against the message's.
  let answered: ReplySubject | undefined;
  const composed = (() => {
    if (concern) return safetyReply(mode, concern);
    switch (understanding.intent) {
      case 'smallTalk':
        return capabilities(about, mode, message);
      case 'unknowable':
        return unknowableReply(about, mode, message);
      case 'offTopic':
        return offTopicReply(about);
      case 'plan':
        if (
          isSoloSession(mode, understanding.training, message) ||
          athleteGoalInTrainer(mode, understanding.training) ||
          (mode === 'personalTrainer' && !namesAGroup(message))
        )
          return trainerAnswer();
        return planReply(about, understanding.plan, defaults.planNotes, mode, understanding.training);
      case 'training':
        return trainerAnswer();
      case 'situation': {
        if (mode === 'personalTrainer') return trainerAnswer();
        // A choice between named options is made from the facts stated, unless a model or the
        // decision notes answer it with one of those options: "Protect the lead (5-4-1)" names
        // neither pressing nor sitting back.
        const chosen = choiceAsked(about, message);
        const decided = adviceFor(understanding.situation, message, profile);
        const fit = decided && engineAnswerFit(about, message, decided.advice);
        if (decided && fit?.fit === 'answers') {
          const modelled = situationReply(mode, understanding.situation, decided, message);
          answered = engineSubject(about, decided.call.tool, decided.advice.recommendation);
          if (chosen && !optionLeading(chosen, splitWhy(modelled).answer)) return choiceReply(mode, chosen);
          return modelled;
        }
        if (fit?.fit === 'forced') return committedCall(mode, understanding, fit, message);
        // No engine answers the decision asked (who takes the last shot, infield in): the coaching
        // notes' committed call when they have one, else how to run what the message names,
        // introduced by the numbers that were read.
        const asked = decisionKindAsked(about, message);
        const committed =
          asked &&
          (committedCallFor(asked, message) ?? (asked.engine === 'none' ? undefined : fallbackCallFor(about, message)));
        // The notes' call stands when it leads with an option and no fact decides, or when it was
        // written for a condition the message states and leads with the option the facts pick. Their
        // usual call is replaced by the choice when stated facts decide, so the reason is the situation's.
        const notesLead = chosen && committed ? optionLeading(chosen, committed.call) : undefined;
        const conditional = committed !== undefined && asked !== undefined && committed.call !== asked.call;
        const notesStand =
          notesLead !== undefined && (chosen?.used.length === 0 || (conditional && notesLead === chosen?.picked));
        if (chosen && !notesStand) return choiceReply(mode, chosen);
        if (committed) {
          answered = decisionSubject(asked);
          const expected = asked.expects && theirMoveFor(understanding.situation, message, asked.expects);
          const lines = {
            call: committed.call,
            because: committed.because,
            expected: expected ? expectation(expected) : undefined,
          };
          const call = committedCall(mode, understanding, lines, message);
          // "Their leadoff man steals every time, what do we do": in Strategic the call leads, and the
          // plan against what they do gives the other options and a drill that practises the answer.
          return mode === 'comprehensiveCoach' && asked.answersTheirs && namesCounterPlan(understanding)
            ? withCounterPlan(
                call,
                knowledgeReply(about, mode, message, { ...understanding, intent: 'counter' }),
                describeSituation(understanding.situation, message).length > 0,
              )
            : mode === 'comprehensiveCoach' && chosen
              ? withChoiceOptions(call, chosen, notesLead)
              : call;
        }
        const asking = { ...understanding, topics: topicsOfTheAsk(about, understanding, message) };
        const known = knowledgeReply(about, mode, message, asking);
        answered = known ? knowledgeSubject(message, asking) : undefined;
        return known
          ? withSituationLead(mode, understanding, known, message)
          : nearestCoachingReply(about, mode, message);
      }
      case 'fix': {
        if (mode === 'personalTrainer') return trainerAnswer();
        const fault = faultFor(about, message);
        const condition = fixConstraint(message);
        const tactical = mode === 'gameOnTheLine';
        answered = fault ? faultSubject(fault) : undefined;
        if (fault) return ledBySituation(withConstraint(faultReply(about, mode, fault), condition, tactical));
        // A fault the notes do not list: how to perform the technique it names, never what it is;
        // a play or a rule sharing a word with the message is no answer to a fault, but one the
        // message names by a whole multi-word name ("our punt coverage") is run better by how it is run.
        const concepts = understanding.topics.filter((hit) => hit.kind === 'concept');
        const techniques = concepts.filter((hit) => hit.entry.kind === 'technique');
        const technique =
          techniques.length > 0
            ? techniques
            : concepts.filter(
                (hit) => hit.entry.kind !== 'rule' && hit.matchedTerms.some((term) => term.includes(' ')),
              );
        if (technique.length === 0) return nearestCoachingReply(about, mode, message);
        const how = knowledgeReply(about, mode, message, { ...understanding, topics: technique, intent: 'execute' });
        answered = how
          ? knowledgeSubject(message, { ...understanding, topics: technique, intent: 'execute' })
          : undefined;
        return how
          ? ledBySituation(withConstraint(how, condition, tactical))
          : nearestCoachingReply(about, mode, message);
      }
      default: {
        if (mode === 'personalTrainer' || howToTrain) return trainerAnswer();
        return knowledgeReply(about, mode, message, understanding) ?? nearestCoachingReply(about, mode, message);
      }
    }
  })();
  const limited =
    understanding.intent === 'situation' && mode !== 'personalTrainer' && limits.length > 0
      ? withLimitNote(mode, composed, limits)
      : composed;
  // A call or a fault is checked for what it answers before it goes: one that states none of the
  // role or object the message asks about (a snapper's fault told on a punt is no go-or-punt call)
  // gives way to the reply that does, or to a question.
  const others = () => subjectAlternatives(mode, understanding, message);
  const text =
    concern || mode === 'personalTrainer' || howToTrain || isKnowledgeIntent(understanding.intent)
      ? limited
      : subjectChecked(about, message, { text: limited, subject: answered }, others).text;
  // A reply from the knowledge base is checked against the message before it goes: another reading
  // (the other side, another sense of the word, another kind of answer) may fit it better, and when
  // none fits well enough the coach asks which was meant.
  if (concern || mode === 'personalTrainer' || howToTrain || !isKnowledgeIntent(understanding.intent)) {
    return { text, understanding, answeredSide };
  }
  const candidates = knowledgeCandidates(mode, message, understanding, text);
  const counterLed = (reply: string) => (understanding.intent === 'counter' ? ledBySituation(reply) : reply);
  if (candidates.length === 0) {
    const own = { text, subject: knowledgeSubject(message, understanding) };
    const subjectSent = subjectChecked(about, message, own, others);
    return { text: counterLed(subjectSent.text), understanding, answeredSide };
  }
  const ranked = checkedReply({ message, understanding }, candidates, attempt ?? 0);
  // The candidate the ranking sends is checked for its subject too: a topic sharing the message's
  // words ("tee", "corner") may still answer another question.
  const rankedTopic = ranked.sent?.topic;
  const subjectSent =
    ranked.sent && rankedTopic
      ? subjectChecked(about, message, { text: ranked.text, subject: topicSubject(rankedTopic) }, others)
      : undefined;
  const checked =
    subjectSent && subjectSent.text !== ranked.text ? { ...ranked, text: subjectSent.text, sent: null } : ranked;
  // Another reading sent instead of the reader's own is written for its own side.
  const sentSide = checked.sent && checked.sent.route !== 'reading' ? checked.sent.side : answeredSide;
  const sent = checked.sent ? counterLed(checked.text) : checked.text;
  return { text: sent, understanding, answeredSide: sentSide, checked };
}

/**
 * The replies that may answer the message in place of one stating none of the subjects it names:
 * the calls its words ask (and a call whose subjects are every one of several it names), the faults it
 * tells, then the topics of its own key terms.
 */
function subjectAlternatives(mode: PersonalityMode, understanding: Understanding, message: string): SubjectCandidate[] {
  if (mode === 'quizMaster' || mode === 'personalTrainer') return [];
  const sport = understanding.sport;
  const asked = subjectsAsked(sport, message);
  const bySubjects =
    asked.length >= 2
      ? DECISIONS[sport].filter(
          (kind) =>
            subjectsStated(sport, asked, decisionSubject(kind)).length === asked.length && kind.subjects.length > 0,
        )
      : [];
  const kinds = [...new Set([...decisionKindsNamed(sport, message), ...bySubjects])];
  const calls = kinds.flatMap((kind): SubjectCandidate[] => {
    const committed = committedCallFor(kind, message);
    if (!committed) return [];
    const lines = { call: committed.call, because: committed.because };
    return [{ subject: decisionSubject(kind), text: () => committedCall(mode, understanding, lines, message) }];
  });
  const faults = faultHitsFor(sport, message).map(({ fault }): SubjectCandidate => ({
    subject: faultSubject(fault),
    text: () => faultReply(sport, mode, fault),
  }));
  const intent = isKnowledgeIntent(understanding.intent) ? understanding.intent : 'execute';
  // The message's topics as the reader ranks them, then every entry its key terms find: a topic the
  // reader's ranking left out for sharing fewer words may be the one that states the subject.
  const text = withDigits(message.toLowerCase());
  const read = topicsOf(sport, text);
  const searched = searchKnowledge(sport, text, { limit: SUBJECT_SEARCH_LIMIT });
  const topics = [...read, ...searched.filter((hit) => !read.some((each) => each.entry.id === hit.entry.id))]
    .filter((hit) => hit.kind === 'concept')
    .map((hit): SubjectCandidate => ({
      subject: topicSubject(hit),
      text: () => knowledgeReply(sport, mode, message, { ...understanding, topics: [hit], intent }),
    }));
  return [...calls, ...faults, ...topics];
}

// Where a message's sentences part: after a stop or a question mark, or before "and"/"but"/"also"
// opening a new question.
const SENTENCE_BREAK =
  /(?<=[?.!;])\s+|,?\s+(?:and|but|also|plus|then)\s+(?=(?:how|what|which|should|can|could|any|give|tell|help)\b)/;

/**
 * A live fact asked in one sentence, beside another sentence asking for coaching: the two parts, so
 * each gets its own answer. Null when the message asks only one of them.
 */
function liveFactAside(message: string): { live: string; rest: string } | null {
  const sentences = message.split(SENTENCE_BREAK).filter((sentence) => sentence.trim().length > 0);
  if (sentences.length < 2) return null;
  const isLive = (sentence: string) => liveFactIn(sentence)?.asked === true;
  const live = sentences.filter(isLive);
  const rest = sentences.filter((sentence) => !isLive(sentence));
  if (live.length === 0 || rest.length === 0 || !rest.some(asksForCoachingIn)) return null;
  return { live: live.join(' '), rest: rest.join(' ') };
}

/**
 * Whether the message may be a coaching-principles question: a knowledge question, or one read as
 * training (the Trainer's mode, or the reader's guess) whose words ask for no program, workout or diet.
 */
function asksCoachingPrinciple(understanding: Understanding, message: string): boolean {
  const { intent } = understanding;
  if (intent === 'training') {
    const { training } = understanding;
    const targets = [
      training.mark,
      training.fitnessTest,
      training.performanceTarget,
      training.skillGoals,
      training.goal,
    ];
    return !asksForTraining(withDigits(message.toLowerCase())) && targets.every((named) => named === undefined);
  }
  return isKnowledgeIntent(intent) && intent !== 'drill';
}

/**
 * A decision named with no numbers reaches the situation route only when the sport has a call for
 * it; a cue of another sport ("aim" in a tennis chat) leaves the message to read as it would without it.
 */
function readIntent(read: Understanding, mode: PersonalityMode, message: string): Understanding {
  // A fact asked outright that changes by the day (the odds, a tee time, whether the course is open)
  // has no answer in the notes, whatever sport word it shares with them.
  if (read.intent !== 'unknowable' && !hasNumbers(read.situation) && liveFactIn(message)?.asked)
    return { ...read, intent: 'unknowable' };
  if (read.intent !== 'execute' && asksHowToPlayTheShot(message, read.topics)) return { ...read, intent: 'execute' };
  const asked = decisionKindAsked(read.sport, message);
  // "Their leadoff guy steals every time, what do we do": a decision asked in the game that the
  // notes hold a committed call for is answered with the call, from our side.
  // A Strategic question that also says what our side lacks ("our best defender is too slow") wants
  // the plan chosen for that limit, which the usual call does not weigh.
  const limited = mode === 'comprehensiveCoach' && ourLimits(read.sport, message).length > 0;
  // So is their move told in a game state ("they double steal every time we have first and third"):
  // the state and the notes' call for that moment answer it before a general plan against the move.
  const answersTheMoment =
    asked !== undefined && (asked.answersTheirs || (!asked.generic && hasNumbers(read.situation)));
  // A Strategic question with no game state and no plan written against their move wants the counter's
  // options and drill, not the one-line call alone; a written plan carries the call inside it.
  const planWanted = mode === 'comprehensiveCoach' && !hasNumbers(read.situation) && !read.topics.some(isCounterPlan);
  if (read.intent === 'counter' && answersTheMoment && committedCallFor(asked, message) && !limited && !planWanted)
    return { ...read, intent: 'situation' };
  // "Should we switch or hedge?", "is it ok to hit at the net man?", "corner coming, zonal or man?"
  // read like a comparison or a definition but ask what to do in the game: the call answers them.
  if (isKnowledgeIntent(read.intent) && asked && committedCallFor(asked, message) && asksToChoose(message))
    return { ...read, intent: 'situation' };
  if (limited) {
    // "How do I beat a net rusher, I can't lob": the limit of our own side reads like a fault and its
    // words name a topic ("my driver is wild"), but the question is the rest of the message, and the
    // limit only shapes its answer.
    const rest = withoutOurLimits(read.sport, message);
    const restTopics = topicsOf(read.sport, rest);
    const topics = restTopics.some((hit) => hit.kind === 'concept') ? restTopics : read.topics;
    const intent =
      read.intent === 'fix'
        ? classifyIntent(withoutCallCues(rest), mode, {
            situationCues: 0,
            hasTopic: topics.length > 0,
            topicIsRule: false,
          })
        : read.intent;
    if (intent === 'counter' || intent === 'execute') return { ...read, intent, topics };
  }
  if (read.intent !== 'situation') return read;
  if (hasNumbers(read.situation)) {
    const problem = problemInPlay(read, mode, message, asked);
    // "3rd and 9, our tackles can't hold up": a limit of our unit sets the scene of the call, and
    // is no technique fault to fix.
    const ourLimit = problem === 'fix' && ourLimits(read.sport, message).length > 0;
    if (problem && !ourLimit) return { ...read, intent: problem };
    // "Runners on first and third: how do we stop their double steal?" asks how to beat what the
    // other side does, with the numbers as its setting: when no call is asked and no engine answers
    // those numbers, the counter answers it from our side.
    const howWe = verbSide(withDigits(message.toLowerCase())) !== undefined;
    if (asked !== undefined || !howWe || engineCallFor(read.situation, message) !== undefined) return read;
    return { ...read, intent: 'counter' };
  }
  if (asked && (asked.engine !== 'none' || committedCallFor(asked, message))) return read;
  const best = read.topics[0];
  const intent = classifyIntent(withoutCallCues(message), mode, {
    situationCues: 0,
    hasTopic: read.topics.length > 0,
    topicIsRule: best?.kind === 'concept' && best.entry.kind === 'rule',
  });
  return { ...read, intent };
}

// Intents whose answer a limit of ours cannot shape: a rule, a drill asked for, a fault to fix, a plan.
const LIMIT_SHAPES = new Set<Understanding['intent']>(['define', 'execute', 'counter', 'compare', 'situation']);

/**
 * Whether a limit of our own side is all the message tells ("our OL is slow, what do we run?"):
 * beside it no concept of the sport, and no decision a model or the notes call for the moment.
 */
function limitAlone(understanding: Understanding, message: string): boolean {
  const sport = understanding.sport;
  // A golfer's or a tennis player's limit is a stroke of their own, asked about with the course or
  // the opponent it must get round: the plan for those, shaped by the limit, answers it.
  if (sport === 'golf' || sport === 'tennis') return false;
  // "Our line can't hold blocks, what's the plan" reads like a fault, but asks for the plan: only
  // words asking to fix or teach the technique make it the fault's.
  const planAsked = understanding.intent === 'fix' && !ASKS_TO_FIX.test(message.toLowerCase());
  if (!LIMIT_SHAPES.has(understanding.intent) && !planAsked) return false;
  const rest = withoutOurLimits(sport, message);
  if (understanding.intent === 'situation') {
    // The limit's own words may name a decision ("our bullpen is gassed"): what else is asked decides.
    const asked = decisionKindAsked(sport, rest);
    if (hasNumbers(understanding.situation) || (asked !== undefined && !asked.generic)) return false;
  }
  const said = new Set(phraseWords(rest).map(phraseRoot));
  // A concept the rest spells out names something asked beside the limit; the verb of asking for a
  // call ("what do we run") and a near-spelling ("gassed" for "passed") name none.
  const names = (term: string) => !ASKING_VERBS.has(term) && (term.includes(' ') || said.has(phraseRoot(term)));
  return !topicsOf(sport, rest).some((hit) => hit.kind === 'concept' && hit.matchedTerms.some(names));
}

const ASKING_VERBS: ReadonlySet<string> = new Set([
  'run',
  'do',
  'call',
  'play',
  'go',
  'try',
  'use',
  'set',
  'set up',
  'line up',
]);
const ASKS_TO_FIX = /\b(?:fix|correct|teach|drill|practi[cs]e|improve|technique|work on|get better)\b/;

const {
  asksHowTheyDiffer: ASKS_HOW_THEY_DIFFER,
  howManyOfOurs: HOW_MANY_OF_OURS,
  sidesNamed: SIDES_NAMED,
} = QUESTION_FORMS;

/** Whether the message asks which option we take: "should we…", or two options put as a question in a game. */
function asksToChoose(message: string): boolean {
  if (asksWhichWeDo(message)) return true;
  const text = withDigits(message.toLowerCase());
  // "How many in our wall", "how many do we send up": a number to choose for our side.
  if (HOW_MANY_OF_OURS.test(text)) return true;
  return (
    /\?\s*$/.test(text) &&
    SIDES_NAMED.test(text) &&
    offeredOptions(text) !== undefined &&
    !ASKS_HOW_THEY_DIFFER.test(text)
  );
}

/**
 * "Up 3 in the 3rd, their nose tackle is eating our center alive, what do we do": the numbers set the
 * scene of a problem that keeps happening in play, and the message asks no decision a model or the
 * notes make. Its numbers alone read it as a game state; read without them it asks for the fix of our
 * fault, or the counter to their edge, which a clock call or a point's importance does not give. A
 * decision named ("do we go for it", "do we foul") keeps the call whatever problem sets its scene, and
 * so does their habit told with no question of what to do about it ("he keeps going to my backhand"
 * at deuce), which the call for the moment answers.
 */
function problemInPlay(
  read: Understanding,
  mode: PersonalityMode,
  message: string,
  asked: ReturnType<typeof decisionKindAsked>,
): 'fix' | 'counter' | undefined {
  if (asked !== undefined && !asked.generic && (asked.engine !== 'none' || committedCallFor(asked, message)))
    return undefined;
  // Options offered ("should I hit a second serve on my first?") are weighed against the model's
  // answer by the situation route, which takes another call when the model's names none of them.
  if (offeredOptions(withDigits(message.toLowerCase())) !== undefined) return undefined;
  const best = read.topics[0];
  const plain = classifyIntent(message, mode, {
    situationCues: 0,
    hasTopic: read.topics.length > 0,
    topicIsRule: best?.kind === 'concept' && best.entry.kind === 'rule',
  });
  if ((plain !== 'fix' && plain !== 'counter') || !tellsAProblem(message)) return undefined;
  const theirs = opponentActs(withDigits(message.toLowerCase()));
  // "Our pitcher keeps leaving his curveball up" reads as a counter by its habit verb, but the habit
  // is our own player's: a fault to fix.
  if (!theirs && (plain === 'fix' || tellsOurHabit(message))) return 'fix';
  return asksWhatToDo(message) || asked?.generic ? 'counter' : undefined;
}

// The score and the clock set the scene of a call. Read as search words they name rules ("8 seconds"
// is the backcourt count, "up 3" the lane's three seconds), never what is asked.
const GAME_STATE =
  /\b(?:up|down|ahead|behind|trailing|leading|losing|winning)(?: by)? \d+(?: points?| goals?| runs?)?\b|\b(?:tied|tie game|all square)\b|\b\d+(?:\.\d+)? ?(?:seconds?|secs?|minutes?|mins?)\b(?: (?:left|to go|remaining))?|\b\d+:\d\d\b/g;

/**
 * The topics of what a situation question asks when no call answers it: read from the message
 * without its score and clock, and the ones its offered options name first ("full court or half
 * court?" after "they just made a free throw" asks about the press, not the free throw).
 */
function topicsOfTheAsk(sport: Sport, understanding: Understanding, message: string): Understanding['topics'] {
  const text = withDigits(message.toLowerCase());
  const rest = text.replace(GAME_STATE, ' ');
  const topics = rest === text ? understanding.topics : topicsOf(sport, rest);
  const clause = offeredOptions(text)?.clause;
  if (clause === undefined) return topics.length > 0 ? topics : understanding.topics;
  const inOptions = (hit: Understanding['topics'][number]) => hit.matchedTerms.some((term) => clause.includes(term));
  const ordered = [...topics.filter(inOptions), ...topics.filter((hit) => !inOptions(hit))];
  return ordered.length > 0 ? ordered : understanding.topics;
}

/** The numbers read, said behind the call: a Tactical bullet is spent on a call, never on a restatement. */
function readBack(understanding: Understanding, message: string): string {
  const read = describeSituation(understanding.situation, message);
  return read.length > 0 ? `Read: ${read}.` : '';
}

function withSituationLead(
  mode: 'gameOnTheLine' | 'comprehensiveCoach',
  understanding: Understanding,
  reply: string,
  message: string,
): string {
  const read = describeSituation(understanding.situation, message);
  if (read.length === 0) return reply;
  if (mode === 'gameOnTheLine') {
    // Every bullet carries a call: the numbers read open the first one when it stays a glance long.
    const bullets = reply.startsWith('- ') ? reply.split('\n').slice(0, 3) : [`- ${reply}`];
    const [first = '', ...rest] = bullets;
    const opened = `- ${read.charAt(0).toUpperCase()}${read.slice(1)}: ${first.slice(2)}`;
    const fits = opened.slice(2).split(/\s+/).filter(Boolean).length <= DECISION_LINE_MAX_WORDS;
    const lines = [fits ? opened : first, ...rest];
    return lines.length === 1 ? lines[0]!.slice(2) : lines.join('\n');
  }
  const lead = `${read.charAt(0).toUpperCase()}${read.slice(1)}.`;
  return reply.replace('### Situation\n\n', `### Situation\n\n${lead} `);
}

/**
 * A fix or a counter opened by the numbers read: in Tactical they open its first line when it stays a
 * glance long, a label kept after them ("Off the tee, likely cause: …"), and every other line stays.
 */
function withProblemLead(
  mode: 'gameOnTheLine' | 'comprehensiveCoach',
  understanding: Understanding,
  reply: string,
  message: string,
): string {
  const read = describeSituation(faultScene(understanding), message);
  if (read.length === 0) return reply;
  const said = `${read.charAt(0).toUpperCase()}${read.slice(1)}`;
  if (mode === 'comprehensiveCoach')
    return reply.includes('### Situation\n\n')
      ? withSituationLead(mode, understanding, reply, message)
      : `Read: ${read}.\n\n${reply}`;
  const [first = '', ...rest] = reply.split('\n');
  const bullet = first.startsWith('- ') ? '- ' : '';
  const line = first.slice(bullet.length);
  const opened = LABELLED_LINE.test(line)
    ? `${said}, ${line.charAt(0).toLowerCase()}${line.slice(1)}`
    : `${said}: ${line}`;
  if (opened.split(/\s+/).filter(Boolean).length > DECISION_LINE_MAX_WORDS) return reply;
  return [`${bullet}${opened}`, ...rest].join('\n');
}

/**
 * The scene a reply is opened with. A fault told is our own player's, so "her serve keeps finding the
 * net" is our serve, whatever the pronoun reads as: the returner's side is never said of it.
 */
function faultScene({ intent, situation }: Understanding): Understanding['situation'] {
  if (intent !== 'fix' || situation.sport !== 'tennis' || situation.state.serving !== false) return situation;
  return { ...situation, state: { ...situation.state, serving: undefined } };
}

// A line that names what it gives before a colon: "Likely cause: …", "Fix: …".
const LABELLED_LINE = /^[A-Z][a-z]+(?: [a-z]+){0,2}: /;

/** What the other side will most likely do, in the engine's figures run for them. */
function expectation({ advice }: SituationAdvice): { full: string; glance: string } {
  const figures = advice.options.map((option) => `${option.name.toLowerCase()} ${optionFigure(option)}`).join('; ');
  const line = decisionLine(advice);
  return {
    full: `Most likely from them: ${advice.recommendation.toLowerCase()} — for them the model gives ${figures}.`,
    glance: `Most likely from them: ${line.charAt(0).toLowerCase()}${line.slice(1)} (their odds).`,
  };
}

interface CommittedLines {
  call: string;
  because: string;
  /** What the other side will most likely do, when the decision is theirs. */
  expected?: { full: string; glance: string } | undefined;
}

/** A decision no engine answers, with the notes' committed call first and its reasons after. */
function committedCall(
  mode: 'gameOnTheLine' | 'comprehensiveCoach',
  understanding: Understanding,
  { call, because, expected }: CommittedLines,
  message: string,
): string {
  const read = readBack(understanding, message);
  // A player's line stated for tonight ("0-for-8") is weighed beside the call, never passed over.
  const form = formNote(understanding.sport, parseConditions(message));
  if (mode === 'gameOnTheLine') {
    // The call; behind it what they will do, the first reason and the numbers read, as short bullets.
    const [first = because] = because.split(/(?<=\.)\s+(?=[A-Z])/);
    // Two bullets at most; what the other side will likely do follows them as a line of its own.
    const bullets = [glance(first), read, ...(form ? [form] : [])].filter((bullet) => bullet.length > 0);
    return withWhy(
      call,
      [...bullets.map((bullet) => `- ${bullet}`), ...(expected ? ['', expected.glance] : [])].join('\n'),
    );
  }
  const situation = describeSituation(understanding.situation, message);
  return [
    '### Situation',
    '',
    situation.length > 0
      ? `${situation.charAt(0).toUpperCase()}${situation.slice(1)}.`
      : 'No numbers given: the usual call.',
    '',
    '### Recommendation',
    '',
    `**${call}**`,
    '',
    because,
    ...(form ? ['', form] : []),
    ...(expected ? ['', '### What they will likely do', '', expected.full] : []),
  ].join('\n');
}

/**
 * Whether the message names a plan against their problem by one of its names whole ("steals every
 * time", "shooter"), not by words scattered over several ("wide", "court", "return").
 */
function namesCounterPlan(understanding: Understanding): boolean {
  const hit = understanding.topics.find((topic) => topic.kind === 'concept');
  if (hit?.kind !== 'concept' || hit.entry.counters === undefined) return false;
  const names = new Set(hit.entry.keywords.map((keyword) => keyword.toLowerCase()));
  return hit.matchedTerms.some((term) => term.includes(' ') || names.has(term));
}

/** A section of a Strategic reply, heading to the next heading, or nothing when it has none. */
function replySection(reply: string, heading: RegExp): string | undefined {
  const sections = reply.split(/\n(?=### )/);
  return sections.find((section) => heading.test(section.split('\n')[0] ?? ''))?.trim();
}

/**
 * The call as the recommendation, inside the plan against what they do: the plan's situation says our
 * side and their problem where the call has only the numbers read, and its options and drill go round it.
 */
function withCounterPlan(call: string, plan: string | undefined, numbersRead: boolean): string {
  if (!plan) return call;
  const planSituation = replySection(plan, /^### Situation/);
  const options = replySection(plan, /^### Options/);
  const drill = replySection(plan, /^### Drill/);
  if (!planSituation || !options || !drill || /### (?:Options|Drill)/.test(call)) return call;
  const [callSituation, ...rest] = call.split(/\n(?=### Recommendation)/);
  const situation = numbersRead ? callSituation?.trim() : planSituation;
  return [situation, options, ...rest.map((part) => part.trim()), drill].join('\n\n');
}

function sideAnswered(understanding: Understanding): Side | undefined {
  if (understanding.intent !== 'counter') return undefined;
  const concept = understanding.topics.find((hit) => hit.kind === 'concept');
  if (concept?.kind !== 'concept') return understanding.side.side;
  return userSideFor(understanding.side, concept.entry);
}

/**
 * Quiz mode hands the coach what is neither an answer nor a quiz asked for: a coaching question or
 * a live fact gets the answer it gets in any mode; only a greeting gets the note on how to play.
 */
function quizModeAnswer(request: CoachRequest): BuiltinAnswer {
  const coached = answer({ ...request, mode: 'comprehensiveCoach' });
  if (coached.understanding?.intent !== 'smallTalk') return coached;
  return { text: quizNote(request.sport), understanding: undefined, answeredSide: undefined };
}

function quizNote(sport: Sport): string {
  const label = SPORT_LABELS[sport];
  return `Quiz Master asks the questions here: press **Start Quiz**, or type "Start a new quiz about ${label}", then answer each question with A, B, C or D. Ask for "true or false", "short answer" or "all at once with the answers at the end" to play it another way.`;
}

/** Splits the reply into pieces of a few words; concatenated they give back the exact text. */
function chunksOf(text: string): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let start = 0; start < words.length; start += WORDS_PER_CHUNK) {
    chunks.push(words.slice(start, start + WORDS_PER_CHUNK).join(''));
  }
  return chunks;
}

/** Resolves after `ms`, or at once when the signal aborts, so a cancelled reply stops promptly. */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise(function wait(resolve) {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

function pickQuizQuestion({ sport, asked, topic, signal }: QuizQuestionRequest): QuizQuestionReply {
  signal?.throwIfAborted();
  const bank = knowledgeOf(sport).quiz;
  const askedTexts = new Set(asked);
  const fresh = bank.filter((question) => !askedTexts.has(question.question));
  // Once every question has been asked the quiz starts over rather than failing.
  const pool = fresh.length > 0 ? fresh : bank;
  if (pool.length === 0) throw new CoachError('unavailable', `The ${sport} quiz bank is empty`);
  const seeded = pickBySeed(pool, hash(`${asked.length}\n${asked.join('\n')}`));
  if (!topic) return seeded;
  // The topic's own questions first, best first, then the closest ones; the rest only when nothing
  // in the bank comes near it.
  const open = new Set(pool);
  const best = quizQuestionsOn(sport, topic).find((ranked) => open.has(ranked.question));
  if (best?.onTopic) return { ...best.question, onTopic: true };
  // The bank has nothing (left) on the topic: a question written from the concept's own notes keeps
  // the quiz on what the player asked for, before anything merely near it.
  const concept = conceptForTopic(sport, topic);
  const written = concept
    ? questionsFromConcept(sport, concept).filter((question) => !askedTexts.has(question.question))
    : [];
  if (written.length > 0) return { ...pickBySeed(written, hash(`${topic}\n${asked.length}`)), onTopic: true };
  return best ? { ...best.question, onTopic: false } : { ...seeded, onTopic: false };
}
