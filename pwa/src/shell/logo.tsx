import { Link } from 'react-router-dom';
import { BRAND } from '../../../shared/constants';

// Ten decorative particles around the mark (SPEC §2), placed deterministically so renders match.
const PARTICLES = Array.from({ length: 10 }, (_, index) => {
  const angle = (index / 10) * Math.PI * 2;
  return {
    left: 50 + Math.cos(angle) * 62,
    top: 50 + Math.sin(angle) * 62,
    delay: (index * 0.37) % 3,
    duration: 2.4 + (index % 4) * 0.5,
    dx: `${Math.round(Math.cos(angle) * 4)}px`,
    dy: `${Math.round(Math.sin(angle) * 4)}px`,
  };
});

export function Logo() {
  return (
    <Link to="/" className="group flex items-center gap-2.5 rounded-lg" aria-label={`${BRAND} home`}>
      <span className="relative grid size-9 place-items-center" aria-hidden="true">
        {PARTICLES.map((particle, index) => (
          <span
            key={index}
            data-testid="logo-particle"
            className="logo-particle absolute size-1 rounded-full bg-accent"
            style={
              {
                left: `${particle.left}%`,
                top: `${particle.top}%`,
                '--delay': `${particle.delay}s`,
                '--duration': `${particle.duration}s`,
                '--dx': particle.dx,
                '--dy': particle.dy,
              } as React.CSSProperties
            }
          />
        ))}
        <svg viewBox="0 0 32 32" className="size-8">
          <circle cx="16" cy="16" r="12" fill="none" stroke="currentColor" strokeWidth="3" className="text-accent" />
          <path d="M11 21 16 11l5 10z" className="fill-accent" />
        </svg>
      </span>
      <span className="text-lg font-extrabold tracking-tight text-ink">{BRAND}</span>
    </Link>
  );
}
