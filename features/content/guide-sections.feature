Feature: Guide sections and the calls to open an account
  The binary options guide gives each market binary options are offered on its own section, listed as
  in-page links in its range of markets; the guides naming a market link to that section. The guides
  call a visitor to open a free demo account (new-account, logged-out only) and a demo account holder
  to the next steps from it (new_account/landing_page, virtual only: accounts-and-money §2).

  Background:
    Given the simulator is running

  Scenario: A market of the range of markets, and a guide naming one, open the binary options guide at it
    When I open the guide page "get-started/binary-options"
    Then the guide page has the sections "How a trade works, Range of markets, Forex, Indices, Stocks, Commodities, Volatility Indices, Practise first"
    When I follow the guide link "Volatility Indices"
    Then the address is "/en/get-started/binary-options.html#volatility-indices"
    And the guide section "Volatility Indices" is in view
    When I open the guide page "get-started/metals"
    And I follow the guide link "Binary options on commodities"
    Then the address is "/en/get-started/binary-options.html#commodities"
    And the guide section "Commodities" is in view

  Scenario: A visitor is called to open a free demo account
    When I open the trading page
    And I choose "Get started" from the site menu's "Resources" section
    Then the guide page does not link to "Next steps with your demo account"
    When I follow the guide link "Open a free demo account"
    Then the address is "/en/new-account.html"
    And the guide page is "Open a free demo account"
    And the guide page links to "Create a demo account"

  Scenario: A demo account holder is shown the next steps from it
    Given I am logged in as "virtual@example.com"
    When I open the trading page
    And I choose "Why us" from the site menu's "About us" section
    Then the guide page does not link to "Open a free demo account"
    When I follow the guide link "Next steps with your demo account"
    Then the address is "/en/new_account/landing_page.html"
    And the guide page is "Your demo account is ready"
