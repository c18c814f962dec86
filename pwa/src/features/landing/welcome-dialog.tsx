import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useState, type ComponentType, type SVGProps } from 'react';
import { useNavigate } from 'react-router-dom';
import { ANONYMOUS_MESSAGE_LIMIT, FREE_MESSAGE_LIMIT, SPORT_LABELS, SPORTS } from '../../../../shared/constants';
import { browserStore } from '../../browser-store';
import { ROUTES } from '../../paths';
import { useSession } from '../../session';
import { Button } from '../../ui/button';
import { BrainIcon, DumbbellIcon, TrophyIcon, ZapIcon } from '../../ui/icons';
import { SPORT_ICONS } from '../../ui/sport-icons';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

const REASONS: { icon: Icon; title: string; text: string }[] = [
  { icon: ZapIcon, title: 'Answers in seconds', text: 'Short, sideline-ready calls when the clock is running.' },
  { icon: BrainIcon, title: 'Depth when you want it', text: 'Full breakdowns with options, drills and diagrams.' },
  { icon: TrophyIcon, title: 'Learn by playing', text: 'Quizzes worth 10 points a question, with a leaderboard.' },
  { icon: DumbbellIcon, title: 'Train with a plan', text: 'Programs and nutrition plans built around you.' },
];

/**
 * The first-visit welcome (SPEC §2): for signed-out visitors who have not seen it. Every way of
 * closing it (either button, Escape, a click outside) stores the seen flag, so it shows once.
 */
export function WelcomeDialog() {
  const session = useSession();
  const navigate = useNavigate();
  const [seen, setSeen] = useState(() => browserStore.hasSeenWelcome());
  const open = session.status === 'signedOut' && !seen;

  function dismiss() {
    browserStore.markWelcomeSeen();
    setSeen(true);
  }

  return (
    <Dialog open={open} onClose={dismiss} className="relative z-50">
      <div className="fixed inset-0 bg-black/70 backdrop-blur-sm" aria-hidden="true" />
      {/* The buttons stay on screen however short it is: the panel's text scrolls under them. */}
      <div className="fixed inset-0">
        <div className="flex h-full items-end justify-center p-3 sm:items-center sm:p-6">
          <DialogPanel className="max-h-full w-full max-w-lg overflow-y-auto rounded-2xl border border-line bg-surface-1 px-5 pt-5 shadow-2xl shadow-black/50 sm:px-7 sm:pt-7">
            <DialogTitle className="text-2xl font-bold tracking-tight text-ink">Welcome to Playcaller</DialogTitle>
            <Description className="mt-2 text-ink-muted">
              Your AI assistant coach for strategy, training and quizzes. Try {ANONYMOUS_MESSAGE_LIMIT} messages as a
              guest, or sign up free for {FREE_MESSAGE_LIMIT} messages every month.
            </Description>

            <ul className="mt-5 grid gap-2 sm:grid-cols-2 sm:gap-3">
              {REASONS.map((reason) => (
                <li
                  key={reason.title}
                  className="flex gap-3 rounded-xl border border-line/60 bg-surface-0 p-2.5 sm:p-3"
                >
                  <reason.icon className="mt-0.5 size-5 shrink-0 text-accent" />
                  <span>
                    <span className="block text-sm font-semibold text-ink">{reason.title}</span>
                    <span className="block text-sm text-ink-muted">{reason.text}</span>
                  </span>
                </li>
              ))}
            </ul>

            <h3 className="mt-5 text-sm font-semibold tracking-wider text-ink-muted uppercase">Six sports</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {SPORTS.map((sport) => {
                const SportIcon = SPORT_ICONS[sport];
                return (
                  <li
                    key={sport}
                    className="inline-flex items-center gap-1.5 rounded-full border border-line/70 bg-surface-0 px-3 py-1.5 text-sm text-ink"
                  >
                    <SportIcon className="size-4 text-accent" /> {SPORT_LABELS[sport]}
                  </li>
                );
              })}
            </ul>

            <div className="sticky bottom-0 mt-2 flex flex-col-reverse gap-2 bg-surface-1 pt-3 pb-5 sm:mt-4 sm:flex-row sm:justify-end sm:pb-7">
              <Button variant="secondary" size="lg" onClick={dismiss}>
                Continue as guest
              </Button>
              <Button
                size="lg"
                onClick={() => {
                  dismiss();
                  // SPEC §2: this 'Sign up free' goes to /login (both flows start with the e-mail code).
                  navigate(ROUTES.login);
                }}
              >
                Sign up free
              </Button>
            </div>
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
