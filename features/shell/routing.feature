Feature: Addresses of pages
  Pages live at /{lang}/{page}.html; other forms of an address are sent there, and links between
  pages open without loading the whole site again.

  Background:
    Given the simulator is running

  Scenario: An address without .html is sent to its .html form
    When I open "/en/trading?market=forex"
    Then the address is "/en/trading.html?market=forex"
    And I see the trading page

  Scenario: An address that names no page shows the not-found page
    When I open "/en/no_such_page.html"
    Then I see the page-not-found message

  Scenario: A link to another page opens without a full reload
    When I open "/en/no_such_page.html"
    And I follow the link "Go to trading"
    Then the address is "/en/trading.html"
    And the page was not loaded again
