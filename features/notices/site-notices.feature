Feature: Site notices
  Support-chat hours, and the notice for browsers older than the site supports.

  @constant:support-hours
  Scenario Outline: Live chat keeps the support hours of UTC+8 (<day> <hour>)
    Given the time is "<time>"
    When I open the trading page
    Then the live chat is "<before>"
    When 11 seconds pass
    Then the live chat is "<after>"

    Examples:
      | day      | hour  | time                      | before      | after       |
      | Monday   | 08:00 | 2026-11-23T07:59:50+08:00 | unavailable | available   |
      | Monday   | 17:00 | 2026-11-23T16:59:50+08:00 | available   | unavailable |
      | Saturday | 06:00 | 2026-11-28T05:59:50+08:00 | unavailable | available   |
      | Sunday   | 21:00 | 2026-11-29T20:59:50+08:00 | available   | unavailable |

  @error:OutdatedBrowser @constant:outdated-browser-minimums
  Scenario Outline: A browser older than the site supports is told so (<browser>)
    When I open the trading page with a browser that says it is "<user agent>"
    Then the notice "Your web browser (<browser>) is out of date and may affect your trading experience. Proceed at your own risk." shows

    Examples:
      | browser              | user agent                                                                                                              |
      | Chrome 64            | Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/64.0.3282.140 Safari/537.36               |
      | Safari 8             | Mozilla/5.0 (Macintosh; Intel Mac OS X 10_10_5) AppleWebKit/600.8.9 (KHTML, like Gecko) Version/8.0.8 Safari/600.8.9   |
      | Internet Explorer 10 | Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)                                                        |

  @constant:outdated-browser-minimums
  Scenario Outline: The oldest browser the site supports is not told so (<browser>)
    When I open the trading page with a browser that says it is "<user agent>"
    Then the network status is "online"
    And the notice "Your web browser (<browser>) is out of date and may affect your trading experience. Proceed at your own risk." is gone

    Examples:
      | browser   | user agent                                                                                                            |
      | Chrome 65 | Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/65.0.3325.181 Safari/537.36             |
      | Safari 9  | Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_6) AppleWebKit/601.7.7 (KHTML, like Gecko) Version/9.1.2 Safari/601.7.7 |

  Scenario: A visitor from the EU is asked to consent to cookies, once, remembered in the CookieConsent cookie
    Given the platform sees visitors from "de"
    When I open the trading page
    Then the notice "Strike uses cookies to give you the best experience on our website. By continuing to use it, you agree to our use of cookies." shows
    And I take a screenshot "cookie-consent"
    When I press "OK"
    Then the notice "Strike uses cookies to give you the best experience on our website. By continuing to use it, you agree to our use of cookies." is gone
    And the cookie "CookieConsent" holds "1" for at least 365 days
    When I reload the page
    Then the risk warning reads "71% of retail investor accounts lose money"
    And the notice "Strike uses cookies to give you the best experience on our website. By continuing to use it, you agree to our use of cookies." is gone

  Scenario: The cookie consent is remembered where the browser blocks web storage
    Given the browser blocks web storage
    And the platform sees visitors from "de"
    When I open the trading page
    And I press "OK"
    Then the notice "Strike uses cookies to give you the best experience on our website. By continuing to use it, you agree to our use of cookies." is gone
    When I reload the page
    Then the risk warning reads "71% of retail investor accounts lose money"
    And the notice "Strike uses cookies to give you the best experience on our website. By continuing to use it, you agree to our use of cookies." is gone

  Scenario: A visitor from elsewhere is not asked to consent to cookies
    Given the platform sees visitors from "id"
    When I open the trading page
    Then no regulatory notice shows
    And the notice "Strike uses cookies to give you the best experience on our website. By continuing to use it, you agree to our use of cookies." is gone
