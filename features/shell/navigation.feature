Feature: The site menu reaches every built page
  The header lists the built pages by the sections binary.com users knew: Trade (Trading,
  Multi-barrier), Portfolio, Reports (Statement, Profit table), Cashier (Cashier, Deposit, Withdraw, Payment agents), Resources
  (market information, guides, download, FAQ) and About us (contact, careers, the company and its legal pages), each shown to whoever may open it; the account menu holds MT5, the accounts page, a real
  client's limits, the virtual top-up, the upgrade and log-out. Below 768 px the menu is in a drawer. Pages not built yet
  have no item, and binary.com's addresses of built pages open them.

  Background:
    Given the simulator is running

  Scenario: A visitor's menu has the trade, cashier information, resources and company pages only
    When I open the trading page
    Then the site menu lists "Trade: Trading, Multi-barrier; Cashier; Resources: Asset Index, Trading Times, Download, Get started, Platforms, Economic calendar, FAQ; About us: Contact, Careers, Why us, Strike in numbers, Open-source projects, Regulation, Terms and Conditions, Responsible trading"

  Scenario: A client reaches the portfolio from the menu and the MT5 page from the account menu
    Given I am logged in as "real@example.com"
    Then the site menu lists "Trade: Trading, Multi-barrier; Portfolio; Reports: Statement, Profit table; Cashier: Cashier, Deposit, Withdraw, Payment agents, Transfer Between Accounts; Resources: Asset Index, Trading Times, Download, Get started, Platforms, Economic calendar, FAQ; About us: Contact, Careers, Why us, Strike in numbers, Open-source projects, Regulation, Terms and Conditions, Responsible trading"
    When I choose "MetaTrader 5" in the account menu
    Then the address is "/en/user/metatrader.html"
    And the MT5 group "Real-Money" lists "MTR1002"

  Scenario: A virtual client with a low balance is offered the top-up and the upgrade
    Given the balance of "VRTC90000001" is 500
    And I am logged in as "virtual@example.com"
    When I press "Cancel"
    And I open the account menu
    Then the account menu offers "MetaTrader 5, Accounts, Settings, Security, Top up virtual account, Upgrade to a Real Account, Log out"
    When I choose "Top up virtual account" from the open account menu
    And I press "Top up"
    Then the "Top up virtual account" popup shows "USD 10,000.00 has been credited into your virtual account: VRTC90000001."

  Scenario: Each page has its own document title, in the page's language
    When I open the trading page
    Then the document title is "Trading | Strike"
    When I go to the page "/en/multi_barriers_trading.html" within the app
    Then the document title is "Multi-barrier trading | Strike"
    When I open "/de/trading.html"
    Then the document title is "Handel | Strike"

  Scenario: binary.com's address of the portfolio opens the portfolio
    Given I am logged in as "real@example.com"
    When I open "/en/user/portfoliows.html"
    Then the address is "/en/portfolio.html"
    And I see the portfolio page

  Scenario: On a phone the menu button opens the drawer, and Escape gives the focus back
    Given the screen is 375 pixels wide
    And I am logged in as "real@example.com"
    When I open the menu
    Then the menu drawer lists "Trading, Multi-barrier, Portfolio, Statement, Profit table, Cashier, Deposit, Withdraw, Payment agents, Transfer Between Accounts, Asset Index, Trading Times, Download, Get started, Platforms, Economic calendar, FAQ, Contact, Careers, Why us, Strike in numbers, Open-source projects, Regulation, Terms and Conditions, Responsible trading, MetaTrader 5, Accounts, Limits, Authenticate, Settings, Security, Log out"
    When I press Escape
    Then the menu drawer is closed
    And the menu button has the focus

  @constant:menu-drawer
  Scenario: On a phone a drag of 50 px from the left edge opens the drawer
    Given the screen is 375 pixels wide
    When I open the trading page
    And I drag 40 px rightward from the left edge
    Then the menu drawer is closed
    When I drag 60 px rightward from the left edge
    Then the menu drawer is open
    When I follow the link "Multi-barrier"
    Then the address is "/en/multi_barriers_trading.html"
    And the menu drawer is closed
