Feature: A failed MT5 account list
  A platform failure (WrongResponse, InternalServerError, OutputValidationFailed) replaces the page
  content with its message, except for mt5_login_list: the MT5 page says it in its own place. The
  other global errors apply to it as to any call (accounts-and-money §8 Global, trading-core §8).

  Background:
    Given the simulator is running
    And I am logged in as "real@example.com"

  @error:WrongResponse
  Scenario: The MT5 page says why it lists no accounts, and stays
    Given the next "mt5_login_list" call fails with "InternalServerError" saying "The MT5 server could not answer."
    When I open the MT5 page
    Then I see the message "The MT5 server could not answer."
    And the page keeps its content, headed "MetaTrader 5 accounts"

  @error:RateLimit
  Scenario: A rate-limited MT5 account list shows the rate-limit notice
    Given the next "mt5_login_list" call fails with "RateLimit" saying "Rate limit exceeded."
    When I open the MT5 page
    Then the notice "You have reached the rate limit of requests per second. Please try later." shows
