import { SPORT_LABELS } from '../../../../shared/constants';
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
    if (!message.content.trim()) continue;
    const who = message.role === 'user' ? 'You' : 'Coach';
    lines.push('', `## ${who} · ${new Date(message.timestamp).toISOString()}`, '', message.content.trim());
  }
  return `${lines.join('\n')}\n`;
}
