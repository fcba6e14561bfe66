@constant:mt5-demo-top-up
Feature: Demo MT5 accounts are topped up at 1,000 or less
  The top-up (a bare mt5_deposit) is enabled only while the demo account holds 1,000 or less.

  Background:
    Given the simulator is running

  Scenario Outline: The top-up is offered at the 1,000 boundary
    Given the MT5 account "MTD1004" holds "<balance>"
    And I am logged in as "virtual@example.com"
    When I open the MT5 page
    Then the top-up of the MT5 account "MTD1004" is <state>

    Examples:
      | balance | state    |
      | 1000.00 | enabled  |
      | 1000.01 | disabled |

  Scenario: A top-up adds 10,000 and is then no longer offered
    Given I am logged in as "virtual@example.com"
    When I open the MT5 page
    And I top up the MT5 account "MTD1004"
    Then I see the MT5 confirmation "Your demo account MTD1004 has been topped up."
    And the MT5 account "MTD1004" shows "10,800.00 USD"
    And the top-up of the MT5 account "MTD1004" is disabled
