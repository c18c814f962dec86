import { useSelector } from '@xstate/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { PersonalityMode, Sport } from '../../../../shared/constants';
import { browserFingerprint } from '../../browser-store';
import { chatList } from '../../local/chat-list';
import { exchangeStore } from '../../local/exchange-store';
import { chatPath, ROUTES } from '../../paths';
import type { ChatMachine } from './chat.machine';
import { fetchHistory } from './chat.api';

/** Whether the address's chat is on screen, being looked up, or not one this person can open. */
export type ChatAddressStatus = 'open' | 'opening' | 'missing';

/**
 * What a history search leaves in the address's state: the message that matched. Read by hand:
 * this runs at first paint, which zod stays out of (its schemas load with the first API call).
 */
function messageKeyIn(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('messageKey' in state)) return null;
  const key = state.messageKey;
  return typeof key === 'string' && key.length > 0 && key.length <= 200 ? key : null;
}

/**
 * The chat behind an address: this browser's copy of one of the owner's chats, else the
 * server's (a chat from another device not synced here yet). The server answers an empty list
 * for a chat that is not the reader's, exactly as for one that does not exist, so both read as
 * missing; so does any chat while offline that this browser does not hold.
 */
async function findChat(
  sessionId: string,
  ownerKey: string,
  token: string | null,
): Promise<{ mode: PersonalityMode; sport: Sport } | null> {
  const here = await chatList.chatOf(sessionId, ownerKey);
  if (here) return { mode: here.mode, sport: here.sport };
  // Held here but not as one of this reader's chats: someone else's, or one being deleted, which
  // the server may still answer for until its undo time is over.
  if (await chatList.holds(sessionId)) return null;
  const messages = await fetchHistory(sessionId, token, browserFingerprint()).catch(() => []);
  const first = messages[0];
  if (!first) return null;
  await exchangeStore.merge(messages);
  return { mode: first.personalityMode, sport: first.sportType };
}

/**
 * Keeps the address and the open chat in step. `/c/:sessionId` opens that chat (Back and
 * Forward included); `/` is the current chat until it is stored, then takes its address; a new
 * chat (New chat, a mode or sport change) goes back to `/`, and arriving at `/` from a chat
 * starts one. `openChat` is how the rest of the screen opens a chat: through its address.
 */
export function useChatAddress(chat: ActorRefFrom<ChatMachine>, ownerKey: string, token: string | null) {
  const { sessionId: routeId = null } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const sessionId = useSelector(chat, (s) => s.context.sessionId);
  const ready = useSelector(chat, (s) => s.matches('ready'));
  const [missing, setMissing] = useState<string | null>(null);

  // The address names another chat: look it up, then open it (or say it is missing).
  useEffect(() => {
    if (!ready || routeId === null || routeId === chat.getSnapshot().context.sessionId) return;
    let current = true;
    void findChat(routeId, ownerKey, token).then((found) => {
      if (!current) return;
      if (found) chat.send({ type: 'session.open', sessionId: routeId, ...found });
      else setMissing(routeId);
    });
    return () => {
      current = false;
    };
  }, [chat, ready, routeId, ownerKey, token]);

  // The chat moved on by itself (New chat, a mode or sport change, signing out): the new chat
  // has no address until it is stored.
  const previous = useRef(sessionId);
  useEffect(() => {
    const before = previous.current;
    previous.current = sessionId;
    if (before && before !== sessionId && routeId !== null && routeId !== sessionId) void navigate(ROUTES.home);
  }, [sessionId, routeId, navigate]);

  // Arriving at `/` from the chat on screen (the logo, Back or Forward) starts a new chat.
  const lastRoute = useRef(routeId);
  useEffect(() => {
    const cameFrom = lastRoute.current;
    lastRoute.current = routeId;
    if (routeId === null && cameFrom !== null && chat.getSnapshot().context.sessionId === cameFrom)
      chat.send({ type: 'session.new' });
  }, [chat, routeId]);

  // At `/`, the chat takes its address once it is stored (its first message), in place of `/`.
  const stored = useLiveQuery(
    async () => ((await chatList.chatOf(sessionId, ownerKey)) ? sessionId : null),
    [sessionId, ownerKey],
  );
  useEffect(() => {
    if (routeId === null && stored && stored === chat.getSnapshot().context.sessionId)
      void navigate(chatPath(stored), { replace: true });
  }, [chat, routeId, stored, navigate]);

  const status: ChatAddressStatus =
    routeId === null || routeId === sessionId ? 'open' : missing === routeId ? 'missing' : 'opening';
  const messageKey = messageKeyIn(location.state);
  return {
    status,
    /** The message a history search opened the chat at, with the navigation's key. */
    focus: messageKey !== null && status === 'open' ? { messageKey, at: location.key } : null,
    openChat: (target: string, messageKey?: string) =>
      void navigate(chatPath(target), messageKey ? { state: { messageKey } } : undefined),
  };
}
