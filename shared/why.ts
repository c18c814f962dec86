// A decision's reply is its call, then a "Why?" paragraph with the model, its inputs and its
// source. A person sees the call; the app folds the Why? behind a disclosure, and plain-text clients
// read it as the paragraph it is.

const WHY = '\n\nWhy? ';

/** The call followed by its Why?. */
export function withWhy(answer: string, why: string): string {
  return `${answer.trim()}${WHY}${why.trim()}`;
}

/** A reply split into what answers the question and the Why? behind it, if it has one. */
export function splitWhy(text: string): { answer: string; why: string | null } {
  const at = text.indexOf(WHY);
  if (at < 0) return { answer: text, why: null };
  return { answer: text.slice(0, at), why: text.slice(at + WHY.length).trim() };
}
