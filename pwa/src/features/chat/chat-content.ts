import { SPORT_LABELS, type PersonalityMode, type Sport } from '../../../../shared/constants';

export interface ModeInfo {
  id: PersonalityMode;
  title: string;
  shortDescription: string;
  longDescription: string;
}

export const MODES: ModeInfo[] = [
  {
    id: 'gameOnTheLine',
    title: 'Tactical Mode',
    shortDescription: 'Quick, sideline-ready calls',
    longDescription:
      'Answers you can use between plays: at most 15 words for a simple question, two or three bullets for a complex one. Built for the sideline, the dugout and the changeover.',
  },
  {
    id: 'comprehensiveCoach',
    title: 'Strategic Mode',
    shortDescription: 'In-depth analysis and game plans',
    longDescription:
      'A full breakdown: the situation, your options, a recommendation and a drill to practise it — with a diagram of the play or decision when it helps.',
  },
  {
    id: 'quizMaster',
    title: 'Quiz Mode',
    shortDescription: 'Test your knowledge, earn points',
    longDescription:
      'An interactive quiz with four options per question. Each correct answer is worth 10 points, streaks build your level, and the leaderboard shows where you stand.',
  },
  {
    id: 'personalTrainer',
    title: 'Trainer Mode',
    shortDescription: 'Training programs and nutrition',
    longDescription:
      'Week-by-week programs with sets, reps and rest, plus a nutrition plan whose calories and macros follow your weight, goal and training days.',
  },
];

export const modeInfo = (mode: PersonalityMode): ModeInfo => MODES.find((candidate) => candidate.id === mode)!;

export function greeting(mode: PersonalityMode, sport: Sport): string {
  const label = SPORT_LABELS[sport].toLowerCase();
  switch (mode) {
    case 'gameOnTheLine':
      return `Tactical Mode, ${label}. Ask me anything — I'll keep it short enough to use on the next play.`;
    case 'comprehensiveCoach':
      return `Strategic Mode, ${label}. Describe the situation and I'll break down your options, recommend a plan and give you a drill to practise it.`;
    case 'quizMaster':
      return `Quiz Mode, ${label}. Press Start Quiz when you're ready — 10 points for every correct answer.`;
    case 'personalTrainer':
      return `Trainer Mode, ${label}. Tell me your weight, goal and how many days a week you can train, and I'll build your program and nutrition plan.`;
  }
}

export function placeholderFor(sport: Sport): string {
  return `Ask about ${SPORT_LABELS[sport].toLowerCase()} tactics, plays or training...`;
}

/** The empty chat's four starters: explain a concept, analyze a topic, three tips, a rules quiz. */
export function startersFor(sport: Sport): string[] {
  const topic: Record<Sport, [string, string]> = {
    football: ['the Cover 2 defense', 'how to beat a blitz'],
    basketball: ['the pick and roll', 'how to break a full-court press'],
    soccer: ['the 4-3-3 formation', 'how to break a high press'],
    baseball: ['the hit and run', 'pitch sequencing with two strikes'],
    golf: ['course management', 'how to escape a greenside bunker'],
    tennis: ['the split step', 'how to return a big serve'],
  };
  const [concept, analysis] = topic[sport];
  const label = SPORT_LABELS[sport].toLowerCase();
  return [
    `Explain ${concept}`,
    `Analyze ${analysis}`,
    `Give me 3 tips to improve at ${label}`,
    `Quiz me on ${label} rules`,
  ];
}

export interface SuggestionGroup {
  name: 'Strategy' | 'Tactics' | 'Analysis';
  prompts: string[];
}

const SUGGESTIONS: Record<Sport, string[]> = {
  football: [
    'How do I build a game plan against a 3-4 defense?',
    'When should we go for it on fourth down?',
    'What is the best two-minute drill strategy?',
    'How do I beat Cover 2 with play action?',
    'What run plays work against an eight-man box?',
    'How should my linebackers read an RPO?',
    'Break down the West Coast offense',
    'Analyze the strengths of a zone blitz',
  ],
  basketball: [
    'How do I build an offense around a dominant center?',
    'When should we switch from man to a zone?',
    'What is the best end-of-game strategy when down 3?',
    'How do I run a pick and roll against a drop coverage?',
    'How do we break a full-court press?',
    'How should we defend a great three-point shooter?',
    'Break down the motion offense',
    'Analyze the strengths of a 2-3 zone',
  ],
  soccer: [
    'How do I set up a team to counterattack?',
    'When should we switch to a back three?',
    'How do we protect a one-goal lead?',
    'How do I break a high press from the back?',
    'How should wingers combine with overlapping full-backs?',
    'How do we defend corners: zonal or man-marking?',
    'Break down the 4-3-3 formation',
    'Analyze the strengths of gegenpressing',
  ],
  baseball: [
    'How do I build a lineup for a small-ball team?',
    'When should we intentionally walk a hitter?',
    'How should I manage a bullpen in a close game?',
    'How do we defend a bunt with runners on first and second?',
    'When is the hit and run the right call?',
    'How should a pitcher attack a hitter with two strikes?',
    'Break down a defensive shift',
    'Analyze the value of a stolen base',
  ],
  golf: [
    'How do I plan my round on a tight course?',
    'When should I lay up instead of going for the green?',
    'How do I play well under pressure on the back nine?',
    'How do I hit a knockdown shot into the wind?',
    'How should I read a fast downhill putt?',
    'How do I escape a plugged bunker lie?',
    'Break down a consistent pre-shot routine',
    'Analyze how to lower my handicap by 5 strokes',
  ],
  tennis: [
    'How do I build a game plan against a baseliner?',
    'When should I serve and volley?',
    'How do I stay calm in a tiebreak?',
    'How do I return a heavy topspin serve?',
    'How should we position in doubles at the net?',
    'How do I attack a weak backhand?',
    'Break down the one-two punch pattern',
    'Analyze the strengths of a slice serve',
  ],
};

/** Eight prompts in three groups: Strategy (first 3), Tactics (next 3), Analysis (last 2). */
export function suggestionGroups(sport: Sport): SuggestionGroup[] {
  const prompts = SUGGESTIONS[sport];
  return [
    { name: 'Strategy', prompts: prompts.slice(0, 3) },
    { name: 'Tactics', prompts: prompts.slice(3, 6) },
    { name: 'Analysis', prompts: prompts.slice(6, 8) },
  ];
}

/** SPEC §2: on phones a chip shows at most 28 characters plus an ellipsis. */
export function truncateChip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
