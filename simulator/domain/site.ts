/** The platform's own status, as website_status reports it. */
export type SiteStatus = 'up' | 'down' | 'updating';

export interface SiteState {
  status: SiteStatus;
  /** Country code the platform reports for the visitor's IP address. */
  clients_country: string;
  /** A banner text about a site problem. */
  message?: string;
}

export type SiteChange = { type: 'site_set'; status: SiteStatus; message?: string };

export function applySiteChange(site: SiteState, change: SiteChange): void {
  site.status = change.status;
  if (change.message === undefined) delete site.message;
  else site.message = change.message;
}
