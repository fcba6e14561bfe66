Feature: A session the platform refuses ends
  Any authorize error, and an authorize answer for another account than the one the browser asked
  for, log the client out (accounts-and-money §8 Global).

  Background:
    Given the simulator is running

  @error:AuthorizeError
  Scenario: An authorize error when the page loads again logs out
    Given I am logged in as "real@example.com"
    And the next "authorize" call fails with "InvalidToken" saying "The token is invalid."
    When I reload the page
    Then I am signed out
    And no account is kept in the browser

  @error:LoginidMismatch
  Scenario: A log-in whose token belongs to another account logs out
    When I sign in to account "CR90000001" with the log-in token of "CR90000002"
    Then I am signed out
    And no account is kept in the browser
