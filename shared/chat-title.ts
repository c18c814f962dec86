export const CHAT_TITLE_MAX_LENGTH = 60;

/**
 * A chat is titled after its first message, on one line. The server stores this title and the
 * browser shows the same one before the server answers, so a longer message is cut to fit with an
 * ellipsis in both places.
 */
export function chatTitleFrom(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > CHAT_TITLE_MAX_LENGTH ? `${oneLine.slice(0, CHAT_TITLE_MAX_LENGTH - 1)}…` : oneLine;
}
