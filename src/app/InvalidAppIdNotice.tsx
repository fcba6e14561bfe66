import { useSelector } from 'react-redux';
import { useParams } from 'react-router-dom';
import { selectInvalidAppId } from '../api/connection-slice';
import { localize } from '../lib/localize';
import { Notice } from '../ui/Notice';

/** The platform refused this app's id: the server's message, and where to change it. */
export function InvalidAppIdNotice() {
  const refused = useSelector(selectInvalidAppId);
  const { lang = 'en' } = useParams();
  if (!refused) return null;
  return (
    <Notice tone="error" base="site-notice" testId="invalid-app-id">
      {refused.message} ({localize('App ID')}: {refused.appId}){' '}
      <a href={`/${lang}/endpoint.html`}>{localize('Change API endpoint')}</a>
    </Notice>
  );
}
