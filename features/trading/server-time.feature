Feature: Server time on the trading page
  Contracts start and end by the platform's clock, so the trading page shows it in GMT.

  Scenario: A visitor sees the platform's time, not the computer's
    Given the simulator is running
    And the server clock reads "2030-01-15T12:00:00Z"
    When I open the trading page
    Then I see the server time
