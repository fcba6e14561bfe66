import { describe, expect, it } from 'vitest';
import { checkCatalogue, SERVER_MESSAGE, type Catalogue, type CatalogueRow } from '../../scripts/catalogue/check';
import { specPageNames } from '../../scripts/catalogue/pages';
import { readScenarios } from '../../scripts/catalogue/scenarios';

const RATE_LIMIT: CatalogueRow = {
  tag: '@error:RateLimit',
  section: '§8 Global',
  row: 'RateLimit',
  texts: ['You have reached the rate limit of requests per second. Please try later.'],
};

const feature = (tags: string, then: string) => `Feature: Errors
  Background:
    Given the simulator is running

  ${tags}
  Scenario: One
    Given the next "time" call fails with "RateLimit" saying "Rate limit exceeded."
    When I open the trading page
    Then ${then}
`;

const SPEC_PAGES = new Set(['trading', 'detailsws', 'metatrader']);
const BUILT = new Set(['trading', 'metatrader']);

function check(catalogue: Catalogue, source = '') {
  return checkCatalogue(catalogue, readScenarios('x.feature', source), SPEC_PAGES, BUILT);
}

describe('checkCatalogue', () => {
  it('counts a row covered when a tagged scenario asserts its text', () => {
    const report = check(
      { 'accounts-and-money': [RATE_LIMIT] },
      feature(
        '@error:RateLimit',
        'the notice "You have reached the rate limit of requests per second. Please try later." shows',
      ),
    );
    expect(report.problems).toEqual([]);
    expect(report.specs).toEqual([{ spec: 'accounts-and-money', covered: 1, awaiting: new Map(), missing: [] }]);
  });

  it('lists a row with neither a scenario nor an awaited page as missing', () => {
    const report = check({ 'accounts-and-money': [RATE_LIMIT] });
    expect(report.specs[0]?.missing).toEqual([RATE_LIMIT]);
  });

  it('counts a row awaiting a page that is not built, by page', () => {
    const report = check({ 'accounts-and-money': [{ ...RATE_LIMIT, awaits: 'detailsws' }] });
    expect(report.problems).toEqual([]);
    expect(report.specs[0]).toMatchObject({ covered: 0, awaiting: new Map([['detailsws', 1]]), missing: [] });
  });

  it('fails a row awaiting a name that is not a page of the spec', () => {
    const report = check({ 'accounts-and-money': [{ ...RATE_LIMIT, awaits: 'the settings page' }] });
    expect(report.problems).toEqual([
      'accounts-and-money @error:RateLimit awaits "the settings page", which is not a page of the spec\'s page table',
    ]);
  });

  it('fails a row awaiting a page that is built, unless it says what of the page is missing', () => {
    const parked = check({ 'accounts-and-money': [{ ...RATE_LIMIT, awaits: 'metatrader' }] });
    expect(parked.problems).toEqual([
      'accounts-and-money @error:RateLimit awaits "metatrader", which is built now: give the row its scenario',
    ]);
    const flow = check({
      'accounts-and-money': [{ ...RATE_LIMIT, awaits: 'metatrader', awaitsFlow: 'password reset' }],
    });
    expect(flow.problems).toEqual([]);
  });

  it('fails a tag that no row has', () => {
    const report = check({ 'accounts-and-money': [RATE_LIMIT] }, feature('@error:RateLimits', 'the page says "x"'));
    expect(report.problems).toEqual(['x.feature:6 is tagged @error:RateLimits, which no row of the catalogue has']);
  });

  it('fails a tagged scenario that asserts none of the row’s texts, even when its setup mentions them', () => {
    const source = feature('@error:RateLimit', 'the network status is "online"').replace(
      'Rate limit exceeded.',
      RATE_LIMIT.texts[0] ?? '',
    );
    const report = check({ 'accounts-and-money': [RATE_LIMIT] }, source);
    expect(report.problems).toEqual([
      `x.feature:6 is tagged @error:RateLimit but asserts none of its texts: ${RATE_LIMIT.texts[0] ?? ''}`,
    ]);
  });

  it('takes [_1] in a text for any words, and a server-message row for a message the setup quotes', () => {
    const rows: CatalogueRow[] = [
      { ...RATE_LIMIT, texts: ['Please click [_1]here[_2] to restart.'] },
      { ...RATE_LIMIT, tag: '@error:Generic', texts: [SERVER_MESSAGE] },
    ];
    const quoted = check(
      { 'accounts-and-money': rows },
      feature('@error:RateLimit @error:Generic', 'the page says "Rate limit exceeded. Please click here to restart."'),
    );
    expect(quoted.problems).toEqual([]);
    const other = check({ 'accounts-and-money': rows }, feature('@error:Generic', 'the page says "Something else."'));
    expect(other.problems).toHaveLength(1);
  });

  it('lets one tag stand for the same row in two specs', () => {
    const report = check(
      { 'trading-core': [RATE_LIMIT], 'accounts-and-money': [RATE_LIMIT] },
      feature(
        '@error:RateLimit',
        'the notice "You have reached the rate limit of requests per second. Please try later." shows',
      ),
    );
    expect(report.problems).toEqual([]);
    expect(report.specs.map((spec) => spec.covered)).toEqual([1, 1]);
  });

  it('fails a row that has a scenario but still awaits a page', () => {
    const report = check(
      { 'accounts-and-money': [{ ...RATE_LIMIT, awaits: 'detailsws' }] },
      feature(
        '@error:RateLimit',
        'the notice "You have reached the rate limit of requests per second. Please try later." shows',
      ),
    );
    expect(report.problems).toEqual([
      'accounts-and-money @error:RateLimit has a scenario: it awaits "detailsws" no longer',
    ]);
  });
});

