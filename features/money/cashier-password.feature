Feature: Cashier password
  user/security/cashier_passwordws locks an unlocked cashier with a password (the password rule, typed
  twice) and unlocks a locked one with it (6-25 characters). Once changed it says so and 2 seconds
  later sends the client on; the platform's refusals show in its words (accounts-and-money §4, §5, §9).

  Background:
    Given the simulator is running

  @constant:password-update-redirect
  Scenario: Locking the cashier, then being sent on after 2 seconds
    Given the platform and the browser clocks read "2030-03-04T10:00:00Z"
    And I am logged in as "real@example.com"
    When I open the money page "cashier password"
    Then the cashier password page offers to "Lock Cashier"
    When I type "Cashier2030" as the cashier password and "Cashier2030" as its repeat
    And I send the cashier password form
    Then the cashier password page says "Your settings have been updated successfully."
    And the cashier of "CR90000001" is locked on the platform
    When 1 seconds pass on both clocks
    Then the address is "/en/user/security/cashier_passwordws.html"
    When 1 seconds pass on both clocks
    Then the address is "/en/trading.html"

  Scenario Outline: The lock form follows the password rule and the repeat
    Given I am logged in as "real@example.com"
    When I open the money page "cashier password"
    And I type "<password>" as the cashier password and "<repeat>" as its repeat
    And I send the cashier password form
    Then the cashier password field "<field>" shows "<message>"
    And the cashier of "CR90000001" is unlocked on the platform

    Examples:
      | password    | repeat      | field            | message                                                  |
      | Abc12       | Abc12       | Cashier password | You should enter 6-25 characters.                        |
      | abcdef123   | abcdef123   | Cashier password | Password should have lower and uppercase letters with numbers. |
      | Cashier2030 | Cashier2031 | Re-enter password | The two passwords that you entered do not match.        |

  Scenario: The platform refuses the login password as the cashier password, in its words
    Given I am logged in as "real@example.com"
    When I open the money page "cashier password"
    And I type "Demo1234" as the cashier password and "Demo1234" as its repeat
    And I send the cashier password form
    Then the cashier password form shows the error "Please use a different password than your login password."
    And the cashier of "CR90000001" is unlocked on the platform

  Scenario: A locked cashier is unlocked with its password, a wrong one refused
    Given I am logged in as "real@example.com"
    When I open the money page "cashier password"
    And I type "Cashier2030" as the cashier password and "Cashier2030" as its repeat
    And I send the cashier password form
    Then the cashier of "CR90000001" is locked on the platform
    When I open the money page "cashier password"
    Then the cashier password page offers to "Unlock Cashier"
    When I type "Abc12" as the cashier password
    And I send the cashier password form
    Then the cashier password field "Cashier password" shows "You should enter 6-25 characters."
    When I type "Cashier2031" as the cashier password
    And I send the cashier password form
    Then the cashier password form shows the error "Sorry, you have entered an incorrect cashier password"
    When I type "Cashier2030" as the cashier password
    And I send the cashier password form
    Then the cashier password page says "Your settings have been updated successfully."
    And the cashier of "CR90000001" is unlocked on the platform
