Feature: Answers kept in the browser for their time
  Payout currencies, symbols and contracts are kept in local storage for 10 minutes, so a page loaded
  again within that time does not ask the platform again; after it, the page asks afresh (trading-core
  §7, §9).

  Background:
    Given the simulator is running
    And the browser's clock is under test control

  @constant:cache-expiries
  Scenario Outline: A cached <call> is not asked for again before <minutes> minutes, and is after
    When I open "/en/trading.html"
    And the trading page has loaded its symbols and contracts
    Then the platform was asked for "<call>" 1 time
    When <before> minutes pass in the browser
    And I reload the page
    And the trading page has loaded its symbols and contracts
    Then the platform was asked for "<call>" 1 time
    When 2 minutes pass in the browser
    And I reload the page
    And the trading page has loaded its symbols and contracts
    Then the platform was asked for "<call>" 2 times

    Examples:
      | call              | minutes | before |
      | payout_currencies | 10      | 9      |
      | active_symbols    | 10      | 9      |
      | contracts_for     | 10      | 9      |
