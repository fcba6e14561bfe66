@constant:remaining-time
Feature: Remaining time of the trading period
  The remaining time refreshes every 500 ms; at 120 s or less it turns to the alert style and the
  price buttons go inactive; at 0 the contracts cache is dropped and the page reloads, showing the
  next period. A period with 120 s or less left is not chosen by default.

  Scenario: The last two minutes of a period cannot be bought, and its end reloads the page on the next period
    Given the platform and the browser clocks read "2030-01-15T11:57:50Z"
    When I open the multi-barrier page
    Then the trading period ending at "12:00:00" is chosen
    And the remaining time is shown in the normal style
    And the remaining time counts down within 500 ms
    And some price buttons can be pressed
    When 15 seconds pass on both clocks
    Then the remaining time is shown in the alert style
    And no price button can be pressed
    When 120 seconds pass on both clocks
    Then the page was loaded again in full
    And the trading period ending at "14:00:00" is chosen
    And the remaining time is shown in the normal style
    And some price buttons can be pressed

  Scenario: A period with two minutes or less left is not chosen by default
    Given the platform and the browser clocks read "2030-01-15T11:58:30Z"
    When I open the multi-barrier page
    Then the trading period ending at "14:00:00" is chosen
    And the remaining time is shown in the normal style
    And some price buttons can be pressed
