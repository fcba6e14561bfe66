Feature: Trading times show each underlying's sessions on a chosen day
  Open to everyone: per market, each underlying's opening, closing and settlement times (GMT) and
  upcoming events, today by default; the date picker reaches 364 days ahead.

  Background:
    Given the server clock reads "2026-11-23T10:00:00Z"

  Scenario: Today's trading times are shown by default
    When I open the trading times
    Then the trading times are for "November 23, 2026"
    And "EUR/USD" in "Forex" opens at "00:00:00", closes at "23:59:59" and settles at "23:59:59"
    And "Volatility 100 Index" in "Volatility Indices" opens at "00:00:00", closes at "23:59:59" and settles at "23:59:59"

  @constant:trading-times-ahead
  Scenario: A date up to 364 days ahead can be chosen, a later one cannot
    When I open the trading times
    Then the trading date can be chosen from "2026-11-23" to "2027-11-22"
    When I choose the trading date "2026-11-28"
    Then the trading times are for "November 28, 2026"
    And the platform was asked for the trading times of "2026-11-28"
    And "EUR/USD" in "Forex" opens at "--", closes at "--" and settles at "--"
    And "Volatility 100 Index" in "Volatility Indices" opens at "00:00:00", closes at "23:59:59" and settles at "23:59:59"
    When I choose the trading date "2027-11-23"
    Then the trading times are for "November 28, 2026"

  Scenario: The year-end holidays show as upcoming events, and the day itself shows the early close
    When I open the trading times
    And I choose the trading date "2026-12-20"
    Then "EUR/USD" in "Forex" lists the upcoming event "Closes early (at 18:00): 2026-12-24, 2026-12-31"
    And "EUR/USD" in "Forex" lists the upcoming event "Closed all day: 2026-12-25, 2027-01-01"
    When I choose the trading date "2026-12-24"
    Then "EUR/USD" in "Forex" opens at "00:00:00", closes at "18:00:00" and settles at "18:00:00"

  Scenario: The trading times speak the page's language
    When I open "/de/resources/market_timesws.html"
    Then the page says "Handelszeiten am 23. November 2026 (GMT)"
    And "Volatilität 100 Index" in "Volatilitätsindizes" opens at "00:00:00", closes at "23:59:59" and settles at "23:59:59"

  Scenario: A refusal shows the platform's message
    Given the next "trading_times" call fails with "InvalidDateFormat" saying "Date format is invalid."
    When I open the trading times
    Then the resources page says "Date format is invalid."
