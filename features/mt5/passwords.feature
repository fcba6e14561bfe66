Feature: MT5 passwords
  The main and investor passwords of an MT5 account change given the current one (the new one
  differs from it), or are reset with a link e-mailed for mt5_password_reset: the redirect helper
  opens this page with the token, and a token the platform refuses shows the token error.

  Background:
    Given the simulator is running
    And I am logged in as "real@example.com"
    And I open the MT5 page

  Scenario: The main password changes, and the new one confirms a withdrawal
    When I press "Change password" for the MT5 account "MTR1002"
    And I type "Mt5Main1234" as the MT5 "Current password"
    And I type "Changed1234" as the MT5 "New password"
    And I type "Changed1234" as the MT5 "Verify new password"
    And I send the MT5 form
    Then I see the MT5 confirmation "Your MT5 password has been changed."
    When I withdraw "10" from the MT5 account "MTR1002" with the main password "Changed1234"
    Then I see the MT5 confirmation "Your request to transfer 10 USD from MTR1002 to CR90000001 has been successfully processed."

  Scenario: The investor password changes; the main one stays
    When I press "Change password" for the MT5 account "MTR1002"
    And I choose "Investor password" as the MT5 "Password"
    And I type "Mt5Invest1234" as the MT5 "Current password"
    And I type "Investor5678" as the MT5 "New password"
    And I type "Investor5678" as the MT5 "Verify new password"
    And I send the MT5 form
    Then I see the MT5 confirmation "Your MT5 password has been changed."
    When I withdraw "10" from the MT5 account "MTR1002" with the main password "Mt5Main1234"
    Then I see the MT5 confirmation "Your request to transfer 10 USD from MTR1002 to CR90000001 has been successfully processed."

  Scenario Outline: A new password follows the MT5 rules and differs from the current one
    When I press "Change password" for the MT5 account "MTR1002"
    And I type "Mt5Main1234" as the MT5 "Current password"
    And I type "<new>" as the MT5 "New password"
    And I type "<repeat>" as the MT5 "Verify new password"
    And I send the MT5 form
    Then the MT5 form shows the error "<message>"
    And the platform received no "mt5_password_change" call

    Examples:
      | new         | repeat      | message                                                        |
      | Mt5Main1234 | Mt5Main1234 | Current password and New password cannot be the same.          |
      | Short1a     | Short1a     | You should enter 8-25 characters.                              |
      | nodigitsAb  | nodigitsAb  | Password should have lower and uppercase letters with numbers. |
      | Changed1234 | Changed1235 | The two passwords that you entered do not match.               |

  Scenario: A wrong current password is refused by the platform
    When I press "Change password" for the MT5 account "MTR1002"
    And I type "Wrong1234" as the MT5 "Current password"
    And I type "Changed1234" as the MT5 "New password"
    And I type "Changed1234" as the MT5 "Verify new password"
    And I send the MT5 form
    Then the MT5 form shows the error "That password is incorrect. Please try again."

  Scenario: A password is reset with the e-mailed link
    When I press "Reset password" for the MT5 account "MTR1002"
    Then I see the MT5 confirmation "Please check your email for the password reset link."
    When I follow the MT5 password reset link e-mailed to "real@example.com"
    And I choose "MTR1002" as the MT5 "MT5 account"
    And I type "Reset1234a" as the MT5 "New password"
    And I type "Reset1234a" as the MT5 "Verify new password"
    And I send the MT5 form
    Then I see the MT5 confirmation "Your MT5 password has been changed."
    When I withdraw "10" from the MT5 account "MTR1002" with the main password "Reset1234a"
    Then I see the MT5 confirmation "Your request to transfer 10 USD from MTR1002 to CR90000001 has been successfully processed."

  @error:MT5PasswordResetToken
  Scenario: A token the platform refuses shows the token error instead of the form
    When I follow the MT5 password reset link e-mailed to nobody, with the token "WRONG123"
    And I type "Reset1234a" as the MT5 "New password"
    And I type "Reset1234a" as the MT5 "Verify new password"
    And I send the MT5 form
    Then the MT5 page shows the error "Your token has expired or is invalid."
