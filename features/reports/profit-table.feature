Feature: Profit table
  A logged-in client with a currency reads the contracts closed, newest first: asked for 50 at a time,
  shown 25 at a time, more when scrolled past half the table, with each one's profit or loss and the
  total of the rows shown. The same date filter and empty text as the statement; a reference opens the
  contract popup.

  Background:
    Given the simulator is running

  @error:NoTradingActivity
  Scenario: A client who has closed no contract is told so
    Given I am logged in as "real@example.com"
    When I open the profit table page
    Then the report says "Your account has no trading activity."

  @constant:profit-table-paging
  Scenario: The profit table shows half a page, and scrolling past half of it shows the rest and asks for more
    Given I am logged in as "real@example.com"
    And "real@example.com" buys 60 "CALL" contracts on "R_100" lasting "5t" from another device
    And the server clock moves on 30 seconds
    When I open the profit table page
    Then the profit table shows 25 rows
    And the platform was asked for the profit table from offset 0, 50 rows with their descriptions
    When I scroll to the end of the profit table
    And I scroll to the end of the profit table
    Then the platform was asked for the profit table from offset 50, 50 rows with their descriptions
    And the profit table shows 60 rows

  Scenario: A closed contract shows its profit or loss and the total; the filter leaves out other days
    Given the server clock reads "2030-01-01T10:00:00Z"
    And I am logged in as "real@example.com"
    And "real@example.com" buys a "CALL" contract on "R_100" lasting "5t" from another device
    And the server clock moves on 30 seconds
    When I open the profit table page
    Then the profit table shows 1 rows
    And the profit table lists that contract with a profit or loss that is its sale price less its purchase price
    And the profit table total is the sum of its rows
    When I open the reference of the newest row of the profit table
    Then the contract popup shows that contract
    When I press Escape
    And I filter the profit table from "2030-01-02" to "2030-01-03"
    Then the report says "Your account has no trading activity."
