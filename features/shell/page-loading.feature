Feature: Loading pages
  Each page's code loads when it is first opened; a page that fails to load is reported and the site
  is loaded again in full, and a new release of the site is picked up at most every 10 minutes.

  Background:
    Given the simulator is running

  @error:FailedChunkLoad
  Scenario: A page whose code is missing is reported and loaded again in full
    Given the code of the trading page cannot be fetched
    When I open "/en/trading.html"
    Then the browser reported a failed page load of type "missing"
    And the page was loaded again in full
    And I see the message "Sorry, an error occurred while processing your request."

  @error:FailedChunkLoad
  Scenario: A page whose code does not arrive within 120 seconds is reported as a timeout
    Given the browser's clock is under test control
    And the code of the trading page never arrives
    When I open "/en/trading.html"
    And 120 seconds pass in the browser
    Then the browser reported a failed page load of type "timeout"

  @constant:new-release-check
  Scenario: A new release is picked up at most every 10 minutes
    Given the browser's clock is under test control
    When I open "/en/trading.html"
    And a new release of the site is deployed
    And I go to the page "/en/no_such_page.html" within the app
    Then I see the page-not-found message
    And the page was not loaded again
    When 10 minutes pass in the browser
    And I go to the page "/en/trading.html" within the app
    Then the page was loaded again in full

  @constant:cookie-expiry
  Scenario: Where a visitor came from is kept for 3 months, cleaned
    When I open "/en/trading.html?utm_source=news<b>letter&utm_campaign=winter_sale-2026"
    Then the cookie "utm_data" holds "{\"utm_source\":\"newsbletter\",\"utm_campaign\":\"winter_sale-2026\"}" for 3 months
