import { useEffect } from 'react';
import { ROUTES } from '../shell/nav-links';
import { FullPageSpinner } from '../ui/card';

/** SPEC §2: a hard navigation to the manage page, keeping the query string. */
export default function ManageSubPage() {
  useEffect(() => {
    window.location.replace(`${ROUTES.subscriptionManage}${window.location.search}`);
  }, []);
  return <FullPageSpinner label="Loading subscription information..." />;
}
