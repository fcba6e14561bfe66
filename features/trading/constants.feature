Feature: Business constants of the classic trading page
  The limits of trading-core §9 that a trader can see on the classic trading page, one scenario each.
  The multiplier maximum (1000) is the lookbacks': they are bought by multiplier, not by payout or stake.

  Background:
    Given the simulator is running

  @constant:price-boxes
  Scenario: Two-sided forms price in the top and bottom boxes, single contracts in the middle one
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    And I choose the contract form "Rise/Fall"
    Then the price boxes shown are "top, bottom"
    When I choose the contract form "High-Low"
    Then the price boxes shown are "middle"
    When I choose the contract form "Matches/Differs"
    Then the price boxes shown are "top, bottom"

  @constant:start-time-grid
  Scenario: Start times run from 5 minutes ahead to 23:55 in 5-minute steps; daily durations 1 to 365 days
    Given the time is "2026-11-23T10:02:00Z"
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    And I choose the contract form "Rise/Fall"
    Then the start times offered on "2026-11-23" run from "10:10" to "23:55" every 5 minutes
    When I count the duration in "days"
    Then the end date can be picked from "2026-11-24" to "2027-11-23"
    When I pick the end date "2026-12-03"
    Then the duration reads "10"
    When I set the duration to "366"
    Then the duration shows the error "Should be between 1 and 365"
    When I set the duration to "0"
    Then the duration shows the error "Should be between 1 and 365"
    When I set the duration to "365"
    Then the duration shows no error

  @constant:breakpoints
  Scenario Outline: At <width> px the end time uses <input> and form names are shown whole
    Given my screen is <width> px wide
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    And I choose the contract form "Ends Between/Ends Outside"
    And I choose the expiry "End time"
    Then the end time is entered with <input>
    And the contract form "Ends Between/Ends Outside" is labelled "Ends Between/Ends Outside"
    And the contract form "Touch/No Touch" is labelled "Touch/No Touch"
    And every contract form's button fits inside the form menu
    And the trading page is at most 1200 px wide

    Examples:
      | width | input                      |
      | 375   | the browser's time input   |
      | 769   | the browser's time input   |
      | 770   | a 5-minute time list       |
      | 1280  | a 5-minute time list       |
      | 1600  | a 5-minute time list       |

  @constant:currency-decimals
  Scenario: Amounts take 8 decimals in a crypto currency and 2 in a fiat one
    Given I am logged in as "real@example.com"
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    And I type "1.239" into the amount
    Then the amount reads "1.23"
    When I switch to the account "CR90000002"
    And I type "0.123456789" into the amount
    Then the amount reads "0.12345678"

  @constant:max-payout
  Scenario: A payout may reach 5000, not more; the amount starts at the fallback minimum payout of 10
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    Then the amount reads "10"
    When I choose the "Payout" basis
    And I set the amount to "5000"
    Then the amount shows no error
    When I set the amount to "5000.01"
    Then the amount shows the error "Should be less than 5,000"

  @constant:multiplier-max
  Scenario: Durations are counted in ticks, seconds, minutes, hours or days; a lookback's multiplier is at most 1000
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    And I choose the contract form "Rise/Fall"
    Then the duration units offered are "ticks, seconds, minutes, hours, days"
    When I choose the contract form "High-Low"
    And I type "0100" into the amount
    Then the amount reads "100"
    When I set the amount to "1000.5"
    Then the amount shows the error "Maximum multiplier of 1000."
    When I set the amount to "1000"
    Then the amount shows no error
