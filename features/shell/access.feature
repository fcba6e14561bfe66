Feature: Who may open which page
  The page access table decides who sees a page; everyone else is told why, in the product's words.

  Background:
    Given the simulator is running

  Scenario: A visitor is asked to log in on a page that needs it
    When I open "/en/user/statementws.html"
    Then I am told "Please log in or sign up to view this page."

  Scenario: A virtual account cannot open a real-money page
    Given I am logged in as "virtual@example.com"
    When I go to "/en/user/security/self_exclusionws.html"
    Then I am told "This feature is not relevant to virtual-money accounts."

  Scenario: A real account cannot open a virtual-only page
    Given I am logged in as "real@example.com"
    When I go to "/en/new_account/welcome.html"
    Then I am told "Sorry, this feature is available to virtual accounts only."

  Scenario: A client cannot open a page for logged-out visitors
    Given I am logged in as "real@example.com"
    When I go to "/en/user/lost_passwordws.html"
    Then I am told "This page is only available to logged out clients. Sign out"

  Scenario: A client on the home page is sent to the trading page
    Given I am logged in as "real@example.com"
    When I go to "/en/home.html"
    Then the address is "/en/trading.html"

  Scenario: A client without a currency is sent to set one
    Given I am logged in as "no-currency@example.com"
    When I go to "/en/trading.html"
    Then the address is "/en/user/set-currency.html"
