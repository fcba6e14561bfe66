/** The platform's own status, as website_status reports it. */
export type SiteStatus = 'up' | 'down' | 'updating';

export interface SiteState {
  status: SiteStatus;
  /** Country code the platform reports for the visitor's IP address. */
  clients_country: string;
  /** A banner text about a site problem. */
  message?: string;
  /** App ids registered in this world, accepted besides the platform's own. */
  registered_app_ids: string[];
  /**
   * Where each app's log-in comes back to, by app id (the platform's own ids too): a full http(s) URL
   * whose `{lang}` is replaced by the log-in's language. The log-in page sends tokens nowhere else.
   */
  app_redirect_uris: Record<string, string>;
}

export type SiteChange =
  | { type: 'site_set'; status: SiteStatus; message?: string; clients_country?: string }
  | { type: 'app_registered'; app_id: string; redirect_uri?: string };

export function applySiteChange(site: SiteState, change: SiteChange): void {
  if (change.type === 'app_registered') {
    if (!site.registered_app_ids.includes(change.app_id)) site.registered_app_ids.push(change.app_id);
    if (change.redirect_uri !== undefined) site.app_redirect_uris[change.app_id] = change.redirect_uri;
    return;
  }
  site.status = change.status;
  if (change.clients_country !== undefined) site.clients_country = change.clients_country;
  if (change.message === undefined) delete site.message;
  else site.message = change.message;
}
