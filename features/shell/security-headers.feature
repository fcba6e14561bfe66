@built-app
Feature: Security headers of the built app
  The server of the built app tells the browser to run the app's own scripts only, to connect to the
  app's own origin only (its socket and files), to frame the cashier of that origin only, never to
  show the app in another site's frame, not to guess the type of a file and not to tell other sites
  which page a link was followed from.

  Background:
    Given the simulator is running

  Scenario: The pages and scripts of the app carry the security headers
    When I fetch "/en/trading.html" from the app's server
    Then its headers are:
      | X-Content-Type-Options | nosniff     |
      | Referrer-Policy        | no-referrer |
    And its Content-Security-Policy is:
      | default-src     | 'none' |
      | script-src      | 'self' |
      | style-src       | 'self' |
      | img-src         | 'self' |
      | connect-src     | 'self' |
      | frame-src       | 'self' |
      | form-action     | 'self' |
      | base-uri        | 'none' |
      | frame-ancestors | 'none' |
    When I fetch the script that page loads from the app's server
    Then its headers are:
      | X-Content-Type-Options | nosniff     |
      | Referrer-Policy        | no-referrer |

  Scenario: The trading page connects and prices under the policy
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    Then the "top" price box shows a stake, a payout and the contract's terms
    And the browser blocked nothing under the Content-Security-Policy

  Scenario: A script written into a page does not run
    When I open "/en/trading.html"
    And a script written into the page tries to run
    Then the browser blocked it under "script-src-elem" of the Content-Security-Policy

  Scenario: No page shows the app in a frame, not even one of the app's own
    When I open "/en/trading.html"
    And a page of the app shows "/en/endpoint.html" in a frame
    Then the frame does not show the app
