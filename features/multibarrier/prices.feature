Feature: Multi-barrier prices
  Forex trading periods are priced barrier by barrier: one row per barrier, one price button per
  contract type, refreshed as the contracts and prices change.

  Background:
    Given the platform and the browser clocks read "2030-01-15T10:00:00Z"

  Scenario: A visitor sees a price row per barrier with a button per contract type
    When I open the multi-barrier page
    Then I see price rows with a price button per contract type
    And the payout reads "0.01"
    And the prices are asked for a payout of 10
    And the analysis tabs are "Explanation, Last Digit Stats"

  Scenario: A client's analysis tabs are the explanation, the last digits and the portfolio
    Given I am logged in as "real@example.com"
    When I open the multi-barrier page
    Then the analysis tabs are "Explanation, Last Digit Stats, Portfolio"

  @constant:multi-barrier-refresh
  Scenario: The contracts are asked for again every 15 seconds
    When I open the multi-barrier page
    Then I see price rows with a price button per contract type
    When I note how often the contracts of "frxAUDJPY" were asked for
    And the browser clock runs to 1 second before 15 seconds after the contracts arrived
    Then the contracts of "frxAUDJPY" were asked for 0 more times
    When 2 seconds pass in the browser
    Then the contracts of "frxAUDJPY" were asked for 1 more time

  Scenario: Choosing another underlying asks for its contracts and prices
    When I open the multi-barrier page
    Then I see price rows with a price button per contract type
    When I choose the forex underlying "EUR/USD"
    Then the contracts of "frxEURUSD" were asked for
    And the prices are asked for "frxEURUSD"

  @constant:chart-defaults
  Scenario Outline: The chart's time frame follows the trading period
    When I open the multi-barrier page
    And I choose the trading period "<period>"
    Then the chart shows <seconds>-second points as a <series> series

    Examples:
      | period | seconds | series      |
      | 5h15m  | 60      | line        |
      | 2h15m  | 60      | line        |
      | 0d     | 1800    | ohlc        |
      | 1W     | 86400   | ohlc        |
      | 1M     | 86400   | candlestick |
      | 3M     | 86400   | candlestick |
      | 1Y     | 86400   | candlestick |
