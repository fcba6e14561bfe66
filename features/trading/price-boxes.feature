Feature: Price boxes on the classic trading page
  Each price box shows the live price of its contract, marks which way the price moved with the
  last update, and shows no price at all while the form has a field in error, saying why.

  Background:
    Given the simulator is running

  Scenario: A price box marks its price moving up or down with the market
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    And I choose the contract form "Higher/Lower"
    And I count the duration in "days"
    Then the "top" price box shows a stake, a payout and the contract's terms
    Given the platform's clock stands still
    When the spot of "R_100" falls by 2 percent
    Then the "top" price box marks its payout as moved "up"
    And the "bottom" price box marks its payout as moved "down"

  Scenario: A field in error takes the prices away, the boxes say why, and fixing it brings them back
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    And I choose the contract form "Rise/Fall"
    Then the "top" price box shows a stake, a payout and the contract's terms
    When I set the amount to ""
    Then the "top" price box says "Please correct the form to see a price." instead of a price
    And the "top" price box shows no price and cannot be bought from
    And the "bottom" price box says "Please correct the form to see a price." instead of a price
    And the "bottom" price box shows no price and cannot be bought from
    When I set the amount to "10"
    Then the "top" price box shows a stake, a payout and the contract's terms
    And the "top" price box no longer says why it has no price
