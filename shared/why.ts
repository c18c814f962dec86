// A decision's reply is its call, then a short "Why?": in Tactical two bullets (the deciding figure,
// the numbers read), in the committed calls a few sentences. A person sees the call; the app folds
// the Why? behind a disclosure, and plain-text clients read it as the few lines it is.

const WHY = '\n\nWhy? ';

/** The call followed by its Why?. */
export function withWhy(answer: string, why: string): string {
  // A Why? of bullets starts on its own line, so Markdown and a plain reader both see a list.
  const body = why.trim();
  return `${answer.trim()}${WHY}${body.startsWith('- ') ? '\n' : ''}${body}`;
}

/** A reply split into what answers the question and the Why? behind it, if it has one. */
export function splitWhy(text: string): { answer: string; why: string | null } {
  const at = text.indexOf(WHY);
  if (at < 0) return { answer: text, why: null };
  return { answer: text.slice(0, at), why: text.slice(at + WHY.length).trim() };
}
