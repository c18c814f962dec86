import { PANEL_PATH } from '../../shared/engines/panel-link';

/** Every client route in one place (SPEC §2 route table). */
export const ROUTES = {
  home: '/',
  login: '/login',
  register: '/register',
  contact: '/contact',
  faq: '/faq',
  profile: '/profile',
  settings: '/settings',
  subscription: '/subscription',
  subscriptionManage: '/subscription-manage',
  manageSub: '/manage-sub',
  subscriptionRedirect: '/subscription-redirect',
  playbook: '/playbook',
  gameday: PANEL_PATH,
  gamedayCard: `${PANEL_PATH}/card`,
  shared: '/s',
} as const;

/** A chat's own address. */
export const chatPath = (sessionId: string) => `/c/${encodeURIComponent(sessionId)}`;
