Feature: Self-exclusion
  A real client limits their own trading (accounts-and-money §5 "Self-exclusion", §9): every limit from 0
  up to its current value and required once set, a session of at most 6 weeks in minutes, a time-out from
  today to 6 weeks ahead and not in the past, an exclusion more than 6 months and at most 5 years ahead.
  Changes are confirmed before they apply; a client excluded right now is logged out.

  Scenario: A lowered limit is confirmed, applied and shown as the new current value
    Given the self-exclusion limits of "CR90000001" are:
      | max_balance        | 5000            |
      | max_30day_turnover | 999999999999999 |
    And I am logged in as "real@example.com"
    When I open the "self-exclusion" page
    Then "Maximum account cash balance" reads "5000"
    And "30-day turnover limit" reads ""
    When I set "Maximum account cash balance" to "4000"
    And I apply the limits
    Then I am asked to confirm the limits
    When I press "Yes, apply them"
    Then the self-exclusion page says "Your changes have been updated."
    And the platform holds the self-exclusion limit "max_balance" of "CR90000001" at "4000"

  Scenario: A limit once set can only be lowered, and cannot be removed
    Given the self-exclusion limits of "CR90000001" are:
      | max_open_bets | 50 |
    And I am logged in as "real@example.com"
    When I open the "self-exclusion" page
    And I set "Maximum number of open positions" to "60"
    Then the error beside "Maximum number of open positions" reads "Should be between 0 and 50"
    When I set "Maximum number of open positions" to ""
    Then the error beside "Maximum number of open positions" reads "This field is required."

  Scenario: Nothing changed says so and asks nothing
    Given I am logged in as "real@example.com"
    When I open the "self-exclusion" page
    And I apply the limits
    Then the self-exclusion page says "You did not change anything."

  Scenario: Cancelling the confirmation applies nothing
    Given I am logged in as "real@example.com"
    When I open the "self-exclusion" page
    And I set "Maximum number of open positions" to "20"
    And I apply the limits
    And I press "Cancel"
    Then "Maximum number of open positions" reads "20"
    And the platform holds no self-exclusion limit "max_open_bets" of "CR90000001"

  @constant:self-exclusion-limits
  Scenario: A time-out lasts at most 6 weeks (42 days) and an exclusion at most 5 years (1825 days)
    Given the time is "2030-01-15T12:00:00Z"
    When I sign in to account "CR90000001"
    And I open the "self-exclusion" page
    And I set "Time out until (date)" to "2030-02-27"
    Then the error beside "Time out until (date)" reads "Time out cannot be more than 6 weeks."
    When I set "Time out until (date)" to "2030-02-26"
    Then the error beside "Time out until (date)" reads nothing
    When I set "Time out until (date)" to "2030-01-14"
    Then the error beside "Time out until (date)" reads "Time out must be after today."
    When I set "Time out until (date)" to "2030-01-15"
    And I set "Time out until (time, GMT)" to "11:00"
    Then the error beside "Time out until (time, GMT)" reads "Time out cannot be in the past."
    When I set "Exclude me from the website until" to "2030-07-15"
    Then the error beside "Exclude me from the website until" reads "Exclude time cannot be less than 6 months."
    When I set "Exclude me from the website until" to "2035-01-15"
    Then the error beside "Exclude me from the website until" reads "Exclude time cannot be for more than 5 years."
    When I set "Exclude me from the website until" to "2035-01-14"
    Then the error beside "Exclude me from the website until" reads nothing
    When I set "Session duration limit, in minutes" to "60481"
    Then the error beside "Session duration limit, in minutes" reads "Should be between 0 and 60,480"

  @error:SelfExclusionErrors
  Scenario: A refusal naming the time-out shows beside its date
    Given the time is "2030-01-15T12:00:00Z"
    When I sign in to account "CR90000001"
    And I open the "self-exclusion" page
    Given the platform's clock is 2 hours ahead
    When I set "Time out until (date)" to "2030-01-15"
    And I set "Time out until (time, GMT)" to "13:00"
    And I apply the limits
    And I press "Yes, apply them"
    Then the error beside "Time out until (date)" reads "Timeout time must be greater than current time."

  @error:SelfExclusionErrors
  Scenario: A client excluded right now (ClientSelfExclusion) is logged out
    Given the next 3 "get_self_exclusion" calls fail with "ClientSelfExclusion" saying "Sorry, you have excluded yourself until 2031-01-01."
    And I am logged in as "real@example.com"
    When I open the "self-exclusion" page
    Then I am signed out

  Scenario: The session-duration limit set here is the one the session-limit warning enforces
    Given the time is "2030-01-15T12:00:00Z"
    When I sign in to account "CR90000001"
    And I open the "self-exclusion" page
    And the browser's clock stands still
    And I set "Session duration limit, in minutes" to "2"
    And I apply the limits
    And I press "Yes, apply them"
    Then the self-exclusion page says "Your changes have been updated."
    When 100 seconds pass
    Then the notice "Your session duration limit will end in 10 seconds." is gone
    When 12 seconds pass
    Then the notice "Your session duration limit will end in 10 seconds." shows
    When 10 seconds pass
    Then I am signed out
