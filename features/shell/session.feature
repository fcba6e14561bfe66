Feature: Logging in and out, and switching accounts
  A client logs in on the platform's log-in page, sees the account and its balance in the header,
  switches between accounts and logs out.

  Background:
    Given the simulator is running

  Scenario: A user logs in through the platform's log-in page and comes back logged in
    When I open "/en/trading.html"
    And I log in as "real@example.com" with password "Demo1234"
    Then the address is "/en/trading.html"
    And the header shows the "Real Account" "CR90000001" with balance "1,523.47 USD"

  Scenario: The header's balance follows the account
    Given I am logged in as "virtual@example.com"
    When the balance of "VRTC90000001" becomes "9876.5" on the platform
    Then the header shows the "Virtual Account" "VRTC90000001" with balance "9,876.50 USD"

  Scenario: A client switches to another of their accounts
    Given I am logged in as "real@example.com"
    When I switch to the account "VRTC90000002"
    Then the header shows the "Virtual Account" "VRTC90000002" with balance "10,000.00 USD"

  Scenario: A client logs out
    Given I am logged in as "real@example.com"
    When I log out
    Then I see the log-in button
    And no account is kept in the browser
    When I reload the page
    Then I see the log-in button

  Scenario: The platform ends a session at its self-excluded limit, and the app logs out too
    Given the time is "2030-01-15T12:00:00Z"
    And "CR90000001" limits their sessions to 1 minute
    When I sign in to account "CR90000001"
    Then I am signed in as "CR90000001"
    When the platform's clock moves on 60 seconds
    Then the platform has logged "CR90000001" out
    When 62 seconds pass
    Then I am signed out
