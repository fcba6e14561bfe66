Feature: Every contract category, bought and closed
  A client can price, buy and close a contract of every category the classic trading page offers.
  Contracts the platform buys back are sold from the contract popup the confirmation links to; the
  others run to their end on the platform's clock and pay what they won.

  Background:
    Given the simulator is running
    And I am logged in as "virtual@example.com"
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"

  Scenario Outline: A client buys <form> in the <box> box and sells it back before expiry
    When I choose the contract form "<form>"
    And I count the duration in "minutes"
    And I set the duration to "5"
    And I click Purchase in the "<box>" price box
    Then I see the contract confirmation with its reference, cost, payout and balance after
    When I view the contract from the confirmation
    Then the contract popup follows the contract just bought
    When I sell the contract at market
    Then the popup shows the sale with its reference
    And my balance is the balance after the purchase plus what the contract paid

    Examples:
      | form                       | box    |
      | Rise/Fall                  | top    |
      | Higher/Lower               | bottom |
      | Touch/No Touch             | top    |
      | Ends Between/Ends Outside  | bottom |
      | Stays Between/Goes Outside | top    |
      | High-Close                 | middle |
      | Close-Low                  | middle |
      | High-Low                   | middle |

  Scenario Outline: A client buys <form> in the <box> box, which is not bought back, and it settles on time
    When I choose the contract form "<form>"
    And the platform's clock stands still
    And I click Purchase in the "<box>" price box
    Then I see the contract confirmation with its reference, cost, payout and balance after
    When I view the contract from the confirmation
    Then the contract popup follows the contract just bought
    And the popup says "Resale not offered"
    When the platform's clock moves on 1 hour
    Then the popup shows the contract won or lost
    And my balance is the balance after the purchase plus what the contract paid

    Examples:
      | form                   | box    |
      | Matches/Differs        | top    |
      | Even/Odd               | bottom |
      | Over/Under             | top    |
      | Asians                 | bottom |
      | Reset Call/Reset Put   | top    |
      | Call Spread/Put Spread | bottom |
      | High/Low Ticks         | top    |
      | Only Ups/Only Downs    | bottom |
