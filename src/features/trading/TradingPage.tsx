import { ServerClock } from '../session';

/** The classic trading page. */
export function TradingPage() {
  return (
    <section className="trading-page" aria-labelledby="trading-title">
      <div className="trading-page__top">
        <h1 id="trading-title">Trading</h1>
        <p className="trading-page__clock">
          <span className="label">Server time</span>
          <ServerClock />
        </p>
      </div>
    </section>
  );
}
