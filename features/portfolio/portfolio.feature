Feature: Portfolio page
  A logged-in client sees the open positions with live indicative prices; a position comes on a
  purchase and goes when it is sold or expires.

  Scenario: A client without open positions is told so
    Given I am logged in as "virtual@example.com"
    When I open the portfolio page
    Then the portfolio says "You have no open positions."

  Scenario: A purchase made elsewhere appears on the open page with its price and the totals
    Given I am logged in as "virtual@example.com"
    When I open the portfolio page
    And "virtual@example.com" buys a "CALL" contract on "R_100" lasting "5m" from another device
    Then the portfolio lists that contract with its indicative price
    When "virtual@example.com" buys a "PUT" contract on "R_100" lasting "10m" from another device
    Then the portfolio lists that contract with its indicative price
    And the portfolio totals add up its rows

  Scenario: A position shows its potential payout and remaining time; a new one is highlighted
    Given I am logged in as "virtual@example.com"
    And "virtual@example.com" buys a "CALL" contract on "R_100" lasting "5m" from another device
    When I open the portfolio page
    Then the portfolio shows that contract's potential payout and about 5 minutes remaining
    And that contract's row is not highlighted as new
    When "virtual@example.com" buys a "CALL" contract on "R_100" lasting "10m" from another device
    Then that contract's row is highlighted as new
    And the portfolio shows that contract's potential payout and about 10 minutes remaining

  Scenario: Leaving the portfolio ends its contract streams with one forget_all
    Given I am logged in as "virtual@example.com"
    And "virtual@example.com" buys a "CALL" contract on "R_100" lasting "5m" from another device
    When I open the portfolio page
    Then the portfolio lists that contract with its indicative price
    When I leave the portfolio for the trading page
    Then since leaving, the platform was asked once to forget all "proposal_open_contract" streams, and none of them one by one

  Scenario: The indicative price follows the market
    Given the server clock reads "2026-11-23T10:00:00Z"
    And I am logged in as "virtual@example.com"
    When I open the portfolio page
    And "virtual@example.com" buys a "CALL" contract on "R_100" lasting "5m" from another device
    And the server clock moves on 4 seconds
    And I note the indicative price of that contract
    And the server clock moves on 30 seconds
    Then the indicative price of that contract has changed
    And the indicative price of that contract is marked as risen or fallen

  Scenario: A tick contract, which the platform does not buy back, says so and leaves when it expires
    Given the server clock reads "2026-11-23T10:00:00Z"
    And I am logged in as "virtual@example.com"
    When I open the portfolio page
    And "virtual@example.com" buys a "CALL" contract on "R_100" lasting "5t" from another device
    Then the portfolio says "Resale not offered" for that contract
    When the server clock moves on 30 seconds
    Then that contract leaves the portfolio
    And the portfolio says "You have no open positions."

  Scenario: A contract sold from its popup leaves the portfolio
    Given I am logged in as "virtual@example.com"
    When I open the portfolio page
    And "virtual@example.com" buys a "CALL" contract on "R_100" lasting "5m" from another device
    And I view that contract from the portfolio
    Then the address names that contract
    When I sell the contract at market
    Then the popup shows the sale with its reference
    When I press Escape
    Then the contract popup is closed
    And that contract leaves the portfolio

  Scenario: The address opens a contract's popup, and going back closes it
    Given I am logged in as "virtual@example.com"
    And "virtual@example.com" buys a "CALL" contract on "R_100" lasting "5m" from another device
    When I open the portfolio page
    And I view that contract from the portfolio
    Then the contract popup shows that contract
    When I go back
    Then the contract popup is closed
    When I open the portfolio page for that contract
    Then the contract popup shows that contract
