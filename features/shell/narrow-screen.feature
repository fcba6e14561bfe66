Feature: Nothing is wider than a phone's screen
  At 375 px the MT5 tables, the price boxes, the popups and the forms fit the width of the screen: the
  document is never wider than the screen (every page of the page table: page-walk.feature).

  Background:
    Given the simulator is running
    And the screen is 375 pixels wide

  Scenario: The MT5 accounts and their deposit form fit
    Given I am logged in as "real@example.com"
    When I open the MT5 page
    Then the MT5 group "Real-Money" lists "MTR1002"
    And the page is no wider than 375 px
    When I type "10" as the MT5 deposit amount for "MTR1002"
    Then the page is no wider than 375 px

  Scenario: The price boxes and the contract popup fit
    Given I am logged in as "virtual@example.com"
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    And I choose the contract form "Rise/Fall"
    And I count the duration in "minutes"
    And I set the duration to "5"
    Then the page is no wider than 375 px
    When I click Purchase in the "top" price box
    And I view the contract from the confirmation
    Then the contract popup follows the contract just bought
    And the page is no wider than 375 px
