import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { LAYOUT, TIMINGS_MS, type Sport } from '../../../../shared/constants';
import { useIsMobile } from '../../ui/use-media-query';
import { LightbulbIcon, SendIcon, StopIcon } from '../../ui/icons';
import { placeholderFor, suggestionGroups, truncateChip } from './chat-content';
import { TypingDots } from './message-bubble';
import { Tooltip } from '../../ui/tooltip';

export interface MessageInputProps {
  sport: Sport;
  disabled: boolean;
  limited: boolean;
  streaming: boolean;
  /** A refused send's text, with a version so the same text can be handed back twice. */
  restoredDraft: { text: string; version: number } | null;
  onSend(content: string): void;
  onStop(): void;
}

export function MessageInput(props: MessageInputProps) {
  const isMobile = useIsMobile();
  const [text, setText] = useState('');
  const [showSuggestions, setShowSuggestions] = useState(false);
  const [typing, setTyping] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const maxHeight = isMobile ? LAYOUT.textareaMaxMobilePx : LAYOUT.textareaMaxDesktopPx;

  // A refused send hands its text back, so nothing typed is ever lost.
  const [restoredVersion, setRestoredVersion] = useState(0);
  if (props.restoredDraft && props.restoredDraft.version !== restoredVersion) {
    setRestoredVersion(props.restoredDraft.version);
    setText(props.restoredDraft.text);
  }

  useEffect(() => {
    const element = textarea.current;
    if (!element) return;
    element.style.height = 'auto';
    // Empty, it is one line high: Chromium would otherwise grow it to fit a wrapped placeholder.
    if (!text) return;
    element.style.height = `${Math.min(element.scrollHeight, maxHeight)}px`;
  }, [text, maxHeight]);

  useEffect(() => () => clearTimeout(typingTimer.current), []);

  const blocked = props.disabled || props.limited;

  function send(content: string) {
    if (blocked || props.streaming || !content.trim()) return;
    props.onSend(content);
    setText('');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    send(text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send(text);
    }
  }

  function onChange(value: string) {
    setText(value);
    setTyping(true);
    clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(() => setTyping(false), TIMINGS_MS.typingIndicator);
  }

  function chooseChip(prompt: string) {
    setText(prompt);
    textarea.current?.focus();
    // On phones a chip is a shortcut: it also sends, after a beat so the text is seen first.
    if (isMobile) setTimeout(() => send(prompt), TIMINGS_MS.chipSubmit);
  }

  return (
    <form
      onSubmit={submit}
      className="border-t border-line/60 bg-surface-0/95 px-3 py-2 backdrop-blur sm:p-4"
      aria-label="Send a message"
    >
      {showSuggestions && (
        <div className="mb-3 space-y-2" data-testid="suggestions">
          {suggestionGroups(props.sport).map((group) => (
            <div key={group.name}>
              <p className="mb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">{group.name}</p>
              <div className="flex flex-wrap gap-2">
                {group.prompts.map((prompt) => (
                  <button
                    key={prompt}
                    type="button"
                    disabled={blocked}
                    onClick={() => chooseChip(prompt)}
                    title={prompt}
                    className="min-h-9 rounded-full border border-line bg-surface-1 px-3 text-left text-sm text-ink hover:border-accent disabled:opacity-50"
                  >
                    {isMobile ? truncateChip(prompt, LAYOUT.chipTruncateChars) : prompt}
                  </button>
                ))}
              </div>
            </div>
          ))}
        </div>
      )}
      <div className="flex items-end gap-2">
        <textarea
          ref={textarea}
          value={text}
          rows={1}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={blocked}
          placeholder={props.limited ? 'Message limit reached' : placeholderFor(props.sport)}
          aria-label="Message"
          style={{ maxHeight }}
          className="min-h-12 flex-1 resize-none rounded-2xl border border-line bg-surface-1 px-4 py-3 text-base text-ink placeholder:truncate placeholder:text-zinc-500 focus:border-accent focus:ring-2 focus:ring-accent/40 focus:outline-none disabled:opacity-60"
        />
        {props.streaming ? (
          <Tooltip>
            <button
              type="button"
              onClick={props.onStop}
              className="grid size-12 shrink-0 place-items-center rounded-2xl border border-line bg-surface-1 text-ink hover:bg-surface-2"
              aria-label="Stop"
            >
              <StopIcon />
            </button>
          </Tooltip>
        ) : (
          <Tooltip>
            <button
              type="submit"
              disabled={blocked || !text.trim()}
              className="grid size-12 shrink-0 place-items-center rounded-2xl bg-accent text-accent-ink hover:bg-accent-strong disabled:opacity-40"
              aria-label="Send"
            >
              <SendIcon />
            </button>
          </Tooltip>
        )}
      </div>
      <div className="mt-1 flex min-h-6 items-center justify-between text-xs text-ink-muted sm:mt-2">
        <button
          type="button"
          onClick={() => setShowSuggestions(!showSuggestions)}
          className="inline-flex min-h-9 items-center gap-1.5 rounded-lg px-1 hover:text-ink"
          aria-expanded={showSuggestions}
        >
          <LightbulbIcon className="size-4" /> {showSuggestions ? 'Hide suggestions' : 'Show suggestions'}
        </button>
        {typing ? (
          <TypingDots label="Typing" />
        ) : (
          <span className="hidden sm:inline">Enter to send · Shift+Enter for a new line</span>
        )}
      </div>
    </form>
  );
}