describe('readScenarios', () => {
  it('gives an outline one scenario per examples block, with its tags and every row filled in', () => {
    const scenarios = readScenarios(
      'x.feature',
      `@area
Feature: Outline
  Scenario Outline: A <code>
    Given the next "time" call fails with "<code>" saying "<message>"
    Then the page content reads "<message>"
    And the page is "<page>"
    When I press "OK"
    And I wait
    Then the notice is gone

    @error:WrongResponse
    Examples: the platform's own
      | code          | message | page    |
      | WrongResponse | Broken. | trading |

    @error:DisabledClient
    Examples: disabled
      | code           | message    | page |
      | DisabledClient | Disabled.  | home |
      | DisabledClient | Disabled!  | home |
`,
    );
    expect(scenarios).toEqual([
      {
        location: 'x.feature:12',
        tags: ['@area', '@error:WrongResponse'],
        setup: ['the next "time" call fails with "WrongResponse" saying "Broken."', 'I press "OK"', 'I wait'],
        assertions: ['the page content reads "Broken."', 'the page is "trading"', 'the notice is gone'],
      },
      expect.objectContaining({
        location: 'x.feature:17',
        tags: ['@area', '@error:DisabledClient'],
        assertions: [
          'the page content reads "Disabled."',
          'the page is "home"',
          'the notice is gone',
          'the page content reads "Disabled!"',
          'the page is "home"',
          'the notice is gone',
        ],
      }),
    ]);
  });

  it('joins a step’s table and doc string to its text and leaves the background out', () => {
    const [scenario] = readScenarios(
      'x.feature',
      `Feature: Tables
  Background:
    Then the background asserts "nothing"

  Scenario: Headers
    Then its headers are:
      | Referrer-Policy | no-referrer |
    And it says:
      """
      Hello
      """
`,
    );
    expect(scenario?.assertions).toEqual(['its headers are: Referrer-Policy no-referrer', 'it says: Hello']);
  });
});

describe('specPageNames', () => {
  it('reads every page name of the page access table', () => {
    const spec = `### Page access table

Requires login:
- account_transfer (real only, needs currency)
- epg_forwardws and forwardws (real only)

Virtual only: landing_page, top_up_virtualws, welcome.

Open to everyone: trading and multi_barriers_trading (both need currency), terms-and-conditions, signup. Any path under get-started gets generic page behaviour.

### Routes named in account flows
user/set-currency
`;
    expect([...specPageNames(spec)].sort()).toEqual(
      [
        'account_transfer',
        'epg_forwardws',
        'forwardws',
        'landing_page',
        'top_up_virtualws',
        'welcome',
        'trading',
        'multi_barriers_trading',
        'terms-and-conditions',
        'signup',
      ].sort(),
    );
  });
});
