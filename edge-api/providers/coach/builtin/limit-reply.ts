import { splitWhy, withWhy } from '../../../../shared/why';
import { limitMoves, limitNames, type OurLimit } from './our-limits';
import { numbered, tacticalBullets } from './reply-text';

type CallMode = 'gameOnTheLine' | 'comprehensiveCoach';

// "Our OL is slow, what do we run?", "our bullpen is gassed": a limit of our own side told with no
// opponent's tool or play beside it asks how we adapt our plan to it, which the limit's own answer
// gives; any concept sharing its words ("guards", "line") would answer how to use or beat that player.

/** The plan adapted to what our side lacks today, said as the call. */
export function limitReply(mode: CallMode, limits: readonly OurLimit[]): string {
  const [first, ...others] = limits;
  if (!first) return '';
  if (mode === 'gameOnTheLine')
    return withWhy(
      tacticalBullets(limitMoves(first)),
      [
        `- Built for ${first.name}: ${first.because}`,
        ...others.map((limit) => `- With ${limit.name}: ${limit.option}`),
      ].join('\n'),
    );
  return [
    '### Situation',
    '',
    `Your side today: ${limitNames(limits)}. The plan is chosen for what your players can do, not the usual call.`,
    '',
    '### Options',
    '',
    ...numbered([...limitMoves(first), ...others.map((limit) => `**For ${limit.name}:** ${limit.option}`)]),
    '',
    '### Recommendation',
    '',
    `**${first.option}**`,
    '',
    `Chosen because ${first.because}`,
  ].join('\n');
}

/**
 * A call for the moment with a limit of ours stated beside it ("our line can't hold blocks, 2nd and
 * 8"): the call stands on the numbers, and how to run it with the limit is said with its reasons.
 */
export function withLimitNote(mode: CallMode, reply: string, limits: readonly OurLimit[]): string {
  const [first] = limits;
  if (!first) return reply;
  if (mode === 'gameOnTheLine') {
    const { answer, why } = splitWhy(reply);
    const note = `- With ${first.name}: ${limitMoves(first)
      .slice(0, 2)
      .map((move) => move.replace(/\.$/, '').toLowerCase())
      .join('; ')}.`;
    if (why === null) return withWhy(answer, note);
    // Beside the other bullets, ahead of the line on the model and its assumptions.
    const lines = why.split('\n');
    const end = lines.findIndex((line, index) => index > 0 && !line.startsWith('- '));
    const at = end < 0 ? lines.length : end;
    return withWhy(answer, [...lines.slice(0, at), note, ...lines.slice(at)].join('\n'));
  }
  const note = `**With ${first.name}:** ${first.option} Chosen because ${first.because}`;
  const drill = reply.indexOf('\n### Drill');
  return drill < 0 ? `${reply}\n\n${note}` : `${reply.slice(0, drill)}\n\n${note}\n${reply.slice(drill)}`;
}
