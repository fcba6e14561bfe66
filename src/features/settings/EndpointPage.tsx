import { useState, type FormEvent } from 'react';
import { defaultAppId } from '../../api/socket/endpoint';
import { readEndpointSettings, resetEndpointSettings, saveEndpointSettings } from '../../api/socket/endpoint-settings';
import { browserNavigation } from '../../lib/browser-navigation';
import { localize } from '../../lib/localize';
import { readableStorage } from '../../lib/storage';

/** Which server and app id the app connects with; saving or resetting reconnects by reloading. */
export function EndpointPage() {
  const storage = readableStorage();
  const [settings, setSettings] = useState(() => readEndpointSettings(storage));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!storage) return;
    saveEndpointSettings(storage, settings);
    browserNavigation.reload();
  };
  const onReset = () => {
    if (!storage) return;
    resetEndpointSettings(storage);
    browserNavigation.reload();
  };

  return (
    <section className="panel endpoint-page">
      <h1>{localize('Change API endpoint')}</h1>
      <form onSubmit={onSubmit} className="form">
        <label className="form__row">
          <span className="form__label">{localize('Server')}</span>
          <input
            name="server_url"
            value={settings.server}
            placeholder={window.location.host}
            onChange={(event) => setSettings({ ...settings, server: event.target.value })}
          />
        </label>
        <label className="form__row">
          <span className="form__label">{localize('App ID')}</span>
          <input
            name="app_id"
            inputMode="numeric"
            value={settings.appId}
            placeholder={defaultAppId(window.location)}
            onChange={(event) => setSettings({ ...settings, appId: event.target.value })}
          />
        </label>
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={!storage}>
            {localize('Submit')}
          </button>
          <button type="button" className="button button--secondary" onClick={onReset} disabled={!storage}>
            {localize('Reset to original settings')}
          </button>
        </div>
      </form>
    </section>
  );
}
