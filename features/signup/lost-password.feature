Feature: Recovering a lost password
  A client who forgot the password asks for a reset e-mail, follows its link, chooses a new
  password and logs in with it. A holder of a real-money account also gives the date of birth.

  Scenario: A client resets the password from the e-mailed link and logs in with the new one
    Given the browser's clock is under test control
    When I ask for a password-reset e-mail for "virtual@example.com"
    Then the password-reset page says "Please check your email for the password reset link."
    And the platform has e-mailed a password-reset code of 8 characters to "virtual@example.com"
    When I follow the link in the last password-reset e-mail to "virtual@example.com"
    And I reset my password to "Better123"
    Then the password-reset page says "Your password has been successfully reset. Please log into your account using your new password."
    And the platform takes "Better123" as the password of "virtual@example.com"
    When 5 seconds pass in the browser
    Then I am sent to the platform's log-in page
    When I log in there as "virtual@example.com" with password "Better123"
    Then the address is "/en/trading.html"
    And the header shows the "Virtual Account" "VRTC90000001" with balance "10,000.00 USD"

  @error:ResetPasswordRefused
  Scenario: A holder of a real-money account confirms the date of birth
    Given 1 password-reset e-mail was sent to "real@example.com"
    When I follow the link in the last password-reset e-mail to "real@example.com"
    And I tick "I have a real money account"
    And I reset my password to "Better123"
    Then the "Date of birth" field shows the error "This field is required."
    When I type "1990-04-13" into the "Date of birth" field
    And I press the button "Reset password"
    Then the password-reset page says "The email address and date of birth do not match. Please click the link below to restart the password recovery process. Restart password recovery"
    And the platform takes "Demo1234" as the password of "real@example.com"
    When I type "1990-04-12" into the "Date of birth" field
    And I press the button "Reset password"
    Then the password-reset page says "Your password has been successfully reset. Please log into your account using your new password."
    And the platform takes "Better123" as the password of "real@example.com"

  Scenario: The e-mail address is required and must be valid
    When I open "/en/user/lost_passwordws.html"
    And I press the button "Send reset link"
    Then the "Email" field shows the error "This field is required."
    When I type "real@" into the "Email" field
    Then the "Email" field shows the error "Invalid email address."

  Scenario: The password-recovery pages are for visitors only
    Given I am logged in as "real@example.com"
    When I go to "/en/user/lost_passwordws.html"
    Then I am told "This page is only available to logged out clients. Sign out"
