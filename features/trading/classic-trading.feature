Feature: Classic trading page
  A trader picks a market, an underlying and a contract form, sees live prices in the price boxes
  and buys from them. The page loads in the order of the specification and checks every field.

  Background:
    Given the simulator is running

  @constant:markets
  Scenario: Symbols load first, then the underlying's contracts, then the form and its prices
    When I open the trading page
    Then the markets are offered in the order "forex, volidx, indices, stocks, commodities"
    When I choose the underlying "Volatility 100 Index"
    Then the contract forms offered include "Rise/Fall, Higher/Lower, Touch/No Touch, Matches/Differs, High/Low Ticks"
    And the "top" price box shows a stake, a payout and the contract's terms
    And the "bottom" price box shows a stake, a payout and the contract's terms

  Scenario: The last-digit statistics draw each digit's share from 0
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    And I open the "Last Digit Stats" analysis tab
    Then the last-digit bars are as tall as their shares, measured from 0

  Scenario: An offset barrier shows its level, and a daily contract is priced at that level
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    And I choose the contract form "Touch/No Touch"
    And I count the duration in "minutes"
    And I set the barrier to "+1.5"
    Then the barrier shows the level "≈" the spot
    When I count the duration in "days"
    And I set the barrier to "+1.5"
    Then the barrier shows the level "=" the spot
    And the prices are asked for at the absolute level "+1.5" the spot

  Scenario: A visitor sees prices but must log in to buy
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    And I click Purchase in the "top" price box
    Then the "top" price box says "Please log in"

  Scenario Outline: A client buys <form> and sees the confirmation
    Given I am logged in as "virtual@example.com"
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    And I choose the contract form "<form>"
    And I click Purchase in the "<box>" price box
    Then I see the contract confirmation with its reference, cost, payout and balance after

    Examples:
      | form            | box    |
      | Rise/Fall       | top    |
      | Matches/Differs | bottom |
      | High-Low        | middle |

  @error:Unwelcome
  Scenario: An unwelcome account cannot buy
    Given I am logged in as "unwelcome@example.com"
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    And I click Purchase in the "top" price box
    Then the "top" price box shows the purchase error "Sorry, your account is not authorised for any further contract purchases."

  @error:InactiveSymbol
  Scenario: An underlying whose trading is suspended is shown as not active
    Given trading on "R_100" is suspended
    When I open the trading page
    And I choose the underlying "Volatility 100 Index (closed)"
    Then I see the notice "This symbol is not active. Please try another symbol."

  Scenario Outline: The form refuses what the rules forbid
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    And I choose the contract form "<form>"
    And I set the <field> to "<value>"
    Then the <field> shows the error "<message>"
    And the price boxes cannot be bought from

    Examples:
      | form                      | field     | value | message                                       |
      | Rise/Fall                 | duration  | abc   | Should be a valid number.                     |
      | Touch/No Touch            | barrier   | 0     | Barrier must be a non-zero number.            |
      | Touch/No Touch            | barrier   | +-1   | Should be a valid number.                     |
      | Ends Between/Ends Outside | barrier   | -9    | High barrier must be higher than low barrier. |
      | Rise/Fall                 | amount    |       | This field is required.                       |

  Scenario: A tick duration stays within the contract's bounds, and a fraction is floored
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    And I choose the contract form "Rise/Fall"
    And I count the duration in "ticks"
    And I set the duration to "11"
    Then the duration shows the error "Should be between 1 and 10"
    When I set the duration to "5.7"
    Then the price boxes are priced for 5 ticks

  Scenario: The amount takes digits and one point, up to the currency's decimals
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    And I type "1a2.3.456" into the amount
    Then the amount reads "12.34"

  Scenario: A payout above the maximum is refused
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    And I choose the "Payout" basis
    And I set the amount to "5000.01"
    Then the amount shows the error "Should be less than 5,000"

  Scenario: A client follows a contract from the confirmation, sells it, and closes the popup
    Given I am logged in as "virtual@example.com"
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    And I choose the contract form "Rise/Fall"
    And I count the duration in "minutes"
    And I set the duration to "5"
    And I click Purchase in the "top" price box
    And I view the contract from the confirmation
    Then the contract popup follows the contract just bought
    When I sell the contract at market
    Then the popup shows the sale with its reference
    When I press Escape
    Then the contract popup is closed

  Scenario: The portfolio tab lists what was just bought
    Given I am logged in as "virtual@example.com"
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    And I choose the contract form "Rise/Fall"
    And I count the duration in "minutes"
    And I set the duration to "5"
    And I click Purchase in the "top" price box
    And I open the "Portfolio" analysis tab
    Then the portfolio lists the contract just bought

  Scenario: Leaving the trading page cancels its price streams with one forget_all
    Given I am logged in as "virtual@example.com"
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    Then the "top" price box shows a stake, a payout and the contract's terms
    When I leave the trading page for the portfolio
    Then since leaving, the platform was asked once to forget all "proposal" streams, and none of them one by one
