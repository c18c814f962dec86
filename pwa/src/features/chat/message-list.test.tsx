import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { LocalMessage } from '../../local/database';
import { MessageBubble } from './message-bubble';
import { MESSAGE_PAGE, MessageList } from './message-list';

function chat(count: number): LocalMessage[] {
  return Array.from({ length: count }, (_, index) => ({
    key: `m${index}`,
    sessionId: 'long-chat',
    role: index % 2 === 0 ? 'user' : 'assistant',
    content: index % 2 === 0 ? `Question ${index}` : `**Answer ${index}:** attack the seams.`,
    timestamp: 1_000 + index,
    status: 'complete',
    serverId: null,
    clientMessageId: null,
    mode: 'gameOnTheLine',
    sport: 'football',
  }));
}

const list = (messages: LocalMessage[], openAt?: string) => (
  <MessageList
    messages={messages}
    busy={false}
    openAt={openAt}
    intro={<p>Welcome to the chat</p>}
    renderMessage={(message) => (
      <div key={message.key} id={`message-${message.key}`}>
        <MessageBubble author={message.role} content={message.content} />
      </div>
    )}
  />
);

const renderList = (messages: LocalMessage[]) => render(list(messages));

const bubbles = (container: HTMLElement) =>
  container.querySelectorAll('[data-testid="message-user"], [data-testid="message-assistant"]');

afterEach(() => vi.unstubAllGlobals());

describe('the message list', () => {
  it('opens a 10,000-message chat on its newest page, ending with the last message', () => {
    const { container } = renderList(chat(10_000));
    expect(bubbles(container)).toHaveLength(MESSAGE_PAGE);
    expect(container.querySelector('#message-m9999')).toHaveTextContent('Answer 9999');
    expect(container.querySelector(`#message-m${10_000 - MESSAGE_PAGE - 1}`)).toBeNull();
    expect(screen.queryByText('Welcome to the chat')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show earlier messages' })).toBeInTheDocument();
  });

  it('opened at an older message, shows it and everything after it, and brings it into view', () => {
    // jsdom has no scrollIntoView: record which element was brought into view.
    const scrolled: Element[] = [];
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    onTestFinished(() => {
      Element.prototype.scrollIntoView = scrollIntoView;
    });
    // The chat's messages arrive after the list has mounted, as they load from the store.
    const { container, rerender } = render(list([], 'm100'));
    rerender(list(chat(1_000), 'm100'));
    expect(container.querySelector('#message-m99')).toBeNull();
    expect(container.querySelector('#message-m100')).toHaveTextContent('Question 100');
    expect(container.querySelector('#message-m999')).toHaveTextContent('Answer 999');
    expect(scrolled).toEqual([container.querySelector('#message-m100')]);
  });

  it('shows a short chat whole, under its intro', () => {
    const { container } = renderList(chat(6));
    expect(bubbles(container)).toHaveLength(6);
    expect(screen.getByText('Welcome to the chat')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
  });

  it('reveals older messages a page at a time, in order, down to the intro', async () => {
    const total = MESSAGE_PAGE * 2 + 10;
    const { container } = renderList(chat(total));
    await userEvent.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    expect(bubbles(container)).toHaveLength(MESSAGE_PAGE * 2);
    await userEvent.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    const ids = [...container.querySelectorAll('[id^="message-"]')].map((element) => element.id);
    expect(ids).toEqual(chat(total).map((message) => `message-${message.key}`));
    expect(screen.getByText('Welcome to the chat')).toBeInTheDocument();
  });

  it('keeps the revealed messages when new ones arrive', async () => {
    const { container, rerender } = renderList(chat(MESSAGE_PAGE * 3));
    await userEvent.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    rerender(list(chat(MESSAGE_PAGE * 3 + 2)));
    expect(bubbles(container)).toHaveLength(MESSAGE_PAGE * 2 + 2);
    expect(container.querySelector(`#message-m${MESSAGE_PAGE}`)).not.toBeNull();
  });

  it('reveals older messages by itself while the top of the list is within reach', () => {
    const reach: (() => void)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
        observe() {
          reach.push(() => this.report([{ isIntersecting: true }]));
        }
        disconnect() {}
      },
    );
    const { container } = renderList(chat(MESSAGE_PAGE * 2 + 5));
    expect(bubbles(container)).toHaveLength(MESSAGE_PAGE);
    act(() => reach.shift()!());
    expect(bubbles(container)).toHaveLength(MESSAGE_PAGE * 2);
    act(() => reach.shift()!());
    expect(bubbles(container)).toHaveLength(MESSAGE_PAGE * 2 + 5);
    expect(reach).toHaveLength(0);
  });
});
