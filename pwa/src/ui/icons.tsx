import type { SVGProps } from 'react';

// One icon set, inline SVG (no icon font, no CDN): 24×24, stroke-based, currentColor.
type IconProps = SVGProps<SVGSVGElement>;

function icon(paths: React.ReactNode, displayName: string) {
  function Icon({ className = 'size-5', ...rest }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className={className}
        {...rest}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const ArrowLeftIcon = icon(<path d="M19 12H5m7-7-7 7 7 7" />, 'ArrowLeftIcon');
export const ArrowDownIcon = icon(<path d="M12 5v14m-7-7 7 7 7-7" />, 'ArrowDownIcon');
/** Turned upside down (rotate-180) it is the thumbs down. */
export const ThumbUpIcon = icon(
  <path d="M7 10v11H4a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h3Zm0 0 4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.1 21H7" />,
  'ThumbUpIcon',
);
export const MenuIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />, 'MenuIcon');
export const CloseIcon = icon(<path d="M18 6 6 18M6 6l12 12" />, 'CloseIcon');
export const UserIcon = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
  'UserIcon',
);
export const SettingsIcon = icon(
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </>,
  'SettingsIcon',
);
export const CardIcon = icon(
  <>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M2 10h20" />
  </>,
  'CardIcon',
);
export const MailIcon = icon(
  <>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-10 6L2 7" />
  </>,
  'MailIcon',
);
export const LogOutIcon = icon(<path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4m7 14 5-5-5-5m5 5H9" />, 'LogOutIcon');
export const SendIcon = icon(<path d="m22 2-7 20-4-9-9-4zM22 2 11 13" />, 'SendIcon');
export const CopyIcon = icon(
  <>
    <rect x="9" y="9" width="13" height="13" rx="2" />
    <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
  </>,
  'CopyIcon',
);
export const ShareIcon = icon(
  <>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
  </>,
  'ShareIcon',
);
export const CheckIcon = icon(<path d="M20 6 9 17l-5-5" />, 'CheckIcon');
export const ChevronDownIcon = icon(<path d="m6 9 6 6 6-6" />, 'ChevronDownIcon');
export const StopIcon = icon(<rect x="6" y="6" width="12" height="12" rx="2" />, 'StopIcon');
export const RefreshIcon = icon(<path d="M21 12a9 9 0 1 1-3-6.7L21 8M21 3v5h-5" />, 'RefreshIcon');
export const SparklesIcon = icon(
  <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9zM19 15l.9 2.1L22 18l-2.1.9L19 21l-.9-2.1L16 18l2.1-.9z" />,
  'SparklesIcon',
);
export const LightbulbIcon = icon(
  <path d="M9 18h6m-5 4h4M12 2a7 7 0 0 0-4 12.7V17h8v-2.3A7 7 0 0 0 12 2z" />,
  'LightbulbIcon',
);
export const WifiOffIcon = icon(
  <path d="m2 2 20 20M8.5 16.5a5 5 0 0 1 7 0M2 8.8a15 15 0 0 1 4.2-2.7M10.7 5.1A15 15 0 0 1 22 8.8M5 12.9a10 10 0 0 1 5.2-2.8M19 12.9a10 10 0 0 0-2-1.5M12 20h.01" />,
  'WifiOffIcon',
);
export const HistoryIcon = icon(<path d="M3 12a9 9 0 1 0 3-6.7L3 8m0-5v5h5m4-1v5l4 2" />, 'HistoryIcon');
export const PinIcon = icon(<path d="M12 17v5M9 3h6l-1 7 4 4H6l4-4z" />, 'PinIcon');
export const PencilIcon = icon(<path d="M4 20h4L19 9l-4-4L4 16zM13 7l4 4" />, 'PencilIcon');
export const TrashIcon = icon(<path d="M3 6h18M8 6V4h8v2m-9 0 1 14h8l1-14" />, 'TrashIcon');
export const BookmarkIcon = icon(<path d="M19 21l-7-5-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z" />, 'BookmarkIcon');
export const ClipboardIcon = icon(
  <path d="M9 4h6v3H9zM9 5H6a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V6a1 1 0 0 0-1-1h-3M9 12h6m-6 4h4" />,
  'ClipboardIcon',
);
export const PrinterIcon = icon(
  <path d="M6 9V2h12v7M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2M6 14h12v8H6z" />,
  'PrinterIcon',
);
export const LinkIcon = icon(
  <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />,
  'LinkIcon',
);
export const DownloadIcon = icon(<path d="M12 3v12m-5-5 5 5 5-5M5 21h14" />, 'DownloadIcon');

// Modes
export const ZapIcon = icon(<path d="M13 2 3 14h9l-1 8 10-12h-9z" />, 'ZapIcon');
export const BrainIcon = icon(
  <path d="M9 3a3 3 0 0 0-3 3 3 3 0 0 0-2 5 3 3 0 0 0 2 5 3 3 0 0 0 6 1V4a3 3 0 0 0-3-1zm6 0a3 3 0 0 1 3 3 3 3 0 0 1 2 5 3 3 0 0 1-2 5 3 3 0 0 1-6 1" />,
  'BrainIcon',
);
export const TrophyIcon = icon(
  <path d="M8 21h8m-4-4v4M7 4h10v5a5 5 0 0 1-10 0zM7 6H4a3 3 0 0 0 3 4m10-4h3a3 3 0 0 1-3 4" />,
  'TrophyIcon',
);
export const DumbbellIcon = icon(<path d="M6 6v12M3 9v6m15-9v12m3-9v6M6 12h12" />, 'DumbbellIcon');

// Sports
export const FootballIcon = icon(
  <>
    <ellipse cx="12" cy="12" rx="10" ry="6" transform="rotate(-45 12 12)" />
    <path d="m9 15 6-6m-4 1 1 1m0-3 1 1m-4 3 1 1" />
  </>,
  'FootballIcon',
);
export const BasketballIcon = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M2 12h20M12 2v20M5 5c3 3 3 11 0 14M19 5c-3 3-3 11 0 14" />
  </>,
  'BasketballIcon',
);
export const SoccerIcon = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m12 7 4 3-1.5 5h-5L8 10zM12 2v5m4 3 5-2m-6.5 7 3 4m-8-4-3 4M8 10 3 8" />
  </>,
  'SoccerIcon',
);
export const BaseballIcon = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M5 5c2 2 3 4.5 3 7s-1 5-3 7M19 5c-2 2-3 4.5-3 7s1 5 3 7" />
  </>,
  'BaseballIcon',
);
export const GolfIcon = icon(<path d="M12 18V3l7 4-7 4M8 21c0-1.7 1.8-3 4-3s4 1.3 4 3" />, 'GolfIcon');
export const TennisIcon = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M6 4.5c3 3.5 3 11.5 0 15M18 4.5c-3 3.5-3 11.5 0 15" />
  </>,
  'TennisIcon',
);
