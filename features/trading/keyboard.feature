Feature: Trading with the keyboard alone
  A trader who uses no mouse reaches every control with Tab and works it with keys: the market, the
  underlying, the contract, its duration and stake, the purchase, the contract's popup and its sale.
  Dialogs keep the focus while they are open and give it back where it was; the focused control is
  always outlined. On a narrow screen the menu drawer opens and closes the same way.

  Scenario: A client buys, follows and sells a contract with the keyboard alone
    Given I am logged in as "virtual@example.com"
    When I open the trading page
    And I tab to the "Market" field and choose "Volatility Indices" with the arrow keys
    Then the focused control shows a focus ring
    When I tab to the "Underlying" field and choose "Volatility 100 Index" with the arrow keys
    And I tab to the "Rise/Fall" contract and press Enter
    And I tab to the "Duration unit" field and choose "minutes" with the arrow keys
    And I tab to the "Duration amount" field and type "3"
    And I tab to the "Basis" field and choose "Stake" with the arrow keys
    And I tab to the "Amount" field and type "10"
    And I tab to the "top" price box's Purchase button and press Enter
    Then I see the contract confirmation with its reference, cost, payout and balance after
    And the contract confirmation has the focus
    When I tab to the "View" button and press Enter
    Then the contract popup follows the contract just bought
    And the focus is in the contract popup
    And Tab and Shift+Tab keep the focus in the contract popup
    When I tab to the "Sell at market" button and press Enter
    Then the popup shows the sale with its reference
    When I press Escape
    Then the contract popup is closed
    And the "View" button has the focus
    And the focused control shows a focus ring

  Scenario: The menu drawer of a narrow screen opens and closes by keyboard
    Given the screen is 375 pixels wide
    When I open the trading page
    And I tab to the "Menu" button and press Enter
    Then the focus is in the menu drawer
    And Tab and Shift+Tab keep the focus in the menu drawer
    When I press Escape
    Then the menu drawer is closed
    And the "Menu" button has the focus
