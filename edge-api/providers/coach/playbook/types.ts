import type { QuizLetter, Sport } from '../../../../shared/constants';

/**
 * One entry of a sport's knowledge base. The built-in coach ranks entries against the user's
 * question (BM25 over keywords, title and text) and shapes a reply from the best matches.
 */
export interface PlaybookEntry {
  /** kebab-case, unique within the sport, e.g. 'cover-2'. */
  id: string;
  title: string;
  /** 4–10 lowercase search terms a user might type (synonyms, abbreviations, plural forms). */
  keywords: string[];
  /** The Tactical answer: one sentence of at most 15 words, naming the entry's key term. */
  short: string;
  /** 2–4 sentences of coaching explanation. */
  detail: string;
  /** 3 bullets of at most 12 words each: what to do or watch for. */
  keyPoints: [string, string, string];
  /**
   * For plays, formations and decision sequences: 3–6 step labels (each at most 6 words, plain
   * letters, digits and spaces only) drawn as a mermaid flowchart in Strategic replies.
   */
  flow?: string[];
}

export interface Drill {
  id: string;
  title: string;
  keywords: string[];
  /** What the drill builds, one sentence of at most 15 words. */
  short: string;
  /** 3–5 numbered-in-order instructions. */
  steps: string[];
  /** e.g. '10 minutes', '3 x 8 reps'. */
  duration: string;
}

export interface Tip {
  id: string;
  title: string;
  keywords: string[];
  /** One sentence of at most 15 words. */
  short: string;
  detail: string;
}

export type ExerciseFocus = 'strength' | 'power' | 'speed' | 'conditioning' | 'mobility' | 'skill';

export interface Exercise {
  name: string;
  focus: ExerciseFocus;
  sets: number;
  /** e.g. '8', '30 s', '5 each side'. */
  reps: string;
  restSeconds: number;
}

export interface SportPlaybook {
  sport: Sport;
  /** At least 30: positions, formations, plays, rules, techniques. */
  concepts: PlaybookEntry[];
  /** At least 15. */
  drills: Drill[];
  /** At least 15. */
  tips: Tip[];
  /** At least 14, covering every ExerciseFocus, used by Trainer mode programs. */
  exercises: Exercise[];
}

export interface QuizBankQuestion {
  question: string;
  options: [string, string, string, string];
  correct: QuizLetter;
  /** One or two sentences saying why the correct option is right. */
  explanation: string;
}
