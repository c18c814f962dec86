import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useEffect, useState } from 'react';
import type { LocalMessage, LocalSession } from '../../local/database';
import { exchangeStore } from '../../local/exchange-store';
import { downloadText, fileNameOf } from '../../ui/download';
import { DownloadIcon, PrinterIcon } from '../../ui/icons';
import { branchOf } from './branches';
import { chatMarkdown } from './chat-markdown';
import { ChatPrintSheet } from './chat-print-sheet';
import { Tooltip } from '../../ui/tooltip';

const MENU_ITEM = 'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm text-ink data-[focus]:bg-surface-2';

/** The chat as it reads on screen: the picked version of each message, not every branch. */
const shownMessages = (sessionId: string) =>
  exchangeStore.messagesOf(sessionId).then((messages) => branchOf(messages).shown);

/** Export a chat: its Markdown as a download, or Print with the chat's own print sheet. */
export function ChatExportButton({ session, className }: { session: LocalSession; className: string }) {
  const [printing, setPrinting] = useState<LocalMessage[] | null>(null);
  const title = session.title || 'New Chat';
  useEffect(() => {
    if (!printing) return;
    // The sheet is in the page before the print dialog takes its picture.
    const frame = requestAnimationFrame(() => window.print());
    return () => cancelAnimationFrame(frame);
  }, [printing]);
  return (
    <>
      <Menu as="div" className="relative">
        <Tooltip>
          <MenuButton className={className} aria-label={`Export chat: ${title}`}>
            <DownloadIcon className="size-4" />
          </MenuButton>
        </Tooltip>
        <MenuItems
          anchor="bottom end"
          className="z-[60] mt-1 w-52 rounded-xl border border-line bg-surface-1 p-1.5 shadow-xl shadow-black/40 focus:outline-none"
        >
          <MenuItem>
            <button
              type="button"
              className={MENU_ITEM}
              onClick={() =>
                void shownMessages(session.sessionId).then((messages) =>
                  downloadText(fileNameOf(title, 'md', 'chat'), chatMarkdown(session, messages), 'text/markdown'),
                )
              }
            >
              <DownloadIcon className="size-4" /> Export Markdown
            </button>
          </MenuItem>
          <MenuItem>
            <button
              type="button"
              className={MENU_ITEM}
              onClick={() => void shownMessages(session.sessionId).then(setPrinting)}
            >
              <PrinterIcon className="size-4" /> Print
            </button>
          </MenuItem>
        </MenuItems>
      </Menu>
      {printing && <ChatPrintSheet chat={session} messages={printing} kind="exported" />}
    </>
  );
}
