@constant:affiliate-cookie
Feature: The affiliate who sent a visitor is remembered for 365 days
  A link of an affiliate carries its 32-character token (t) and a source (s); the site keeps them in a
  cookie for 365 days, for the sign-up to name the affiliate (accounts-and-money §9).

  Scenario: An affiliate's 32-character token is kept for 365 days
    When I open "/en/trading.html?t=AbCdEfGhIjKlMnOpQrStUvWxYz012345&s=partner"
    Then the cookie "affiliate_tracking" holds "{\"t\":\"AbCdEfGhIjKlMnOpQrStUvWxYz012345\",\"s\":\"partner\"}" for 365 days

  Scenario: A token of another length is not kept
    When I open "/en/trading.html?t=AbCdEfGhIjKlMnOpQrStUvWxYz01234&s=partner"
    Then the network status is "online"
    And the browser holds no cookie "affiliate_tracking"
