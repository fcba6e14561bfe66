Feature: Payout and buying on the multi-barrier page

  Background:
    Given the platform and the browser clocks read "2030-01-15T10:00:00Z"

  @constant:max-payout
  Scenario: The payout list steps, checks and resets the payout
    When I open the multi-barrier page
    And I open the payout list
    And I press "More" in the payout list
    And I press "More" in the payout list
    And I press "Less" in the payout list
    And I press "OK" in the payout list
    Then the payout reads "0.011"
    And the prices are asked for a payout of 11
    When I open the payout list
    And I type "6000" as the payout
    Then the payout list shows the error "Should be less than 5,000"
    When I press "Cancel" in the payout list
    Then the payout list is closed
    And the payout reads "0.01"

  Scenario: Buying a price opens the contract confirmation
    Given I am logged in as "real@example.com"
    When I open the multi-barrier page
    And I buy the first price that can be bought
    Then I see the contract confirmation with its reference, cost, payout and balance after

  Scenario: A visitor is asked to log in to buy
    When I open the multi-barrier page
    And I buy the first price that can be bought
    Then I am asked to log in

  Scenario: An unwelcome account sees prices it cannot buy
    Given I am logged in as "unwelcome@example.com"
    When I open the multi-barrier page
    Then I see price rows with a price button per contract type
    And no price button can be pressed

  Scenario Outline: <who> accounts trade on the classic page
    Given I am logged in as "<email>"
    When I open the multi-barrier page
    Then the address is "/en/trading.html"

    Examples:
      | who         | email             |
      | Malta       | malta@example.com |
      | Isle of Man | iom@example.com   |

  Scenario: A client whose landing company does not offer forex trades on the classic page
    Given I am logged in as "real@example.com"
    And my landing company does not offer forex
    When I open the multi-barrier page
    Then the address is "/en/trading.html"
    And I see the trading page
