Feature: Logging in only where the app asked to
  The platform's log-in page sends the tokens only to the app's registered callback, the app takes a
  callback only with the state it sent with its own log-in, and wrong passwords are tried only a few
  times before the log-in page stops trying any for a while.

  Background:
    Given the simulator is running

  Scenario: A log-in link made elsewhere does not log the browser in
    When I follow a log-in link for "CR90000001" that this browser did not start
    Then I see the notice "This log-in did not start in this browser, so you have not been logged in. Please log in again."
    And the address is "/en/trading.html"
    And I see the log-in button
    And no account is kept in the browser

  Scenario: A log-in the app did not start comes back to the app, which does not follow it
    When I go to "/oauth2/authorize?app_id=1159&l=EN"
    And I submit the log-in page as "real@example.com" with password "Demo1234"
    Then I see the notice "This log-in did not start in this browser, so you have not been logged in. Please log in again."
    And no account is kept in the browser

  Scenario: The log-in page will not send the tokens to another site
    When I go to "/oauth2/authorize?app_id=1159&l=EN&redirect_uri=https%3A%2F%2Fevil.example%2Fsteal"
    Then I see the message "The redirect_uri of this log-in link is not the one registered for the app."

  Scenario: The app's own log-in comes back to the page it started from, in its language
    When I open "/de/trading.html"
    And I start logging in
    And I submit the log-in page as "real@example.com" with password "Demo1234"
    Then the address is "/de/trading.html"
    And I am signed in as "CR90000001"

  Scenario: Too many wrong passwords stop the log-in for a while, even with the right one
    When I open "/en/trading.html"
    And I start logging in
    And I submit the log-in page as "real@example.com" with a wrong password 5 times
    And I submit the log-in page as "real@example.com" with password "Demo1234"
    Then I see the message "Too many failed log-in attempts. Please try again in 5 minutes."
    When the platform's clock moves on 300 seconds
    And I submit the log-in page as "real@example.com" with password "Demo1234"
    Then the header shows the "Real Account" "CR90000001" with balance "1,523.47 USD"
