Feature: Refused sign-ups
  When the platform refuses the virtual sign-up, the form says why in the platform's words and
  offers the way on.

  @error:SignUpInvalidToken
  Scenario: A code the platform does not know asks to restart the verification
    When I follow a sign-up link with the code "Zz9Zz9Zz"
    And I complete the sign-up form with the password "Secret12"
    Then the sign-up page says "Your token has expired or is invalid. Please click here to restart the verification process."
    When I follow the link "here"
    Then I see the sign-up e-mail form

  @error:SignUpInvalidToken
  Scenario: A code the platform finds malformed asks to restart the verification too
    When I follow a sign-up link with the code "Ab3-E6gH"
    And I complete the sign-up form with the password "Secret12"
    Then the sign-up page says "Your token has expired or is invalid. Please click here to restart the verification process."

  @error:SignUpInputValidationFailed
  Scenario: Any other invalid input shows the platform's message
    Given 1 sign-up e-mail was sent to "new.client@example.com"
    And the next "new_account_virtual" call fails with "InputValidationFailed" saying "Input validation failed: residence"
    When I follow the link in the last sign-up e-mail to "new.client@example.com"
    And I complete the sign-up form with the password "Secret12"
    Then the sign-up page says "Input validation failed: residence"

  @error:SignUpDuplicateEmail
  Scenario: An address already in use points to password recovery
    Given 2 sign-up e-mails were sent to "twice@example.com"
    And "twice@example.com" signed up with the first sign-up e-mail
    When I follow the link in the last sign-up e-mail to "twice@example.com"
    And I complete the sign-up form with the password "Secret12"
    Then the sign-up page says "The email address provided is already in use. If you forgot your password, please try our password recovery tool or contact our customer service."
    And the link "password recovery tool" of the sign-up page goes to "/en/user/lost_passwordws.html"

  @error:PasswordError
  Scenario: A password the platform finds too common is not strong enough
    Given 1 sign-up e-mail was sent to "new.client@example.com"
    When I follow the link in the last sign-up e-mail to "new.client@example.com"
    And I complete the sign-up form with the password "Abcd1234"
    Then the sign-up page says "Password is not strong enough."
