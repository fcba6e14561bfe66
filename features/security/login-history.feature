Feature: A client reviews the account's latest log-ins and log-outs
  The log-in history page lists the last 50 log-ins and log-outs of the account, newest first, with
  the date and time (UTC), the action, the browser, the IP address and whether it succeeded.

  Background:
    Given the server clock reads "2026-11-27T10:00:00Z"

  Scenario: The client's own log-in is the newest entry
    Given I am logged in as "real@example.com"
    When I open the security page "log-in history"
    Then the newest log-in history entry is:
      | Date and time (UTC)     | Action | Browser | Status     |
      | 2026-11-27 10:00:00 GMT | Login  | Chrome  | Successful |

  @constant:login-history
  Scenario: The page shows the last 50 entries
    Given account "CR90000001" logged in 60 times
    And I am logged in as "real@example.com"
    When I open the security page "log-in history"
    Then the log-in history lists 50 entries
    And the app asked for the last 50 log-in history entries

  @error:NoLoginHistory
  Scenario: An account without log-ins or log-outs is told so
    Given I am logged in as "real@example.com"
    And the platform has no log-in history for the account
    When I open the security page "log-in history"
    Then the security page says "Your account has no Login/Logout activity."
