Feature: Contract-details popup
  The popup follows one contract: its chart, its facts, its audit and its sale, and says why a
  contract cannot be sold when it cannot.

  Background:
    Given I am logged in as "virtual@example.com"

  @constant:tick-chart
  Scenario: A tick contract of 10 ticks or fewer gets a tick chart, a timed one the underlying's ticks
    Given "virtual@example.com" buys a "CALL" contract on "R_100" lasting "5t" from another device
    When I open the portfolio page for that contract
    Then the popup draws a tick chart of the contract
    When "virtual@example.com" buys a "CALL" contract on "R_100" lasting "5m" from another device
    And I open the portfolio page for that contract
    Then the popup draws the underlying's recent ticks

  @constant:ticks-kept
  Scenario: The popup asks for 20 ticks and keeps only the last 20
    Given the server clock reads "2026-11-23T10:00:00Z"
    And "virtual@example.com" buys a "CALL" contract on "R_100" lasting "5m" from another device
    And the server clock moves on 4 seconds
    When I open the portfolio page for that contract
    Then the popup asked for a tick history of 20 ticks
    And the popup chart holds 20 ticks
    When the server clock moves on 60 seconds
    Then the popup chart holds 20 ticks

  Scenario: Before its entry tick the chart waits for it
    Given the server clock reads "2026-11-23T10:00:00Z"
    And "virtual@example.com" buys a "CALL" contract on "R_100" lasting "5m" from another device
    When I open the portfolio page for that contract
    Then the popup says "Waiting for entry tick."
    When the server clock moves on 4 seconds
    Then the popup draws the underlying's recent ticks
    And the popup offers Sell

  @error:ForwardStarting
  Scenario: A forward-starting contract cannot be sold before it starts
    Given the server clock reads "2026-11-23T10:00:00Z"
    And "virtual@example.com" buys a "CALL" contract on "R_100" lasting "5m" and starting in 10 minutes from another device
    When I open the portfolio page for that contract
    Then the popup says "Contract has not started yet"
    And the popup offers no Sell button
    When the server clock moves on 610 seconds
    Then the popup offers Sell

  @error:ForwardStarting
  Scenario: An ended contract the platform has not settled yet waits for its settlement
    Given the server clock reads "2026-11-23T10:00:00Z"
    And the platform settles contracts 60 seconds after they end
    And "virtual@example.com" buys a "CALL" contract on "R_100" lasting "1m" from another device
    When I open the portfolio page for that contract
    And the server clock moves on 90 seconds
    Then the popup says "Waiting for contract settlement."
    And the popup says "Waiting for exit tick."
    And the popup offers no Sell button
    When the server clock moves on 60 seconds
    Then the popup tells the result and the end time

  Scenario: A contract that becomes settleable while its popup is open is settled by the app
    Given the platform and the browser clocks read "2026-11-23T10:00:00Z"
    And the platform settles contracts 600 seconds after they end, but lets clients settle them as they end
    And "virtual@example.com" buys a "CALL" contract on "R_100" lasting "1m" from another device
    When I open the portfolio page for that contract
    And 4 seconds pass on both clocks
    Then the popup offers Sell
    And the app has not asked to settle expired contracts
    When 60 seconds pass on both clocks
    Then the popup tells the result and the end time
    And the popup does not say the contract was sold
    And the app asked once to settle expired contracts

  @error:Resale
  Scenario: A tick contract is not bought back
    Given "virtual@example.com" buys a "CALL" contract on "R_100" lasting "5t" from another device
    When I open the portfolio page for that contract
    Then the popup says "Resale not offered"
    And the popup offers no Sell button

  @error:NoOpenPosition
  Scenario: A sale refused for want of an open position reads the contract again
    Given "virtual@example.com" buys a "CALL" contract on "R_100" lasting "5m" from another device
    And the platform refuses the next sale with "NoOpenPosition" and "This contract was not found among your open positions."
    When I open the portfolio page for that contract
    And I sell the contract at market
    Then the popup read that contract again without a stream

  @error:Limits
  Scenario: A sale refused by the account's limit says so
    Given "virtual@example.com" buys a "CALL" contract on "R_100" lasting "5m" from another device
    And the platform refuses the next sale with "SellLimitReached" and "Sell limit reached."
    When I open the portfolio page for that contract
    And I sell the contract at market
    Then the popup says "You have reached the limit."

  Scenario: A sold contract shows its price, reference, end time and result
    Given "virtual@example.com" buys a "CALL" contract on "R_100" lasting "5m" from another device
    When I open the portfolio page for that contract
    And I sell the contract at market
    Then the popup shows the sale with its reference
    And the popup tells the result and the end time

  Scenario: A running contract's popup names it, counts down its time, shows its profit or loss and draws its barrier
    Given the server clock reads "2026-11-23T10:00:00Z"
    And "virtual@example.com" buys a "CALL" contract on "R_100" lasting "5m" from another device
    And the server clock moves on 4 seconds
    When I open the portfolio page for that contract
    Then the popup's "Contract type" reads "Rise"
    And the popup explains "Rise: win the payout if the exit spot is strictly higher than the entry spot."
    And the popup shows the remaining time
    And the popup shows the profit or loss with its percentage, in its colour
    And the popup chart draws the barrier
    When I note the popup's indicative price
    And I sell the contract at market
    Then the app asked to sell at the noted price
    And the popup shows the sale with its reference
    And the popup's "Exit spot" reads "[0-9]+[.][0-9]+"

  Scenario: A digit contract is named and its barrier written as the digit it is about
    Given "virtual@example.com" buys a "DIGITMATCH" contract on "R_100" lasting "5t" predicting "5" from another device
    When I open the portfolio page for that contract
    Then the popup's "Contract type" reads "Digit Matches"
    And the popup's "Barrier" reads "Equals 5"
    And the popup explains "Matches: win the payout if the last digit of the last tick is your prediction."

  Scenario: A contract that ran to its end tells its result, is not said to be sold and offers no Sell
    Given the server clock reads "2026-11-23T10:00:00Z"
    And "virtual@example.com" buys a "CALL" contract on "R_100" lasting "5t" from another device
    When I open the portfolio page for that contract
    And the server clock moves on 30 seconds
    Then the popup tells the result and the end time
    And the popup does not say the contract was sold
    And the popup offers no Sell button

  Scenario: A settled contract's audit page marks its entry and exit spots
    Given the server clock reads "2026-11-23T10:00:00Z"
    And "virtual@example.com" buys a "CALL" contract on "R_100" lasting "5t" from another device
    And the server clock moves on 30 seconds
    When I open the portfolio page for that contract
    Then the popup tells the result and the end time
    When I open the audit page
    Then the audit marks the entry and the exit spot

  Scenario: A reset contract shows its reset time, half way through its duration, then its reset barrier
    Given the server clock reads "2026-11-23T10:00:00Z"
    And "virtual@example.com" buys a "RESETCALL" contract on "R_100" lasting "2m" from another device
    When I open the portfolio page for that contract
    Then the popup's "Start time" reads "2026-11-23 10:00:00 GMT"
    And the popup's "Expiry time" reads "2026-11-23 10:02:00 GMT"
    And the popup's "Reset time" reads "2026-11-23 10:01:00 GMT"
    When the server clock moves on 30 seconds
    Then the popup shows its entry spot but no "Reset barrier"
    When the server clock moves on 60 seconds
    Then the popup's "Reset time" reads "2026-11-23 10:01:00 GMT"
    And the popup's "Reset barrier" is the lower of its entry spot and the "R_100" spot at "2026-11-23T10:01:00Z"

  Scenario: A digit contract lists its ticks, each new one highlighted for a second
    Given the server clock reads "2026-11-23T10:00:00Z"
    And "virtual@example.com" buys a "DIGITMATCH" contract on "R_100" lasting "5t" predicting "5" from another device
    And the server clock moves on 4 seconds
    When I open the portfolio page for that contract
    Then the digit tick table lists 2 ticks
    When the server clock moves on 2 seconds
    Then a new tick row is highlighted, then no longer
    When the server clock moves on 30 seconds
    Then the digit tick table lists 5 ticks

  @dev-server
  Scenario: The popup closes on Escape and on a click outside it
    Given "virtual@example.com" buys a "CALL" contract on "R_100" lasting "5m" from another device
    When I open the portfolio page for that contract
    Then the contract popup shows that contract
    When I press Escape
    Then the contract popup is closed
    When I open the portfolio page for that contract
    And I click outside the popup
    Then the contract popup is closed

  Scenario: On a narrow screen the popup takes the whole width
    Given the screen is 375 pixels wide
    And "virtual@example.com" buys a "CALL" contract on "R_100" lasting "5m" from another device
    When I open the portfolio page for that contract
    Then the contract popup shows that contract
    And the popup fills the width of the screen

  @dev-server
  Scenario: Back closes a popup opened from the trading page, which stays
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    And I choose the contract form "Rise/Fall"
    And I count the duration in "minutes"
    And I set the duration to "5"
    And I click Purchase in the "top" price box
    And I view the contract from the confirmation
    Then the contract popup follows the contract just bought
    When I go back
    Then the contract popup is closed
    And I see the trading page
