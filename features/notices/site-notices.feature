Feature: Site notices
  Support-chat hours, and the notice for browsers older than the site supports.

  @constant:support-hours
  Scenario: Live chat opens at 08:00 UTC+8 on a weekday
    Given the time is "2026-11-23T07:59:50+08:00"
    When I open the trading page
    Then the live chat is "unavailable"
    And I take a screenshot "support-chat-closed"
    When 11 seconds pass
    Then the live chat is "available"

  @error:OutdatedBrowser @constant:outdated-browser-minimums
  Scenario: An outdated browser is told so
    When I open the trading page with a browser that says it is "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/64.0.3282.140 Safari/537.36"
    Then the notice "Your web browser (Chrome 64) is out of date and may affect your trading experience. Proceed at your own risk." shows

  Scenario: A visitor from the EU is asked to consent to cookies, once
    Given the platform sees visitors from "de"
    When I open the trading page
    Then the notice "Strike uses cookies to give you the best experience on our website. By continuing to use it, you agree to our use of cookies." shows
    And I take a screenshot "cookie-consent"
    When I press "OK"
    Then the notice "Strike uses cookies to give you the best experience on our website. By continuing to use it, you agree to our use of cookies." is gone
    When I open the trading page
    Then the network status is "online"
    And the notice "Strike uses cookies to give you the best experience on our website. By continuing to use it, you agree to our use of cookies." is gone
