import { ANONYMOUS_MESSAGE_LIMIT } from '../../../../shared/constants';
import { ROUTES } from '../../paths';
import { Button, ButtonLink } from '../../ui/button';
import { deferred } from '../../ui/deferred';
import { FootballIcon, SparklesIcon, ZapIcon } from '../../ui/icons';

// Only the hero is part of first paint; the story below it arrives just after (and is precached).
const LandingStory = deferred(() => import('./landing-story').then((module) => module.LandingStory));

function HeroConversation() {
  return (
    <figure className="relative rounded-2xl border border-line/70 bg-surface-1 p-4 shadow-2xl shadow-black/40 sm:p-5">
      <figcaption className="mb-4 flex flex-wrap items-center gap-2 text-xs font-medium">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-accent/15 px-2.5 py-1 text-accent">
          <ZapIcon className="size-3.5" /> Tactical Mode
        </span>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-surface-2 px-2.5 py-1 text-ink-muted">
          <FootballIcon className="size-3.5" /> Football
        </span>
        <span className="ml-auto text-ink-muted">Example conversation</span>
      </figcaption>
      <div className="space-y-3 text-sm">
        <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-md bg-accent/15 px-4 py-2.5 text-ink">
          Third and 2, they're stacking the box with eight. What do I call?
        </p>
        <div className="max-w-[90%] rounded-2xl rounded-bl-md border border-line/60 bg-surface-0 px-4 py-3 text-ink">
          <ul className="list-disc space-y-1 pl-4 marker:text-accent">
            <li>Play-action boot; the flat opens as linebackers bite.</li>
            <li>Tight end on a drag as the safety valve.</li>
          </ul>
        </div>
        <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-md bg-accent/15 px-4 py-2.5 text-ink">
          And if they sit in Cover 0?
        </p>
        <div className="flex w-fit items-center gap-1.5 rounded-2xl rounded-bl-md border border-line/60 bg-surface-0 px-4 py-3">
          <span className="sr-only">The coach is typing</span>
          {[0, 1, 2].map((dot) => (
            <span
              key={dot}
              className="typing-dot size-1.5 rounded-full bg-ink-muted"
              style={{ animationDelay: `${dot * 0.15}s` }}
              aria-hidden="true"
            />
          ))}
        </div>
      </div>
    </figure>
  );
}

/** The landing variant of / for visitors (SPEC §1, §2); the chat renders below it. */
export function Landing({ onStartChat }: { onStartChat: () => void }) {
  return (
    <div className="relative isolate overflow-hidden" data-testid="landing">
      <div
        className="pointer-events-none absolute -top-40 left-1/2 -z-10 h-[28rem] w-[56rem] max-w-none -translate-x-1/2 rounded-full bg-accent/10 blur-3xl"
        aria-hidden="true"
      />

      <section aria-labelledby="landing-hero" className="mx-auto max-w-6xl px-4 pt-10 pb-14 sm:px-6 md:pt-16 md:pb-20">
        <div className="grid items-center gap-10 lg:grid-cols-[1.1fr_1fr] lg:gap-14">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-line bg-surface-1 px-3 py-1 text-sm text-ink-muted">
              <SparklesIcon className="size-4 text-accent" /> An AI assistant coach for six sports
            </p>
            <h1
              id="landing-hero"
              className="mt-5 text-4xl leading-tight font-extrabold tracking-tight text-balance text-ink sm:text-5xl"
            >
              Make the right call, <span className="text-accent">before the whistle.</span>
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-muted">
              Ask about a play, a practice plan or a rule and get a clear, coach-grade answer in seconds. Playcaller
              breaks down tactics, builds training programs and quizzes your knowledge, for coaches, players and fans.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button size="lg" onClick={onStartChat}>
                Start chatting
              </Button>
              <ButtonLink to={ROUTES.register} size="lg" variant="secondary">
                Sign up free
              </ButtonLink>
            </div>
            <p className="mt-4 text-sm text-ink-muted">
              {ANONYMOUS_MESSAGE_LIMIT} messages to try it, no account needed.
            </p>
          </div>
          <HeroConversation />
        </div>
      </section>

      <LandingStory onStartChat={onStartChat} />
    </div>
  );
}
