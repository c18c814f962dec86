import { SPORT_LABELS } from '../../../../shared/constants';
import { readableReply } from '../../../../shared/reply-text';
import type { LocalMessage, LocalSession } from '../../local/database';
import { modeInfo } from './chat-content';

/** A chat as a Markdown file: title, sport and mode, then each message with its role and time. */
export function chatMarkdown(session: LocalSession, messages: LocalMessage[]): string {
  const lines = [
    `# ${session.title || 'New Chat'}`,
    '',
    `${SPORT_LABELS[session.sport]} · ${modeInfo(session.mode).title}`,
  ];
  for (const message of messages) {
    // A practice plan's data block is for the app, not for the reader of the file.
    const text = message.role === 'assistant' ? readableReply(message.content) : message.content.trim();
    if (!text) continue;
    const who = message.role === 'user' ? 'You' : 'Coach';
    lines.push('', `## ${who} · ${new Date(message.timestamp).toISOString()}`, '', text);
  }
  return `${lines.join('\n')}\n`;
}
