Feature: Guides and product pages
  The get-started guides, the MetaTrader 5 guides, the platforms and company pages are content pages
  open to everyone (accounts-and-money §2), reached from the site menu's Resources and About us sections
  or from the page they belong under, which each of them links back to. Any path under get-started that
  is not a guide of its own opens the get-started page. The demo landing page is for virtual accounts
  only; the economic calendar says it is unavailable without its provider's script; residents of France
  are not offered CFDs (§6).

  Background:
    Given the simulator is running

  Scenario: The get-started page leads to a guide, and the guide back to it
    When I open the trading page
    And I choose "Get started" from the site menu's "Resources" section
    Then the address is "/en/get-started.html"
    And the guide page is "Get started"
    And the guide page has the sections "Choose a market, Practise first"
    When I follow the guide link "Forex"
    Then the address is "/en/get-started/forex.html"
    And the guide page is "Forex"
    And the document title is "Forex | Strike"
    When I go back to the parent page
    Then the address is "/en/get-started.html"
    And the guide page is "Get started"

  Scenario: A path under get-started that is no guide of its own opens the get-started page
    When I open the guide page "get-started/volatility-indices"
    Then the address is "/en/get-started.html"
    And the guide page is "Get started"

  Scenario: The platforms page leads to the MetaTrader 5 guides
    When I open the trading page
    And I choose "Platforms" from the site menu's "Resources" section
    Then the guide page has the sections "Strike web trader, MetaTrader 5, Binary options on MetaTrader 5"
    When I follow the guide link "Contract specifications"
    Then the address is "/en/metatrader/contract-specifications.html"
    And the guide page is "Contract specifications"
    And the contract specifications give "EURUSD" the terms "Forex | 100,000 | 0.01 | 1:1000"
    And the contract specifications give "XAUUSD" the terms "Metals | 100 | 0.01 | 1:500"
    When I go back to the parent page
    And I follow the guide link "How to trade on MetaTrader 5"
    Then the guide page is "How to trade on MetaTrader 5"
    And the guide page links to "Download MetaTrader 5"

  Scenario: The company pages are reached from the About us section and from each other
    When I open the trading page
    And I choose "Why us" from the site menu's "About us" section
    Then the guide page is "Why us"
    When I follow the guide link "Labuan"
    Then the address is "/en/labuan.html"
    And the guide page links to "Cyberjaya"
    And the guide page links to "Malta"
    When I follow the guide link "Malta"
    Then the guide page is "Malta"
    When I go back to the parent page
    And I follow the guide link "Become an introducing broker"
    Then the guide page is "Become an introducing broker"
    When I follow the guide link "Introducing broker FAQ"
    Then the guide page has the sections "What is an introducing broker?, How am I paid?, Does it cost anything?"
    When I open the trading page
    And I choose "Strike in numbers" from the site menu's "About us" section
    Then the guide page is "Strike in numbers"
    When I open the trading page
    And I choose "Open-source projects" from the site menu's "About us" section
    Then the guide page is "Open-source projects"

  Scenario: A new demo client's landing page leads to trading and to a real account
    Given I am logged in as "virtual@example.com"
    When I open the guide page "new_account/landing_page"
    Then the guide page is "Your demo account is ready"
    And the guide page links to "Start trading"
    And the guide page links to "Open a real money account"

  Scenario: A real account is not shown the demo landing page
    Given I am logged in as "real@example.com"
    When I open the guide page "new_account/landing_page"
    Then I am told "Sorry, this feature is available to virtual accounts only."

  Scenario: The economic calendar says it is unavailable without its provider
    When I open the trading page
    And I choose "Economic calendar" from the site menu's "Resources" section
    Then the guide page is "Economic calendar"
    And the guide page says "The economic calendar is unavailable at the moment."

  Scenario: A visitor from France is not offered CFDs
    Given the visitor comes from the country "fr"
    When I open the guide page "get-started"
    Then the guide page does not link to "CFDs"
    And the guide page links to "Forex"
    When I open the guide page "get-started/cfds"
    Then the guide page says "This offer is not available in your country of residence."
    When I open the guide page "platforms"
    Then the guide page has the sections "Strike web trader, Binary options on MetaTrader 5"

  Scenario: A visitor from elsewhere is offered CFDs
    Given the visitor comes from the country "de"
    When I open the guide page "get-started"
    Then the guide page links to "CFDs"
    When I follow the guide link "CFDs"
    Then the guide page has the sections "Leverage and risk, Where to trade CFDs, Practise first"
