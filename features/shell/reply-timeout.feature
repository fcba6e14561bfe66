@constant:network-timeouts
Feature: A call the platform leaves unanswered
  A request unanswered for 10 seconds means the connection is lost: the app drops it and connects
  again (accounts-and-money §9, network status timeouts).

  Scenario: After 10 seconds without an answer the app connects again
    Given the time is "2030-01-15T12:00:00Z"
    And I count the app's connections to the platform
    When I open the trading page
    Then the network status is "online"
    And the app has connected to the platform 1 time
    Given the browser's clock stands still
    And the platform answers the next "contracts_for" call after 120 seconds
    When I choose the underlying "Volatility 50 Index"
    Then the platform has received a "contracts_for" request for "R_50"
    When 9 seconds pass
    Then the app has connected to the platform 1 time
    When 2 seconds pass
    Then the app has connected to the platform 2 times
    And the network status is "online"
